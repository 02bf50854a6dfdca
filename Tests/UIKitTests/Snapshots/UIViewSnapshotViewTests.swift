import Testing
import UIKitTesting
@testable import UIKit

/// `snapshotView(afterScreenUpdates:)`: a view showing a fixed image of another.
@MainActor @Suite struct UIViewSnapshotViewTests {
    @Test func theSnapshotShowsTheViewAsDrawnAndDoesNotFollowIt() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.backgroundColor = .white
        let card = UIView(frame: CGRect(x: 10, y: 10, width: 60, height: 40))
        card.backgroundColor = .systemBlue
        let dot = UIView(frame: CGRect(x: 20, y: 10, width: 20, height: 20))
        dot.backgroundColor = .systemRed
        card.addSubview(dot)
        window.addSubview(card)
        window.isHidden = false
        let snapshot = try #require(card.snapshotView(afterScreenUpdates: true))
        #expect(snapshot.frame == CGRect(x: 0, y: 0, width: 60, height: 40) && snapshot.subviews.isEmpty)
        #expect((snapshot as? UIImageView)?.image?.cgImage?.width == 120)
        // The original changes; the snapshot, placed beside it, keeps the old look.
        dot.backgroundColor = .systemGreen
        snapshot.frame.origin = CGPoint(x: 110, y: 10)
        window.addSubview(snapshot)
        let image = try #require(window.snapshotImage().cgImage)
        let original = image.pixel(atX: 2 * 40, y: 2 * 30), copy = image.pixel(atX: 2 * 140, y: 2 * 30)
        let blueOriginal = image.pixel(atX: 2 * 15, y: 2 * 45), blueCopy = image.pixel(atX: 2 * 115, y: 2 * 45)
        #expect(original.green > 150 && original.red < 100)
        #expect(copy.red > 200 && copy.green < 100)
        #expect(blueOriginal == blueCopy)
    }
}
