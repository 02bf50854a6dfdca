extension UIColor {
    /// Makes this the fill color of the current graphics context.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes this the stroke color of the current graphics context.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }

    /// Makes this both the fill and the stroke color of the current graphics context.
    public func set() {
        setFill()
        setStroke()
    }
}
