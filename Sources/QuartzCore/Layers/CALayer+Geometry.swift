import CoreGraphics

extension CALayer {
    /// Maps this layer's coordinates to those of the topmost layer above it.
    package var transformToTopmost: CGAffineTransform {
        var result = CGAffineTransform.identity
        var layer: CALayer? = self
        while let current = layer, let superlayer = current.superlayer {
            result = result.concatenating(current.transformToSuperlayer)
            if let mapping = superlayer.sublayerMapping { result = result.concatenating(mapping) }
            layer = superlayer
        }
        return result
    }

    /// Maps points in `layer`'s coordinates to this layer's; `nil` means the topmost layer's.
    package func transform(from layer: CALayer?) -> CGAffineTransform {
        (layer?.transformToTopmost ?? .identity).concatenating(transformToTopmost.inverted())
    }

    public func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint { p.applying(transform(from: l)) }

    public func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        l?.convert(p, from: self) ?? p.applying(transformToTopmost)
    }

    public func convert(_ r: CGRect, from l: CALayer?) -> CGRect { r.applying(transform(from: l)) }

    public func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        l?.convert(r, from: self) ?? r.applying(transformToTopmost)
    }
}
