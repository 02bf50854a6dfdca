import CoreGraphics
import Foundation

extension CALayer {
    /// The value of an animatable property, by Core Animation's key path; nil for a path that is not animatable here.
    package func animatableValue(forKeyPath keyPath: String) -> Any? {
        let affine = affineTransform()
        switch keyPath {
        case "position": return position
        case "position.x": return position.x
        case "position.y": return position.y
        case "bounds": return bounds
        case "bounds.size": return bounds.size
        case "bounds.size.width": return bounds.size.width
        case "bounds.size.height": return bounds.size.height
        case "bounds.origin": return bounds.origin
        case "anchorPoint": return anchorPoint
        case "zPosition": return zPosition
        case "opacity": return opacity
        case "backgroundColor": return backgroundColor ?? CGColor(gray: 0, alpha: 0)
        case "cornerRadius": return cornerRadius
        case "borderWidth": return borderWidth
        case "borderColor": return borderColor ?? CGColor(gray: 0, alpha: 0)
        case "shadowOpacity": return shadowOpacity
        case "shadowOffset": return shadowOffset
        case "shadowRadius": return shadowRadius
        case "shadowColor": return shadowColor ?? CGColor(gray: 0, alpha: 0)
        case "transform": return transform
        case "transform.scale", "transform.scale.x": return (affine.a * affine.a + affine.b * affine.b).squareRoot()
        case "transform.scale.y": return (affine.c * affine.c + affine.d * affine.d).squareRoot()
        case "transform.rotation", "transform.rotation.z": return atan2(affine.b, affine.a)
        case "transform.translation.x": return affine.tx
        case "transform.translation.y": return affine.ty
        case "transform.translation": return CGSize(width: affine.tx, height: affine.ty)
        case "contentsRect": return contentsRect
        // No contents is a value too, so that an animation can begin from it.
        case "contents": return contents ?? NSNull()
        default: return ownAnimatableValue(forKeyPath: keyPath)
        }
    }

    /// Sets an animatable property by key path; values of the wrong kind are ignored.
    package func setAnimatableValue(_ value: Any, forKeyPath keyPath: String) {
        func number() -> CGFloat? {
            switch value {
            case let value as CGFloat: value
            case let value as Double: CGFloat(value)
            case let value as Float: CGFloat(value)
            default: nil
            }
        }
        switch keyPath {
        case "position": if let point = value as? CGPoint { position = point }
        case "position.x": if let x = number() { position.x = x }
        case "position.y": if let y = number() { position.y = y }
        case "bounds": if let rect = value as? CGRect { bounds = rect }
        case "bounds.size": if let size = value as? CGSize { bounds.size = size }
        case "bounds.size.width": if let width = number() { bounds.size.width = width }
        case "bounds.size.height": if let height = number() { bounds.size.height = height }
        case "bounds.origin": if let origin = value as? CGPoint { bounds.origin = origin }
        case "anchorPoint": if let point = value as? CGPoint { anchorPoint = point }
        case "zPosition": if let z = number() { zPosition = z }
        case "opacity": if let alpha = number() { opacity = Float(alpha) }
        case "backgroundColor": backgroundColor = Self.color(value)
        case "cornerRadius": if let radius = number() { cornerRadius = radius }
        case "borderWidth": if let width = number() { borderWidth = width }
        case "borderColor": borderColor = Self.color(value)
        case "shadowOpacity": if let alpha = number() { shadowOpacity = Float(alpha) }
        case "shadowOffset": if let offset = value as? CGSize { shadowOffset = offset }
        case "shadowRadius": if let radius = number() { shadowRadius = radius }
        case "shadowColor": shadowColor = Self.color(value)
        case "transform": if let matrix = value as? CATransform3D { transform = matrix }
        case "contentsRect": if let rect = value as? CGRect { contentsRect = rect }
        case "contents": contents = value is NSNull ? nil : value
        default: if !setOwnAnimatableValue(value, forKeyPath: keyPath) { setTransformPart(keyPath, value, number()) }
        }
    }

    /// Sets one part of the transform (scale, rotation, translation), keeping the others.
    private func setTransformPart(_ keyPath: String, _ value: Any, _ number: CGFloat?) {
        let affine = affineTransform()
        var scaleX = (affine.a * affine.a + affine.b * affine.b).squareRoot()
        var scaleY = (affine.c * affine.c + affine.d * affine.d).squareRoot()
        var angle = atan2(affine.b, affine.a)
        var translation = CGPoint(x: affine.tx, y: affine.ty)
        switch (keyPath, number) {
        case ("transform.scale", let s?): (scaleX, scaleY) = (s, s)
        case ("transform.scale.x", let s?): scaleX = s
        case ("transform.scale.y", let s?): scaleY = s
        case ("transform.rotation", let r?), ("transform.rotation.z", let r?): angle = r
        case ("transform.translation.x", let x?): translation.x = x
        case ("transform.translation.y", let y?): translation.y = y
        case ("transform.translation", _):
            guard let size = value as? CGSize else { return }
            translation = CGPoint(x: size.width, y: size.height)
        default: return
        }
        setAffineTransform(CGAffineTransform(scaleX: scaleX, y: scaleY)
            .concatenating(CGAffineTransform(rotationAngle: angle))
            .concatenating(CGAffineTransform(translationX: translation.x, y: translation.y)))
    }

    private static func color(_ value: Any) -> CGColor? {
        guard let color = value as? CGColor else { return nil }
        return color.alpha == 0 && color.rgba == (0, 0, 0, 0) ? nil : color
    }
}
