import SnapshotTesting
import Testing
import UIKitSnapshotTesting
@testable import BirdSightings

/// The demo's screens through swift-snapshot-testing's own API, as an iOS team's snapshot tests are written: the
/// references are recorded here once and compared byte for byte from then on, on any machine.
@MainActor
@Suite(.snapshots(record: .missing)) struct BirdSightingsSnapshotTests {
    @Test func theListOnAnIPhone13() {
        assertSnapshot(of: MainTabBarController(), as: .image(on: .iPhone13))
    }

    @Test func theListBesideTheDetailOnAnIPadInLandscape() {
        assertSnapshot(of: MainTabBarController(), as: .image(on: .iPadPro11))
    }

    @Test func theListInDarkModeOnAnIPhoneSeTurnedSideways() {
        assertSnapshot(of: MainTabBarController(), as: .image(on: .iPhoneSe(.landscape), traits: .init(userInterfaceStyle: .dark)))
    }

    @Test func theNewSightingFormAtDoubleScale() {
        let form = UINavigationController(rootViewController: AddSightingViewController())
        assertSnapshot(of: form, as: .image(on: .iPhone15, traits: .init(displayScale: 2)))
    }

    @Test func theControllerTreeAndAViewTree() {
        assertSnapshot(of: MainTabBarController(), as: .hierarchy)
        let badge = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 24))
        badge.text = "×12"
        badge.textAlignment = .center
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        card.addSubview(badge)
        assertSnapshot(of: card, as: .recursiveDescription)
    }
}
