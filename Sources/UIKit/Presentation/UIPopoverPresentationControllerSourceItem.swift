import Foundation

/// What a popover can point at: a view or a bar button item.
public protocol UIPopoverPresentationControllerSourceItem: NSObjectProtocol {}

extension UIView: UIPopoverPresentationControllerSourceItem {}
extension UIBarButtonItem: UIPopoverPresentationControllerSourceItem {}
