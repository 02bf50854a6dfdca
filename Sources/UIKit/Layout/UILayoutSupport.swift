import CoreGraphics

/// The length of the bars at an edge of a view controller's view, as its `topLayoutGuide` and `bottomLayoutGuide` report it.
@preconcurrency @MainActor
public protocol UILayoutSupport: AnyObject {
    var length: CGFloat { get }
    var topAnchor: NSLayoutYAxisAnchor { get }
    var bottomAnchor: NSLayoutYAxisAnchor { get }
    var heightAnchor: NSLayoutDimension { get }
}
