import Testing
import UIKit
import UIKitTesting

/// Animations looked at mid-flight: a fade and a spring, each shown at the start, halfway and at the end of its
/// duration on the manual clock, the three moments side by side in one reference image.
@MainActor
@Suite(.serialized) struct AnimationSnapshotTests {
    private static let stage = CGSize(width: 160, height: 120)

    /// A card in a shown window, and the clock that moves it.
    @MainActor private struct Stage {
        let window: UIWindow
        let card: UIView

        init() {
            window = UIWindow(frame: CGRect(origin: .zero, size: AnimationSnapshotTests.stage))
            window.screen = UIScreen(bounds: window.bounds, scale: 2)
            let controller = UIViewController()
            window.rootViewController = controller
            controller.view.backgroundColor = .systemGroupedBackground
            card = UIView(frame: CGRect(x: 20, y: 30, width: 60, height: 60))
            card.backgroundColor = .systemIndigo
            card.layer.cornerRadius = 12
            controller.view.addSubview(card)
            window.isHidden = false
            window.runUpdateCycle()
        }
    }

    /// Renders `stage` at the start, the middle and the end of `duration` and lays the three renders side by side.
    private func strip(of stage: Stage, over duration: TimeInterval, clock: ManualClock) -> UIImage {
        var frames: [UIImage] = [stage.window.snapshotImage()]
        clock.advance(by: duration / 2)
        frames.append(stage.window.snapshotImage())
        clock.advance(by: duration / 2)
        frames.append(stage.window.snapshotImage())
        let size = Self.stage
        let format = UIGraphicsImageRendererFormat()
        format.scale = 2
        return UIGraphicsImageRenderer(size: CGSize(width: size.width * 3, height: size.height), format: format).image { _ in
            for (index, frame) in frames.enumerated() { frame.draw(at: CGPoint(x: CGFloat(index) * size.width, y: 0)) }
        }
    }

    @Test func aFadeAtTheStartHalfwayAndTheEnd() throws {
        let clock = ManualClock.install(at: 1000)
        defer { ManualClock.uninstall() }
        let stage = Stage()
        stage.card.alpha = 0
        UIView.animate(withDuration: 0.4, delay: 0, options: .curveLinear) { stage.card.alpha = 1 }
        let image = strip(of: stage, over: 0.4, clock: clock)
        let pixels = try #require(image.cgImage)
        // The card's middle: the background, halfway to indigo, then indigo.
        let (start, half, end) = (pixels.rgba(100, 120), pixels.rgba(420, 120), pixels.rgba(740, 120))
        #expect(half.blue < start.blue && half.red > end.red && half.red < start.red)
        let failure = verifySnapshot(of: image, named: "fade")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func aSpringAtTheStartHalfwayAndTheEnd() throws {
        let clock = ManualClock.install(at: 1000)
        defer { ManualClock.uninstall() }
        let stage = Stage()
        UIView.animate(withDuration: 0.6, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: []) {
            stage.card.center.x = 120
            stage.card.transform = CGAffineTransform(scaleX: 1.2, y: 1.2)
        }
        let image = strip(of: stage, over: 0.6, clock: clock)
        let failure = verifySnapshot(of: image, named: "spring")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
