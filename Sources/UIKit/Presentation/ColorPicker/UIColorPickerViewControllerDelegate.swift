import Foundation

/// What a color picker tells the object that presented it. Every method is optional, as on iOS.
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// A color was picked; `continuously` is true while the person is still dragging (the opacity slider), and a last
    /// call with false follows when they let go.
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool)
    /// A color was picked and let go of: the form iOS 14 had (deprecated since iOS 15), called after the one above.
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The picker was closed: by its close button, or by a tap outside its popover.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor, continuously: Bool) {}
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
