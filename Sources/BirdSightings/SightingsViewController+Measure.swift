import Foundation
import UIKit

extension SightingsViewController {
    /// The median milliseconds of a resize between one and two columns, with the update cycle that follows it:
    /// traits, transitions, layout and the composite. What `UIKitBench containers` reports for the demo.
    static func measureResize() -> Double {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 900), scale: 1)
        window.rootViewController = SightingsViewController()
        window.isHidden = false
        window.runUpdateCycle()
        var samples: [Double] = []
        for round in 0..<40 {
            let start = DispatchTime.now().uptimeNanoseconds
            window.frame.size = round.isMultiple(of: 2) ? CGSize(width: 900, height: 700) : CGSize(width: 390, height: 844)
            window.runUpdateCycle()
            _ = window.snapshotImage()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            // The column switch animates; let it finish before the next resize.
            UIView.performWithoutAnimation { window.layoutIfNeeded() }
            for view in window.rootViewController?.view.subviews ?? [] { view.layer.removeAllAnimations() }
        }
        return samples.sorted()[samples.count / 2]
    }
}
