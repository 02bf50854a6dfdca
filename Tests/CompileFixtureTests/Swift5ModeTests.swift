import Foundation
import IOSStyleSwift5
import Testing
import UIKit
import UIKitTesting

/// iOS-style code compiled in Swift 5 mode runs as it does on iOS: NSObject identity, copies, overridden
/// descriptions, factories called off the main actor, drawing on background queues.
@MainActor @Suite struct Swift5ModeTests {
    @Test func viewsCompareAndHashByIdentity() {
        let (a, b) = (CardView(frame: .zero), CardView(frame: .zero))
        #expect(indexOfCard(b, in: [a, b]) == 1)
        #expect(a != b && a == a && a.isEqual(a) && !a.isEqual(b))
        #expect(countDistinct([a, b, a]) == 2)
        #expect(a.description == "CardView(Card)")
        #expect(UIView().description.hasPrefix("<UIView: 0x"))
        #expect(UIView().description.contains("; frame = (0 0; 0 0); layer = <CALayer: 0x"))
    }

    @Test func colorsAndFontsAreEqualByValueAndCopyAsThemselves() {
        let shapes = BadgeShapes()
        #expect(shapes.accent == UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1))
        #expect(Set([shapes.accent, UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)]).count == 1)
        #expect(shapes.accent.copy() as? UIColor == shapes.accent)
        #expect(shapes.caption.copy() as? UIFont == .systemFont(ofSize: 12, weight: .medium))
    }

    @Test func pathsCopyWithTheirDrawingProperties() {
        let shapes = BadgeShapes()
        let heart = shapes.heart(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        let copy = shapes.roundedCopy(of: heart)
        #expect(copy !== heart)
        #expect(copy.lineWidth == 3 && heart.lineWidth == 1)
        #expect(copy.bounds == heart.bounds)
        #expect(heart.bounds.width == 20 && heart.bounds.maxY == 40, "the left half of a heart in a 40-point square")
    }

    @Test func controllersBuiltBySubclassInitializersLoadTheirViews() {
        let controller = ProfileViewController(name: "Ada")
        controller.loadViewIfNeeded()
        let labels = controller.view.subviews.flatMap(\.subviews).compactMap { $0 as? UILabel }
        #expect(labels.map(\.text) == ["Ada", "Birder since 2019"])
        #expect(emptyConstraint().firstItem == nil)
    }

    @Test func imagesRenderOnABackgroundQueue() async {
        let source = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
            UIColor.systemBlue.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let thumbnail = await withCheckedContinuation { continuation in
            Thumbnailer().thumbnailInBackground(of: source, side: 4) { continuation.resume(returning: $0) }
        }
        #expect(thumbnail.size == CGSize(width: 4, height: 4))
        // Tests of other suites swap the main screen (1x, 2x, 3x) while this test awaits, so the scale read is
        // checked to be a screen's, not the one the main screen has afterwards.
        let scale = await withCheckedContinuation { continuation in logScreenScale { continuation.resume(returning: $0) } }
        #expect([1, 2, 3].contains(scale))
    }

    @Test func aRecognizerWrittenAgainstTheSubclassingSubmoduleRecognizes() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let controller = SignatureViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        window.tap(at: CGPoint(x: 150, y: 150))
        #expect(controller.view.backgroundColor != .systemGreen, "a tap is not a checkmark")
        window.drag(from: CGPoint(x: 100, y: 150), to: CGPoint(x: 200, y: 100), duration: 0.2)
        #expect(controller.view.backgroundColor == .systemGreen)
    }

    @Test func traitChangeRegistrationsAndOverridesHearResizesAndStyles() {
        let controller = AdaptiveViewController(), badge = ThemedBadge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        controller.loadViewIfNeeded()
        controller.view.addSubview(badge)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = controller
        window.isHidden = false
        _ = window.snapshotImage()
        window.frame.size.width = 900
        _ = window.snapshotImage()
        #expect(controller.columns == 2 && badge.sizeChanges == 1 && badge.styleChanges == 0)
        window.overrideUserInterfaceStyle = .dark
        _ = window.snapshotImage()
        #expect(badge.styleChanges == 1 && badge.sizeChanges == 1)
    }

    @Test func scrollViewsSetUpAsOnIOS() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let viewer = PhotoViewerController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        window.rootViewController = viewer
        window.isHidden = false
        window.runUpdateCycle()
        viewer.scrollView.zoom(to: CGRect(x: 0, y: 0, width: 100, height: 75), animated: true)
        clock.advance(by: 0.5)
        #expect(viewer.scrollView.zoomScale == 4 && viewer.zoomEnds == [4])
        #expect(viewer.scrollView.contentSize == CGSize(width: 3200, height: 2400))

        let carousel = CarouselController()
        window.rootViewController = carousel
        window.runUpdateCycle()
        #expect(carousel.scrollView.contentSize == CGSize(width: 1200, height: 300), "the frame guide's height, the stack's width")
        window.swipe(from: CGPoint(x: 300, y: 150), to: CGPoint(x: 200, y: 150))
        clock.advance(by: 5)
        #expect(carousel.scrollView.contentOffset.x > 0)
        #expect(carousel.scrollView.contentOffset.x.truncatingRemainder(dividingBy: 120) == 0, "snapped to a card")
    }
}
