@testable import BirdSightings
@testable import UIKit

/// The app's root in a shown window of `width` x `height` points, laid out once.
@MainActor
func shownApp(_ root: MainTabBarController, width: CGFloat = 390, height: CGFloat = 844) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: width, height: height))
    window.rootViewController = root
    window.isHidden = false
    window.runUpdateCycle()
    return window
}
