import Foundation
import Testing
import UIKit

/// UIKit's index paths: a section, then a row or an item, ordered section first.
@Suite struct IndexPathTests {
    @Test func rowsAndItemsAreTheSecondIndex() {
        var path = IndexPath(row: 4, section: 2)
        #expect(path.section == 2 && path.row == 4 && path.item == 4 && Array(path) == [2, 4])
        path.item = 7
        path.section = 0
        #expect(path == IndexPath(item: 7, section: 0) && path.row == 7)
    }

    @Test func pathsSortBySectionThenRow() {
        let paths = [IndexPath(row: 0, section: 1), IndexPath(row: 5, section: 0), IndexPath(row: 1, section: 0)]
        #expect(paths.sorted() == [IndexPath(row: 1, section: 0), IndexPath(row: 5, section: 0), IndexPath(row: 0, section: 1)])
    }
}
