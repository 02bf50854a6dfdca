import SnapshotTesting
import UIKitSnapshotTesting
import XCTest
@testable import BirdSightings

/// The same strategies from XCTest. The methods are `async` because XCTest on Linux cannot run a synchronous
/// `@MainActor` test method; on iOS they would be synchronous, with the same bodies.
final class BirdSightingsSnapshotXCTests: XCTestCase {
    @MainActor func testThePhotoAlbumOnAnIPhone13Mini() async {
        let root = MainTabBarController()
        root.selectedIndex = 1
        assertSnapshot(of: root, as: .image(on: .iPhone13Mini))
    }

    @MainActor func testATileCellAsAView() async {
        let cell = BirdTileCell(frame: CGRect(x: 0, y: 0, width: 160, height: 200))
        cell.show(Sighting.fieldLog[0])
        assertSnapshot(of: cell as UIView, as: .image(traits: .init(displayScale: 2)))
    }
}
