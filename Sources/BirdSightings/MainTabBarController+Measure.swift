import Foundation
import UIKit

extension MainTabBarController {
    /// The median milliseconds of a resize between a narrow window (one collapsed stack) and a wide one (list and
    /// detail side by side), with the update cycle that follows it: traits, collapsing or expanding, transitions,
    /// layout and the composite. What `UIKitBench containers` reports for the demo.
    static func measureResize() -> Double {
        let window = showingADetail(in: CGSize(width: 390, height: 844))
        var samples: [Double] = []
        for round in 0..<40 {
            let start = DispatchTime.now().uptimeNanoseconds
            window.frame.size = round.isMultiple(of: 2) ? CGSize(width: 1000, height: 700) : CGSize(width: 390, height: 844)
            window.runUpdateCycle()
            _ = window.snapshotImage()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            UIView.performWithoutAnimation { window.layoutIfNeeded() }
        }
        return samples.sorted()[samples.count / 2]
    }

    /// The median milliseconds of a change of the text size between Large and Extra Extra Extra Large with the list and
    /// a sighting's detail side by side, with the update cycle that follows: the trait change through every view,
    /// fonts that adjust, rows measured again, layout and the composite. What `UIKitBench everyday-views` reports.
    static func measureContentSizeChange() -> Double {
        let window = showingADetail(in: CGSize(width: 1000, height: 700))
        window.runUpdateCycle()
        defer { UIApplication.shared.preferredContentSizeCategory = .large }
        var samples: [Double] = []
        for round in 0..<40 {
            let start = DispatchTime.now().uptimeNanoseconds
            UIApplication.shared.preferredContentSizeCategory = round.isMultiple(of: 2) ? .extraExtraExtraLarge : .large
            window.runUpdateCycle()
            _ = window.snapshotImage()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        return samples.sorted()[samples.count / 2]
    }

    /// A window of `size` on a desktop-sized screen with the app in it, its first sighting's detail open.
    private static func showingADetail(in size: CGSize) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 900), scale: 1)
        let root = MainTabBarController()
        window.rootViewController = root
        window.isHidden = false
        window.runUpdateCycle()
        root.list.showDetail(of: 0, animated: false)
        return window
    }
}
