import Testing
import UIKitTesting
import UIKit

/// Switches, sliders, steppers, segmented controls and page controls in each of their states, rendered headless and
/// compared with a reference PNG.
@MainActor
@Suite struct ControlsGallerySnapshotTests {
    /// Row by row: switches off, on, disabled, pressed and in a custom tint; sliders at 0, 0.5 and 1 (the last with
    /// value images); steppers at their minimum, midway and at their maximum; segmented controls with a selection,
    /// without one, with a disabled segment and disabled as a whole; page controls in the default white over a dark
    /// tile and in custom colors.
    final class GalleryViewController: UIViewController {
        override var prefersStatusBarHidden: Bool { true }

        override func viewDidLoad() {
            view.backgroundColor = .systemBackground

            let switches = (0..<5).map { UISwitch(frame: CGRect(x: 16 + CGFloat($0) * 67, y: 16, width: 0, height: 0)) }
            switches[1].isOn = true
            switches[2].isOn = true
            switches[2].isEnabled = false
            switches[3].isHighlighted = true
            switches[4].isOn = true
            switches[4].onTintColor = .systemIndigo
            switches[4].thumbTintColor = .systemYellow
            switches.forEach(view.addSubview)

            for (index, value) in [Float(0), 0.5, 1].enumerated() {
                let slider = UISlider(frame: CGRect(x: 16, y: 58 + CGFloat(index) * 36, width: 328, height: 31))
                slider.value = value
                if value == 1 {
                    slider.minimumValueImage = Self.dot(side: 10)
                    slider.maximumValueImage = Self.dot(side: 18)
                }
                view.addSubview(slider)
            }

            for (index, value) in [0.0, 50, 100].enumerated() {
                let stepper = UIStepper(frame: CGRect(x: 16 + CGFloat(index) * 110, y: 172, width: 0, height: 0))
                stepper.value = value
                view.addSubview(stepper)
            }

            let titles = ["Day", "Week", "Month"]
            let segmented = (0..<4).map { _ in UISegmentedControl(items: titles) }
            segmented[0].selectedSegmentIndex = 1
            segmented[2].selectedSegmentIndex = 0
            segmented[2].setEnabled(false, forSegmentAt: 2)
            segmented[3].selectedSegmentIndex = 2
            segmented[3].isEnabled = false
            for (index, control) in segmented.enumerated() {
                control.frame = CGRect(x: 16 + CGFloat(index % 2) * 168, y: 220 + CGFloat(index / 2) * 44, width: 160, height: 32)
                view.addSubview(control)
            }

            let tile = UIView(frame: CGRect(x: 16, y: 308, width: 160, height: 37))
            tile.backgroundColor = .darkGray
            tile.layer.cornerRadius = 8
            let white = UIPageControl(frame: tile.bounds)
            white.numberOfPages = 4
            white.currentPage = 1
            tile.addSubview(white)
            view.addSubview(tile)
            let colored = UIPageControl(frame: CGRect(x: 184, y: 308, width: 160, height: 37))
            colored.numberOfPages = 6
            colored.currentPage = 5
            colored.pageIndicatorTintColor = .systemGray4
            colored.currentPageIndicatorTintColor = .systemBlue
            view.addSubview(colored)
        }

        /// A gray dot `side` points across, standing in for a value image.
        static func dot(side: CGFloat) -> UIImage {
            UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { context in
                context.cgContext.setFillColor(UIColor.systemGray.cgColor)
                context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: side, height: side))
            }
        }
    }

    @Test func gallery() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 360, height: 360))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.rootViewController = GalleryViewController()
        window.isHidden = false
        clock.runUntilIdle()
        let failure = verifySnapshot(of: window.snapshotImage(), named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
