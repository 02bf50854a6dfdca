extension UITabBarController {
    /// A container's root view that hands its layout to the container, so subclasses overriding
    /// `viewDidLayoutSubviews()` without calling `super` (which UIKit allows) still get their tabs laid out.
    final class ContainerView: UIView {
        var layOut: (() -> Void)?

        override func layoutSubviews() {
            super.layoutSubviews()
            layOut?()
        }
    }
}
