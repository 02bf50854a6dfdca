import CoreGraphics

extension UIView {
    /// Converts a point from this view's coordinates to `view`'s, or to its window's when `view` is nil.
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        layer.convert(point, to: (view ?? window)?.layer)
    }

    /// Converts a point from `view`'s coordinates, or its window's when `view` is nil, to this view's.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        layer.convert(point, from: (view ?? window)?.layer)
    }

    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        layer.convert(rect, to: (view ?? window)?.layer)
    }

    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        layer.convert(rect, from: (view ?? window)?.layer)
    }
}

extension UIView: ScreenPlacedSpace {
    // A view argument matches these as well as the methods above taking `UIView?`; both convert by the layers alone.

    /// Converts a point to another coordinate space: a view's (as `convert(_:to:)` with a view does) or a screen's.
    public func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return converted(point, to: coordinateSpace) }
        return layer.convert(point, to: view.layer)
    }

    public func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        guard let view = coordinateSpace as? UIView else { return converted(point, from: coordinateSpace) }
        return layer.convert(point, from: view.layer)
    }

    public func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return convertedBox(rect) { converted($0, to: coordinateSpace) } }
        return layer.convert(rect, to: view.layer)
    }

    public func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        guard let view = coordinateSpace as? UIView else { return convertedBox(rect) { converted($0, from: coordinateSpace) } }
        return layer.convert(rect, from: view.layer)
    }

    /// A window's frame is where it is on its screen; a view outside any window has its hierarchy's top at the
    /// screen's origin.
    func screenPoint(from point: CGPoint) -> CGPoint {
        let top = window ?? topmostSuperview
        let inTop = layer.convert(point, to: top.layer)
        return CGPoint(x: inTop.x - top.bounds.minX + top.frame.minX, y: inTop.y - top.bounds.minY + top.frame.minY)
    }

    func point(fromScreenPoint point: CGPoint) -> CGPoint {
        let top = window ?? topmostSuperview
        let inTop = CGPoint(x: point.x - top.frame.minX + top.bounds.minX, y: point.y - top.frame.minY + top.bounds.minY)
        return layer.convert(inTop, from: top.layer)
    }

    private var topmostSuperview: UIView {
        var view = self
        while let superview = view.superview { view = superview }
        return view
    }
}
