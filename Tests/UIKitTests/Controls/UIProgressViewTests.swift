import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// The progress view: its height per style, a progress pinned to 0...1, a fill that shows it in the tint (or its
/// own color or image) and moves with the clock when animated.
@MainActor @Suite struct UIProgressViewTests {
    private let host = LayoutHost()
    /// Over a white root view, the bar 200 points wide from x 20, at rows 100 to 103.
    private let progressView = UIProgressView(frame: CGRect(x: 20, y: 100, width: 200, height: 4))
    /// The track's default color, the system fill, over white.
    private let track = RGBA(228, 228, 229)
    private let blue = RGBA(0, 122, 255)

    init() {
        host.root.backgroundColor = .white
        host.root.addSubview(progressView)
    }

    /// A screenshot of the window now, read along row `y`, by default one of the bar's middle rows: its pixel at a
    /// column.
    private func shownRow(_ y: Int = 101) throws -> (Int) -> RGBA {
        let image = try #require(host.window.snapshotImage().cgImage)
        return { image.rgba($0, y) }
    }

    @Test func eachStyleHasItsHeight() {
        #expect([UIProgressView.Style.default, .bar].map(\.rawValue) == [0, 1])
        let plain = UIProgressView(progressViewStyle: .default)
        #expect(plain.frame.size == CGSize(width: 0, height: 4))
        #expect(plain.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: 4))
        #expect(plain.sizeThatFits(CGSize(width: 150, height: 40)) == CGSize(width: 150, height: 4))
        let bar = UIProgressView(progressViewStyle: .bar)
        #expect(bar.progressViewStyle == .bar && bar.frame.height == 2.5 && bar.intrinsicContentSize.height == 2.5)
        #expect(UIProgressView(frame: .zero).progressViewStyle == .default)
    }

    @Test func autoLayoutGivesTheBarItsHeight() {
        let constrained = UIProgressView(progressViewStyle: .default)
        constrained.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(constrained)
        NSLayoutConstraint.activate([
            constrained.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 16),
            constrained.trailingAnchor.constraint(equalTo: host.root.trailingAnchor, constant: -16),
            constrained.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 200),
        ])
        host.layout()
        #expect(constrained.frame == CGRect(x: 16, y: 200, width: 368, height: 4))
    }

    @Test func theProgressIsPinnedToZeroThroughOne() {
        #expect(progressView.progress == 0)
        progressView.progress = 1.5
        #expect(progressView.progress == 1)
        progressView.setProgress(-0.2, animated: true)
        #expect(progressView.progress == 0)
        progressView.progress = -.infinity
        #expect(progressView.progress == 0)
        progressView.progress = 0.4
        #expect(progressView.progress == 0.4)
    }

    @Test func notANumberIsRefusedAndReported() throws {
        progressView.progress = 0.4
        let reports = recordMisuseReports {
            progressView.progress = .nan
            progressView.setProgress(.nan, animated: true)
        }
        #expect(reports.map(\.message) == Array(repeating: "UIProgressView: the progress must be a number from 0 to 1, not nan; it keeps 0.4.", count: 2))
        #expect(reports.filter(\.raisesOnIOS).isEmpty)
        #expect(progressView.progress == 0.4)
        let bar = try shownRow()
        #expect(bar(80) == blue && bar(120) == track, "the bar still draws the kept progress")
    }

    @Test func theFillShowsTheProgressInTheTintOverTheTrack() throws {
        progressView.progress = 0.5
        let half = try shownRow()
        #expect(half(30) == blue && half(110) == blue)
        #expect(half(130) == track && half(210) == track)
        #expect(progressView.progressTintColor == nil && progressView.trackTintColor == nil)

        host.root.tintColor = .systemRed
        #expect(try shownRow()(60) == RGBA(255, 59, 48), "the fill follows the inherited tint")
        progressView.progressTintColor = .systemGreen
        progressView.trackTintColor = .black
        let colored = try shownRow()
        #expect(colored(60) == RGBA(52, 199, 89) && colored(180) == RGBA(0, 0, 0))
        progressView.progressTintColor = nil
        #expect(try shownRow()(60) == RGBA(255, 59, 48))
    }

    @Test func imagesReplaceTheColors() throws {
        progressView.progress = 0.25
        progressView.progressImage = TestImages.filled(CGSize(width: 4, height: 4), color: .systemPurple)
        progressView.trackImage = TestImages.filled(CGSize(width: 4, height: 4), color: .systemYellow)
        let bar = try shownRow()
        #expect(bar(40) == RGBA(175, 82, 222) && bar(150) == RGBA(255, 204, 0))
        progressView.progressImage = nil
        #expect(try shownRow()(40) == blue)
    }

    @Test func theEndsAreRoundExceptOnABar() throws {
        progressView.progress = 1
        #expect(try shownRow(100)(20) != blue, "a rounded corner")
        progressView.progressViewStyle = .bar
        #expect(try shownRow(100)(20) == blue, "a square corner")
    }

    @Test func anAnimatedChangeMovesTheFillWithTheClock() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        host.layout()
        progressView.setProgress(1, animated: true)
        #expect(progressView.progress == 1, "the value changes at once")
        #expect(try shownRow()(60) == track)
        clock.advance(by: 0.125)
        let halfway = try shownRow()
        #expect(halfway(100) == blue && halfway(140) == track, "halfway through, the fill reaches halfway")
        clock.runUntilIdle()
        #expect(try shownRow()(210) == blue)
    }
}
