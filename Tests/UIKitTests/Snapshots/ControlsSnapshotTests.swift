import Testing
import UIKitTesting
import UIKit

/// Activity indicators and progress views rendered headless and compared with a reference PNG.
@MainActor
@Suite struct ControlsSnapshotTests {
    /// Stopped indicators shown in each size, turning ones caught mid-turn, a white one on a dark tile, and progress
    /// views empty, partly and completely filled, in custom colors, under an inherited tint and in the bar style.
    final class GalleryViewController: UIViewController {
        let turning = [UIActivityIndicatorView(style: .medium), UIActivityIndicatorView(style: .large)]

        override func viewDidLoad() {
            view.backgroundColor = .systemBackground

            for (index, style) in [UIActivityIndicatorView.Style.medium, .large].enumerated() {
                let stopped = UIActivityIndicatorView(style: style)
                stopped.hidesWhenStopped = false
                stopped.center = CGPoint(x: 30 + CGFloat(index) * 44, y: 52)
                view.addSubview(stopped)
            }
            turning[1].color = .systemBlue
            for (index, indicator) in turning.enumerated() {
                indicator.center = CGPoint(x: 118 + CGFloat(index) * 44, y: 52)
                view.addSubview(indicator)
            }

            let tile = UIView(frame: CGRect(x: 186, y: 30, width: 44, height: 44))
            tile.backgroundColor = .darkGray
            tile.layer.cornerRadius = 8
            let white = UIActivityIndicatorView(style: .whiteLarge)
            white.hidesWhenStopped = false
            white.center = CGPoint(x: 22, y: 22)
            tile.addSubview(white)
            view.addSubview(tile)

            let tinted = UIView(frame: CGRect(x: 0, y: 150, width: 240, height: 30))
            tinted.tintColor = .systemPink
            view.addSubview(tinted)
            let bars: [(progress: Float, fill: UIColor?, track: UIColor?, superview: UIView, y: CGFloat)] = [
                (0, nil, nil, view, 90), (0.3, nil, nil, view, 104), (1, nil, nil, view, 118),
                (0.6, .systemGreen, .systemGreen.withAlphaComponent(0.2), view, 132), (0.45, nil, nil, tinted, 0),
            ]
            for bar in bars {
                let progressView = UIProgressView(progressViewStyle: .default)
                progressView.frame = CGRect(x: 16, y: bar.y, width: 208, height: 4)
                progressView.progress = bar.progress
                progressView.progressTintColor = bar.fill
                progressView.trackTintColor = bar.track
                bar.superview.addSubview(progressView)
            }
            let edge = UIProgressView(progressViewStyle: .bar)
            edge.frame = CGRect(x: 0, y: 170, width: 240, height: 2.5)
            edge.progress = 0.7
            view.addSubview(edge)
        }
    }

    @Test func gallery() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let controller = GalleryViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 190))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.rootViewController = controller
        window.isHidden = false
        for indicator in controller.turning { indicator.startAnimating() }
        // Three spokes into the turn.
        clock.advance(by: 0.4)
        let failure = verifySnapshot(of: window.snapshotImage(), named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
        for indicator in controller.turning { indicator.stopAnimating() }
    }
}
