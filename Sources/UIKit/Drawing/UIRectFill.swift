import CoreGraphics

/// Fills `rect` with the current fill color in the current graphics context.
public func UIRectFill(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Draws a one-point frame just inside `rect` with the current fill color, as UIKit does.
public func UIRectFrame(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.fill([CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1),
                  CGRect(x: rect.minX, y: rect.maxY - 1, width: rect.width, height: 1),
                  CGRect(x: rect.minX, y: rect.minY + 1, width: 1, height: rect.height - 2),
                  CGRect(x: rect.maxX - 1, y: rect.minY + 1, width: 1, height: rect.height - 2)])
}

/// Intersects the current clipping path with `rect`.
public func UIRectClip(_ rect: CGRect) {
    UIGraphicsGetCurrentContext()?.clip(to: rect)
}
