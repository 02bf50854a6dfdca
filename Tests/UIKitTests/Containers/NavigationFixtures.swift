@testable import UIKit

/// A shown window (320x480 at scale 1 unless asked: a 20-point status bar) whose root is `controller`, laid out
/// and appeared.
@MainActor
func shownWindow(_ controller: UIViewController, size: CGSize = CGSize(width: 320, height: 480), scale: CGFloat = 1) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.screen = UIScreen(bounds: window.bounds, scale: scale)
    window.rootViewController = controller
    window.isHidden = false
    window.runUpdateCycle()
    return window
}

extension CallLog {
    /// The entries without loading and layout: appearance and containment.
    var transitions: [String] {
        entries.filter { !$0.contains("Layout") && !$0.contains("layoutSubviews") && !$0.contains("load") && !$0.contains("Load") }
    }
}
