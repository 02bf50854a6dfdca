import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The activity indicator: its size per style, hiding while stopped, its color, and a wheel that turns a spoke at
/// a time with the clock while it animates in a window.
@MainActor @Suite struct UIActivityIndicatorViewTests {
    /// The layer that turns: the indicator's only sublayer.
    private func wheel(of indicator: UIActivityIndicatorView) throws -> CALayer {
        try #require(indicator.layer.sublayers?.count == 1 ? indicator.layer.sublayers?.first : nil)
    }

    /// How far the wheel shows turned now, in spokes (eighths of a turn) from 0 to 7.
    private func shownStep(of wheel: CALayer) throws -> Int {
        let transform = try #require(wheel.presentation()).affineTransform()
        return (Int((atan2(transform.b, transform.a) / (.pi / 4)).rounded()) + 8) % 8
    }

    @Test func eachStyleHasItsSize() {
        let styles: [UIActivityIndicatorView.Style] = [.medium, .large, .whiteLarge, .white, .gray]
        #expect(styles.map(\.rawValue) == [100, 101, 0, 1, 2])
        let indicators = styles.map(UIActivityIndicatorView.init(style:))
        #expect(indicators.map(\.intrinsicContentSize.width) == [20, 37, 37, 20, 20])
        #expect(indicators.map(\.frame.size.height) == [20, 37, 37, 20, 20])
        #expect(indicators[1].sizeThatFits(CGSize(width: 300, height: 300)) == CGSize(width: 37, height: 37))

        let framed = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        #expect(framed.style == .medium && framed.frame.size == CGSize(width: 100, height: 50))
        #expect(framed.intrinsicContentSize == CGSize(width: 20, height: 20))
        framed.style = .large
        #expect(framed.intrinsicContentSize == CGSize(width: 37, height: 37))
        #expect(framed.frame.size == CGSize(width: 100, height: 50), "the style sizes the wheel, not the view")
    }

    @Test func anIndicatorFromACoderIsAStoppedMediumOne() throws {
        let data = try NSKeyedArchiver.archivedData(withRootObject: [String](), requiringSecureCoding: false)
        let indicator = try #require(UIActivityIndicatorView(coder: try NSKeyedUnarchiver(forReadingFrom: data)))
        #expect(indicator.style == .medium && !indicator.isAnimating && indicator.isHidden)
    }

    @Test func aStoppedIndicatorIsHiddenUntilStarted() {
        let indicator = UIActivityIndicatorView(style: .medium)
        #expect(indicator.hidesWhenStopped && indicator.isHidden && !indicator.isAnimating)
        indicator.startAnimating()
        #expect(indicator.isAnimating && !indicator.isHidden)
        indicator.stopAnimating()
        #expect(!indicator.isAnimating && indicator.isHidden)

        indicator.hidesWhenStopped = false
        #expect(!indicator.isHidden, "turning hidesWhenStopped off shows a stopped indicator")
        indicator.startAnimating()
        indicator.stopAnimating()
        #expect(!indicator.isHidden)
        indicator.startAnimating()
        indicator.hidesWhenStopped = true
        #expect(!indicator.isHidden, "an animating indicator stays shown")
        indicator.stopAnimating()
        #expect(indicator.isHidden)
    }

    @Test func theColorFollowsTheStyleUntilSet() {
        let indicator = UIActivityIndicatorView(style: .large)
        #expect(indicator.color == .secondaryLabel)
        #expect(UIActivityIndicatorView(style: .whiteLarge).color == .white)
        #expect(UIActivityIndicatorView(style: .gray).color == .gray)
        indicator.color = .systemRed
        indicator.style = .white
        #expect(indicator.color == .systemRed)
        indicator.color = nil
        #expect(indicator.color == .white)
    }

    /// A red medium indicator in a 60-point view centered on (130, 130) of the white root view of `host`.
    private func redIndicator(in host: LayoutHost) -> UIActivityIndicatorView {
        host.root.backgroundColor = .white
        let indicator = UIActivityIndicatorView(frame: CGRect(x: 100, y: 100, width: 60, height: 60))
        indicator.color = .systemRed
        host.root.addSubview(indicator)
        return indicator
    }

    @Test func theSpokesAreDrawnCenteredInTheColorBrightestAtTheTop() throws {
        let host = LayoutHost()
        redIndicator(in: host).hidesWhenStopped = false
        let image = try #require(host.window.snapshotImage().cgImage)
        #expect(image.rgba(130, 123) == RGBA(255, 59, 48), "the top spoke, 5 to 10 points above the center")
        #expect(image.rgba(130, 130) == RGBA(255, 255, 255), "nothing at the center")
        let bottom = image.rgba(130, 136)
        #expect(bottom.red == 255 && bottom.green > 100 && bottom.green < 200, "the bottom spoke is fainter: \(bottom)")
        #expect(image.rgba(150, 130) == RGBA(255, 255, 255), "the wheel keeps its size in a larger view")
    }

    @Test func theWheelTurnsClockwiseASpokeEveryEighthOfASecond() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let host = LayoutHost()
        let indicator = redIndicator(in: host)
        indicator.startAnimating()
        let wheel = try wheel(of: indicator)
        #expect(try shownStep(of: wheel) == 0)
        clock.advance(by: 0.2)
        #expect(try shownStep(of: wheel) == 1)
        let image = try #require(host.window.snapshotImage().cgImage)
        #expect(image.rgba(134, 125) == RGBA(255, 59, 48), "the brightest spoke moved on to the upper right")
        clock.advance(by: 0.25)
        #expect(try shownStep(of: wheel) == 3)
        clock.advance(by: 0.7)
        #expect(try shownStep(of: wheel) == 1, "it goes on turning after a whole turn")
        #expect(wheel.affineTransform() == .identity, "only the presentation turns")

        indicator.stopAnimating()
        #expect(wheel.animationKeys() == nil)
        clock.advance(by: 0.3)
        #expect(try shownStep(of: wheel) == 0)
    }

    @Test func onlyAnIndicatorInAWindowTurns() throws {
        let host = LayoutHost()
        let indicator = UIActivityIndicatorView(style: .large)
        let wheel = try wheel(of: indicator)
        indicator.startAnimating()
        #expect(wheel.animationKeys() == nil, "nobody sees a wheel outside a window")
        host.root.addSubview(indicator)
        #expect(wheel.animationKeys()?.count == 1)
        indicator.removeFromSuperview()
        #expect(wheel.animationKeys() == nil && indicator.isAnimating)
        host.root.addSubview(indicator)
        #expect(wheel.animationKeys()?.count == 1, "it turns again back in a window")
        indicator.stopAnimating()
        #expect(wheel.animationKeys() == nil)
    }
}
