import CoreGraphics

extension CGMutablePath {
    /// Adds `rect` with only `corners` rounded, clockwise on screen from the top-left, as layers and `UIBezierPath` draw it.
    package func addRoundedRect(_ rect: CGRect, cornerRadius: CGFloat, corners: CACornerMask) {
        let r = min(cornerRadius, rect.width / 2, rect.height / 2)
        guard r > 0, !corners.isEmpty else { return addRect(rect) }
        func radius(_ corner: CACornerMask) -> CGFloat { corners.contains(corner) ? r : 0 }
        move(to: CGPoint(x: rect.minX + radius(.layerMinXMinYCorner), y: rect.minY))
        addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.maxY), radius: radius(.layerMaxXMinYCorner))
        addArc(tangent1End: CGPoint(x: rect.maxX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.maxY), radius: radius(.layerMaxXMaxYCorner))
        addArc(tangent1End: CGPoint(x: rect.minX, y: rect.maxY), tangent2End: CGPoint(x: rect.minX, y: rect.minY), radius: radius(.layerMinXMaxYCorner))
        addArc(tangent1End: CGPoint(x: rect.minX, y: rect.minY), tangent2End: CGPoint(x: rect.maxX, y: rect.minY), radius: radius(.layerMinXMinYCorner))
        closeSubpath()
    }
}
