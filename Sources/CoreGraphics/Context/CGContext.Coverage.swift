@_implementationOnly import CCairo

extension CGContext {
    /// The area a drawing operation can touch, so shadows and masks only process that much.
    enum Coverage {
        /// The current path's interior (`cairo_fill_extents`).
        case fill
        /// The current path's stroke (`cairo_stroke_extents`).
        case stroke
        /// Both of the above.
        case fillAndStroke
        /// A user-space rectangle.
        case rect(CGRect)
        /// Everything inside the clip.
        case clip

        /// The user-space bounding box, or nil when the operation may cover the whole clip.
        func userBounds(in cr: OpaquePointer) -> CGRect? {
            var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
            switch self {
            case .fill: cairo_fill_extents(cr, &x1, &y1, &x2, &y2)
            case .stroke: cairo_stroke_extents(cr, &x1, &y1, &x2, &y2)
            case .fillAndStroke:
                return Coverage.fill.userBounds(in: cr)!.union(Coverage.stroke.userBounds(in: cr)!)
            case .rect(let rect): return rect
            case .clip: return nil
            }
            return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
        }
    }
}
