import Testing
import UIKitTesting
@testable import UIKit

/// Motion effects without motion sensors: kept on their views, computing their values, never moving a view.
@MainActor @Suite struct UIMotionEffectTests {
    @Test func interpolatingEffectsMixTheirValuesAlongTheirAxis() {
        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -10
        horizontal.maximumRelativeValue = 10
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 0.5, vertical: -1))?["center.x"] as? CGFloat == 5)
        #expect(horizontal.keyPathsAndRelativeValues(forViewerOffset: .zero)?["center.x"] as? CGFloat == 0)
        let vertical = UIInterpolatingMotionEffect(keyPath: "layer.shadowOffset", type: .tiltAlongVerticalAxis)
        vertical.minimumRelativeValue = CGSize(width: 0, height: -4)
        vertical.maximumRelativeValue = CGSize(width: 0, height: 4)
        #expect(vertical.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: 1, vertical: -1))?["layer.shadowOffset"] as? CGSize
            == CGSize(width: 0, height: -4))
        let unset = UIInterpolatingMotionEffect(keyPath: "center.y", type: .tiltAlongVerticalAxis)
        #expect(unset.keyPathsAndRelativeValues(forViewerOffset: .zero) == nil)
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal, vertical]
        let values = group.keyPathsAndRelativeValues(forViewerOffset: UIOffset(horizontal: -1, vertical: 1))
        #expect(values?["center.x"] as? CGFloat == -10 && values?["layer.shadowOffset"] as? CGSize == CGSize(width: 0, height: 4))
    }

    @Test func viewsKeepTheirEffectsAndStayAtRest() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
        window.addSubview(card)
        window.isHidden = false
        let tilt = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        tilt.minimumRelativeValue = -20
        tilt.maximumRelativeValue = 20
        let group = UIMotionEffectGroup()
        card.addMotionEffect(tilt)
        card.addMotionEffect(group)
        card.addMotionEffect(tilt)
        #expect(card.motionEffects.count == 2 && card.motionEffects[0] === tilt)
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        clock.advance(by: 1)
        #expect(card.center == CGPoint(x: 100, y: 100) && card.layer.presentation()?.position == CGPoint(x: 100, y: 100))
        card.removeMotionEffect(tilt)
        #expect(card.motionEffects.count == 1 && card.motionEffects[0] === group)
    }
}
