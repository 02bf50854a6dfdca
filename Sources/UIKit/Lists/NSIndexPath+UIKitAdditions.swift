import Foundation

/// UIKit's names for the two indexes of a table's or collection's index path, on the Foundation class older code
/// passes around.
extension NSIndexPath {
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    public var section: Int { index(atPosition: 0) }
    public var row: Int { index(atPosition: 1) }
    public var item: Int { index(atPosition: 1) }
}
