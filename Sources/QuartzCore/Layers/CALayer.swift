import CoreGraphics
import Foundation

/// An object that manages image-based content and composites it, with its sublayers, into a window.
///
/// Changing a property does not draw anything: it records what changed, and
/// the next composite repaints only the area those changes touched.
@preconcurrency @MainActor
open class CALayer: NSObject {
    public required override init() {
        super.init()
    }

    /// Creates a layer with the same appearance and geometry as `layer`, without its sublayers.
    public init(layer: Any) {
        super.init()
        guard let other = layer as? CALayer else { return }
        takeValues(from: other)
    }

    /// Takes `other`'s geometry and appearance, not its sublayers, as `init(layer:)` and presentation copies do;
    /// subclasses add their own properties.
    package func takeValues(from other: CALayer) {
        (bounds, position, anchorPoint, transform) = (other.bounds, other.position, other.anchorPoint, other.transform)
        (backgroundColor, opacity, isHidden, masksToBounds) = (other.backgroundColor, other.opacity, other.isHidden, other.masksToBounds)
        (cornerRadius, maskedCorners, borderWidth, borderColor) = (other.cornerRadius, other.maskedCorners, other.borderWidth, other.borderColor)
        (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath) = (other.shadowColor, other.shadowOpacity, other.shadowOffset, other.shadowRadius, other.shadowPath)
        (contents, contentsGravity, contentsScale, name, zPosition) = (other.contents, other.contentsGravity, other.contentsScale, other.name, other.zPosition)
        (contentsRect, sublayerTransform, shouldRasterize, rasterizationScale) = (other.contentsRect, other.sublayerTransform, other.shouldRasterize, other.rasterizationScale)
        (backdropBlurRadius, contentTint, contentsFrame) = (other.backdropBlurRadius, other.contentTint, other.contentsFrame)
        (magnificationFilter, minificationFilter, minificationFilterBias) = (other.magnificationFilter, other.minificationFilter, other.minificationFilterBias)
    }

    // MARK: Animation storage (see CALayer+Animation)

    /// The transaction count when the layer was made: implicit animations wait until it has been committed.
    private let createdInCommit = CATransaction.commitCount

    /// While `action(forKey:)` runs for a property change, the property's value before it.
    package internal(set) var valueBeforeChange: Any?

    /// Actions by key, consulted after the delegate and before the implicit animation.
    public var actions: [String: any CAAction]?

    /// The action for a change of `event`, searched as Core Animation documents: the delegate (whose `NSNull` ends
    /// the search with none), `actions`, `defaultAction(forKey:)`, then the implicit animation of an animatable
    /// property, which lasts `CATransaction.animationDuration()` and starts once the layer has been committed.
    open func action(forKey event: String) -> (any CAAction)? {
        let found = delegate?.action(for: self, forKey: event) ?? actions?[event] ?? Self.defaultAction(forKey: event)
        if let found { return found is NSNull ? nil : found }
        guard CATransaction.commitCount > createdInCommit, animatableValue(forKeyPath: event) != nil else { return nil }
        let animation = CABasicAnimation(keyPath: event)
        animation.duration = CATransaction.animationDuration()
        animation.timingFunction = CATransaction.animationTimingFunction() ?? CAMediaTimingFunction(name: .default)
        animation.startsFromPresentation = true
        return animation
    }

    open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

    /// A subclass's own animatable property by key path (the base ones are in CALayer+KeyPaths); nil for none.
    package func ownAnimatableValue(forKeyPath keyPath: String) -> Any? { nil }

    /// Sets a subclass's own animatable property; false when `keyPath` is not one.
    package func setOwnAnimatableValue(_ value: Any, forKeyPath keyPath: String) -> Bool { false }

    /// The layer's animations, in the order they were added: later ones apply on top of earlier ones.
    @exclusivity(unchecked) package var animationEntries: [AnimationEntry] = []
    /// For a presentation copy, the layer it presents.
    weak var presentedModel: CALayer?
    /// The last presentation made, and the media time it is for.
    @exclusivity(unchecked) package var presentationCache: (time: CFTimeInterval, layer: CALayer)?

    /// The layer's class and address, as Core Animation describes a layer.
    nonisolated open override var description: String { "<\(type(of: self)): \(debugAddress(of: self))>" }

    // MARK: Geometry

    // The painter reads most of these properties for every layer of every frame: they skip the dynamic exclusivity
    // checks, which cost more than the reads, a tenth of a full frame's instructions.
    @exclusivity(unchecked) public var bounds: CGRect = .zero {
        didSet {
            guard bounds != oldValue else { return }
            guard acceptsGeometry("bounds", bounds.origin.x, bounds.origin.y, bounds.size.width, bounds.size.height,
                                  shown: Self.format(bounds)) else { return bounds = oldValue }
            // A move of the origin alone is a scroll, which the compositor can copy instead of repainting.
            let scrolled = bounds.size == oldValue.size ? (changes.contains(.geometry) ? pendingScroll : .zero) : nil
            invalidate(.geometry)
            pendingScroll = scrolled.map { CGPoint(x: $0.x + bounds.minX - oldValue.minX, y: $0.y + bounds.minY - oldValue.minY) }
            propertyDidChange("bounds", from: oldValue)
            if !isSettingFrame {
                geometryDidChange(oldBoundsSize: oldValue.size)
                observedValueDidChange("bounds")
            }
            if bounds.size != oldValue.size {
                setNeedsLayout()
                if needsDisplayOnBoundsChange { setNeedsDisplay() }
            }
        }
    }

    /// The layer's anchor point in its superlayer's coordinates.
    @exclusivity(unchecked) public var position: CGPoint = .zero {
        didSet {
            guard position != oldValue else { return }
            guard acceptsGeometry("position", position.x, position.y, shown: Self.format(position)) else { return position = oldValue }
            invalidate(.geometry)
            propertyDidChange("position", from: oldValue)
            if !isSettingFrame {
                geometryDidChange(oldBoundsSize: bounds.size)
                observedValueDidChange("position")
            }
        }
    }

    /// The point of the bounds, in unit coordinates, that `position` names and transforms pivot on.
    @exclusivity(unchecked) public var anchorPoint = CGPoint(x: 0.5, y: 0.5) {
        didSet {
            guard anchorPoint != oldValue else { return }
            guard acceptsGeometry("anchorPoint", anchorPoint.x, anchorPoint.y, shown: Self.format(anchorPoint)) else {
                return anchorPoint = oldValue
            }
            invalidate(.geometry)
            propertyDidChange("anchorPoint", from: oldValue)
            observedValueDidChange("anchorPoint")
        }
    }

    /// Stacking order among siblings; higher values draw later.
    public var zPosition: CGFloat = 0 {
        didSet {
            guard zPosition != oldValue else { return }
            guard acceptsGeometry("zPosition", zPosition, shown: Self.format(zPosition)) else { return zPosition = oldValue }
            superlayer?.drawingOrder = nil
            invalidate(.geometry)
        }
    }

    @exclusivity(unchecked) public var transform = CATransform3DIdentity {
        didSet {
            guard transform != oldValue else { return }
            guard acceptsGeometry("transform", transform.m11, transform.m12, transform.m21, transform.m22, transform.m41, transform.m42,
                                  shown: Self.format(transform)) else { return transform = oldValue }
            invalidate(.geometry)
            propertyDidChange("transform", from: oldValue)
            observedValueDidChange("transform")
        }
    }

    /// A transform applied to every sublayer, about the layer's anchor point, as for a shared perspective.
    @exclusivity(unchecked) public var sublayerTransform = CATransform3DIdentity {
        didSet {
            guard sublayerTransform != oldValue else { return }
            let t = sublayerTransform
            guard acceptsGeometry("sublayerTransform", t.m11, t.m12, t.m21, t.m22, t.m41, t.m42, shown: Self.format(t)) else {
                return sublayerTransform = oldValue
            }
            invalidate(.geometry)
        }
    }

    /// Maps sublayers' frames into this layer's bounds coordinates: `sublayerTransform` about the anchor point; nil
    /// when it is the identity, as it almost always is.
    package var sublayerMapping: CGAffineTransform? {
        guard sublayerTransform != CATransform3DIdentity else { return nil }
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(CATransform3DGetAffineTransform(sublayerTransform))
            .concatenating(CGAffineTransform(translationX: anchor.x, y: anchor.y))
    }

    public func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    public func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in its superlayer's coordinates: the bounding box when transformed.
    public var frame: CGRect {
        get { bounds.applying(transformToSuperlayer).finite }
        set {
            // Checked whole, so that a bad origin doesn't leave a new size behind, or the other way round.
            guard acceptsGeometry("bounds", newValue.size.width, newValue.size.height,
                                  shown: Self.format(CGRect(origin: bounds.origin, size: newValue.size))),
                  acceptsGeometry("position", newValue.origin.x, newValue.origin.y, shown: Self.format(newValue.origin))
            else { return }
            // As in Core Animation, setting the frame of a transformed layer sets the size that the transform
            // turns into the frame's size, and puts the anchor where the transform keeps the frame's center.
            let affine = affineTransform()
            let size = Self.untransformedSize(of: newValue.size, under: affine) ?? bounds.size
            let fromAnchor = CGPoint(x: (0.5 - anchorPoint.x) * size.width, y: (0.5 - anchorPoint.y) * size.height)
                .applying(CGAffineTransform(a: affine.a, b: affine.b, c: affine.c, d: affine.d, tx: 0, ty: 0))
            let oldSize = bounds.size
            isSettingFrame = true
            bounds.size = size
            position = CGPoint(x: newValue.midX - fromAnchor.x, y: newValue.midY - fromAnchor.y)
            isSettingFrame = false
            geometryDidChange(oldBoundsSize: oldSize)
            observedValueDidChange("frame")
        }
    }

    /// The bounds size whose transformed bounding box has `size`, or nil when the transform allows none (a
    /// 45° rotation turns every square into the same box) or only a negative one.
    private static func untransformedSize(of size: CGSize, under t: CGAffineTransform) -> CGSize? {
        let (a, b, c, d) = (abs(t.a), abs(t.b), abs(t.c), abs(t.d))
        let determinant = a * d - c * b
        guard determinant != 0 else { return nil }
        let width = (d * size.width - c * size.height) / determinant
        let height = (a * size.height - b * size.width) / determinant
        guard width >= 0, height >= 0, width.isFinite, height.isFinite else { return nil }
        return CGSize(width: width, height: height)
    }

    /// Set while `frame` moves both bounds and position, so that an observer hears of the change once.
    private var isSettingFrame = false

    /// Called with the old bounds size after every bounds or position change; a view sets it to keep its layout in
    /// step however its layer's geometry was changed.
    package var onGeometryChange: ((_ oldBoundsSize: CGSize) -> Void)?

    private func geometryDidChange(oldBoundsSize: CGSize) {
        onGeometryChange?(oldBoundsSize)
    }

    /// Tells key-value observers of the layer, and of the view it backs (whose frame, bounds, center, alpha and
    /// hidden state are the layer's), that `key` changed.
    package func observedValueDidChange(_ key: String) {
        guard KeyValueObservers.shared.isObserving else { return }
        KeyValueObservers.shared.didChange(self, key: key)
        if let owner = delegate as? NSObject { KeyValueObservers.shared.didChange(owner, key: nil) }
    }

    /// Maps this layer's bounds coordinates to its superlayer's.
    package var transformToSuperlayer: CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        let affine = affineTransform()
        if affine.isIdentity {
            return CGAffineTransform(translationX: position.x - anchor.x, y: position.y - anchor.y)
        }
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affine)
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    // MARK: Appearance

    @exclusivity(unchecked) public var isHidden = false {
        didSet {
            guard isHidden != oldValue else { return }
            invalidate(.geometry)
            observedValueDidChange("hidden")
        }
    }
    @exclusivity(unchecked) public var opacity: Float = 1 {
        didSet {
            if !takeChange("opacity", opacity, from: oldValue, components: CGFloat(opacity), invalidating: .geometry) { opacity = oldValue }
        }
    }
    public var isOpaque = false
    /// Whether sublayers are composited together before `opacity` applies, so overlaps don't show through.
    /// Whether the layer's own edges are antialiased when a transform turns it off the pixel grid. Without it a
    /// turned layer's background, border, contents and bounds mask end in jagged steps, as on iOS; what it draws
    /// inside and its sublayers are antialiased either way. New layers take the app's `UIViewEdgeAntialiasing`.
    @exclusivity(unchecked) public var allowsEdgeAntialiasing = CALayer.allowsEdgeAntialiasingByDefault {
        didSet { if allowsEdgeAntialiasing != oldValue { invalidate(.appearance) } }
    }
    /// The edges `allowsEdgeAntialiasing` applies to. The edges are drawn together here: with any of them in the
    /// mask they are all antialiased, and with none of them none is.
    @exclusivity(unchecked) public var edgeAntialiasingMask: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge] {
        didSet { if edgeAntialiasingMask != oldValue { invalidate(.appearance) } }
    }
    /// What new layers start `allowsEdgeAntialiasing` with: the app's `UIViewEdgeAntialiasing`, read at launch.
    package static var allowsEdgeAntialiasingByDefault = false
    package var antialiasesEdges: Bool { allowsEdgeAntialiasing && !edgeAntialiasingMask.isEmpty }

    @exclusivity(unchecked) public var allowsGroupOpacity = true { didSet { if allowsGroupOpacity != oldValue { invalidate(.appearance) } } }
    @exclusivity(unchecked) public var masksToBounds = false { didSet { if masksToBounds != oldValue { invalidate(.geometry) } } }
    @exclusivity(unchecked) public var backgroundColor: CGColor? {
        didSet {
            guard backgroundColor != oldValue else { return }
            invalidate(.appearance)
            propertyDidChange("backgroundColor", from: oldValue ?? CGColor(gray: 0, alpha: 0))
        }
    }
    @exclusivity(unchecked) public var cornerRadius: CGFloat = 0 {
        didSet {
            if !takeChange("cornerRadius", cornerRadius, from: oldValue, components: cornerRadius, invalidating: .appearance) { cornerRadius = oldValue }
        }
    }
    @exclusivity(unchecked) public var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] {
        didSet { if maskedCorners != oldValue { invalidate(.appearance) } }
    }
    /// The shape of rounded corners; both curves are drawn as circular arcs here.
    public var cornerCurve: CALayerCornerCurve = .circular
    @exclusivity(unchecked) public var borderWidth: CGFloat = 0 {
        didSet {
            if !takeChange("borderWidth", borderWidth, from: oldValue, components: borderWidth, invalidating: .appearance) { borderWidth = oldValue }
        }
    }
    @exclusivity(unchecked) public var borderColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet {
            guard borderColor != oldValue else { return }
            invalidate(.appearance)
            propertyDidChange("borderColor", from: oldValue ?? CGColor(gray: 0, alpha: 0))
        }
    }
    @exclusivity(unchecked) public var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1) { didSet { if shadowColor != oldValue { invalidate(.geometry) } } }
    @exclusivity(unchecked) public var shadowOpacity: Float = 0 {
        didSet {
            if !takeChange("shadowOpacity", shadowOpacity, from: oldValue, components: CGFloat(shadowOpacity), invalidating: .geometry) { shadowOpacity = oldValue }
        }
    }
    public var shadowOffset = CGSize(width: 0, height: -3) {
        didSet {
            if !takeChange("shadowOffset", shadowOffset, from: oldValue, components: shadowOffset.width, shadowOffset.height, invalidating: .geometry) { shadowOffset = oldValue }
        }
    }
    public var shadowRadius: CGFloat = 3 {
        didSet {
            if !takeChange("shadowRadius", shadowRadius, from: oldValue, components: shadowRadius, invalidating: .geometry) { shadowRadius = oldValue }
        }
    }
    public var shadowPath: CGPath? { didSet { invalidate(.geometry) } }

    /// The layer's image; a `CGImage` is the only kind of contents drawn.
    public var contents: Any? {
        didSet {
            // Only images show, as in Core Animation; anything else (a UIImage rather than its cgImage) shows nothing.
            contentsImage = contents as? CGImage
            contentsFrame = nil
            invalidate(.appearance)
        }
    }
    /// Where `contents` is drawn, in the layer's coordinates, in place of where `contentsGravity` puts it: UIKit sets it
    /// when a label shows its one line of text as the line's own image. Setting `contents` clears it.
    @exclusivity(unchecked) package var contentsFrame: CGRect? {
        didSet { if contentsFrame != oldValue { invalidate(.appearance) } }
    }
    /// `contents` when it is an image, cast once rather than every frame.
    @exclusivity(unchecked) package final private(set) var contentsImage: CGImage?
    @exclusivity(unchecked) public var contentsGravity: CALayerContentsGravity = .resize { didSet { if contentsGravity != oldValue { invalidate(.appearance) } } }
    /// How the contents are sampled when drawn larger than their pixels.
    @exclusivity(unchecked) public var magnificationFilter: CALayerContentsFilter = .linear { didSet { if magnificationFilter != oldValue { invalidate(.appearance) } } }
    /// How the contents are sampled when drawn smaller than their pixels.
    @exclusivity(unchecked) public var minificationFilter: CALayerContentsFilter = .linear { didSet { if minificationFilter != oldValue { invalidate(.appearance) } } }
    /// Kept for `trilinear` minification, which is drawn as `linear` here.
    public var minificationFilterBias: Float = 0
    /// The part of `contents` shown, in unit coordinates of the image.
    @exclusivity(unchecked) public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1) {
        didSet {
            guard contentsRect != oldValue else { return }
            guard acceptsGeometry("contentsRect", contentsRect.origin.x, contentsRect.origin.y, contentsRect.width, contentsRect.height,
                                  shown: Self.format(contentsRect)) else { return contentsRect = oldValue }
            invalidate(.appearance)
            propertyDidChange("contentsRect", from: oldValue)
        }
    }
    /// Pixels per point of `contents`, and of the backing store `display()` draws.
    @exclusivity(unchecked) public var contentsScale: CGFloat = 1 {
        didSet {
            guard contentsScale != oldValue else { return }
            guard accepts("contentsScale", contentsScale, mustBePositive: true) else { return contentsScale = oldValue }
            invalidate(.appearance)
        }
    }
    /// Moves the layer to a screen of `scale` pixels per point: a backing store drawn for another scale is redrawn.
    package func adoptContentsScale(_ scale: CGFloat) {
        guard contentsScale != scale else { return }
        contentsScale = scale
        setNeedsDisplay()
    }

    /// The `contents` image and where it is drawn in the bounds: its pixels over `contentsScale`, placed by gravity.
    package var contentsPlacement: (image: CGImage, frame: CGRect)? {
        guard var image = contentsImage else { return nil }
        if contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
            let (width, height) = (CGFloat(image.width), CGFloat(image.height))
            let shown = CGRect(x: contentsRect.minX * width, y: contentsRect.minY * height,
                               width: contentsRect.width * width, height: contentsRect.height * height).integral
            guard let cropped = image.cropping(to: shown) else { return nil }
            image = cropped
        }
        if let contentsFrame { return (image, contentsFrame) }
        let size = CGSize(width: CGFloat(image.width) / contentsScale, height: CGFloat(image.height) / contentsScale)
        return (image, contentsGravity.rect(forContentOfSize: size, in: bounds))
    }

    /// A layer whose alpha masks this layer's drawing and its sublayers', placed in this layer's coordinates.
    ///
    /// The mask belongs to no superlayer; a layer already in a tree leaves it, and a mask can mask one layer at a time.
    @exclusivity(unchecked) public var mask: CALayer? {
        didSet {
            guard mask !== oldValue else { return }
            if oldValue?.maskOwner === self { oldValue?.maskOwner = nil }
            if let mask {
                mask.removeFromSuperlayer()
                if let previous = mask.maskOwner, previous !== self { previous.mask = nil }
                mask.maskOwner = self
            }
            invalidate(.geometry)
        }
    }
    /// The layer this one masks, told of its changes in place of a superlayer.
    package weak var maskOwner: CALayer?

    /// Whether the layer and its sublayers are drawn once into a bitmap at `rasterizationScale` and composited from
    /// it until something in them changes.
    @exclusivity(unchecked) public var shouldRasterize = false { didSet { if shouldRasterize != oldValue { invalidate(.geometry) } } }
    /// Pixels per point of the bitmap `shouldRasterize` draws; below the screen's scale, the layer shows softer.
    public var rasterizationScale: CGFloat = 1 {
        didSet {
            guard rasterizationScale != oldValue else { return }
            guard accepts("rasterizationScale", rasterizationScale, mustBePositive: true) else { return rasterizationScale = oldValue }
            invalidate(.geometry)
        }
    }
    /// The bitmap of a rasterized layer, the area of its own coordinates it covers and its scale; dropped by the
    /// compositor when the layer or a sublayer changes.
    package var rasterCache: (image: CGImage, area: CGRect, scale: CGFloat)?

    /// How far, in points, what lies behind the layer is blurred before the layer draws (a visual-effect backdrop);
    /// zero for none.
    @exclusivity(unchecked) package var backdropBlurRadius: CGFloat = 0 { didSet { if backdropBlurRadius != oldValue { invalidate(.appearance) } } }
    /// A color that replaces the colors of everything the layer and its sublayers draw, keeping their alpha (a
    /// vibrancy effect's content); nil for none.
    @exclusivity(unchecked) package var contentTint: CGColor? { didSet { if contentTint != oldValue { invalidate(.geometry) } } }

    public var name: String?
    public weak var delegate: (any CALayerDelegate)?

    // MARK: Hierarchy

    public private(set) weak var superlayer: CALayer?

    private var children: [CALayer] = [] {
        didSet { drawingOrder = nil }
    }
    /// `children` sorted for drawing, kept until the children or their `zPosition`s change.
    @exclusivity(unchecked) private var drawingOrder: [CALayer]?

    public var sublayers: [CALayer]? {
        get { children.isEmpty ? nil : children }
        set {
            for layer in children { layer.removeFromSuperlayer() }
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    public func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(children.count - (layer.superlayer === self ? 1 : 0)))
    }

    public func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard !isDescendant(of: layer) else {
            return MisuseReporter.report("CALayer: refused to add \(layer) as a sublayer of itself or of one of its own sublayers.")
        }
        layer.removeFromSuperlayer()
        children.insert(layer, at: min(Int(idx), children.count))
        layer.superlayer = self
        layer.invalidate(.geometry)
        // A layer never composited already carries a change, so its invalidation did not reach this layer: tell it here.
        noteChangedDescendant(in: layer)
        if layer.subtreeNeedsDisplay { markDisplayPath() }
    }

    public func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        guard let sibling, sibling.superlayer === self, sibling !== layer else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(children.firstIndex { $0 === sibling }!))
    }

    public func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        guard let sibling, sibling.superlayer === self, sibling !== layer else { return addSublayer(layer) }
        layer.removeFromSuperlayer()
        insertSublayer(layer, at: UInt32(children.firstIndex { $0 === sibling }! + 1))
    }

    public func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard oldLayer.superlayer === self, let index = children.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    public func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.children.removeAll { $0 === self }
        parent.changedSublayers.removeAll { $0 === self }
        parent.removedDamage = parent.removedDamage.union(renderedSubtreeFrame)
        parent.noteChangedDescendant(in: nil)
        superlayer = nil
    }

    /// Whether `self` is `layer` or lies below it.
    package func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    // MARK: Hit testing

    /// Whether `p`, in this layer's coordinates, lies inside its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// The farthest descendant, or this layer, that contains `p`, given in the superlayer's coordinates.
    open func hitTest(_ p: CGPoint) -> CALayer? {
        guard !isHidden, opacity > 0 else { return nil }
        let local = p.applying(transformToSuperlayer.inverted())
        let inside = contains(local)
        if masksToBounds && !inside { return nil }
        let sublayerPoint = sublayerMapping.map { local.applying($0.inverted()) } ?? local
        for layer in sublayersInDrawingOrder.reversed() {
            if let hit = layer.hitTest(sublayerPoint) { return hit }
        }
        return inside ? self : nil
    }

    // MARK: Timing

    /// When the layer's time starts, in its superlayer's time (`CAMediaTiming`).
    public var beginTime: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// An offset added to the layer's time: with `speed` 0, the moment its animations are held at.
    public var timeOffset: CFTimeInterval = 0 { didSet { timingDidChange() } }
    /// How fast the layer's time runs against its superlayer's, for its animations and its sublayers': 0 pauses
    /// them, 2 plays them twice as fast.
    public var speed: Float = 1 { didSet { timingDidChange() } }
    /// Kept for `CAMediaTiming`: a layer's own duration, repeats and fill mode do not bound its time here.
    public var duration: CFTimeInterval = 0
    public var repeatCount: Float = 0
    public var repeatDuration: CFTimeInterval = 0
    public var autoreverses = false
    public var fillMode: CAMediaTimingFillMode = .removed

    // MARK: Drawing

    private var needsDisplayFlag = false

    /// Whether on `bounds` size changes the layer redraws instead of stretching its contents.
    public var needsDisplayOnBoundsChange = false

    public func setNeedsDisplay() {
        needsDisplayFlag = true
        markDisplayPath()
        invalidate(.appearance)
    }

    /// Whether this layer or one below it waits for `display()`: the path a display pass follows to it.
    @exclusivity(unchecked) package var subtreeNeedsDisplay = false

    /// Marks the path from this layer to the root and tells the root, every time: a hidden subtree keeps its path
    /// marked until it shows, so an already marked root says nothing about whether an update cycle is coming.
    private func markDisplayPath() {
        var layer = self
        layer.subtreeNeedsDisplay = true
        while let parent = layer.superlayer {
            parent.subtreeNeedsDisplay = true
            layer = parent
        }
        layer.onNeedsComposite?()
    }

    /// Marks the layer for redrawing; the whole backing store is redrawn, so `r` only widens to the bounds.
    public func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }

    public func needsDisplay() -> Bool { needsDisplayFlag }

    public func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Reloads the layer's contents: the delegate's `display(_:)`, or a backing store drawn by `draw(in:)`.
    open func display() {
        needsDisplayFlag = false
        if let delegate { delegate.display(self) } else { drawBackingStore() }
    }

    /// Draws the layer's contents; the default asks the delegate to draw.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// Draws a backing store of `bounds` at `contentsScale` through `draw(in:)` and makes it the contents.
    public func drawBackingStore() {
        needsDisplayFlag = false
        guard let width = CGContext.pixelLength(bounds.width, scale: contentsScale),
              let height = CGContext.pixelLength(bounds.height, scale: contentsScale),
              let ctx = CGContext.bitmap(width: width, height: height) else {
            contents = nil
            return
        }
        ctx.flipForLayer(height: height, scale: contentsScale, origin: bounds.origin)
        delegate?.layerWillDraw(self)
        draw(in: ctx)
        contents = ctx.makeImage()
    }

    /// Content drawn as paths every composite rather than into a backing store; shape and gradient layers override it.
    package func paintVectorContent(in ctx: CGContext) {}

    /// The area, in layer coordinates, that `paintVectorContent(in:)` may cover.
    package var vectorContentBounds: CGRect { .null }

    // MARK: Layout

    private var needsLayoutFlag = false

    public func setNeedsLayout() {
        needsLayoutFlag = true
    }

    public func needsLayout() -> Bool { needsLayoutFlag }

    /// Lays out this layer, if it needs it, and then its sublayers.
    public func layoutIfNeeded() {
        if needsLayoutFlag {
            needsLayoutFlag = false
            layoutSublayers()
        }
        for layer in children { layer.layoutIfNeeded() }
    }

    open func layoutSublayers() {
        delegate?.layoutSublayers(of: self)
    }

    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Change tracking for the compositor

    package struct Changes: OptionSet {
        package let rawValue: UInt8
        package init(rawValue: UInt8) { self.rawValue = rawValue }
        /// Own drawing changed: repaint this layer's area.
        package static let appearance = Changes(rawValue: 1)
        /// Placement changed: repaint the old and new areas of the whole subtree.
        package static let geometry = Changes(rawValue: 2)
    }

    @exclusivity(unchecked) package var changes: Changes = [.geometry]
    /// How far the bounds' origin moved since the last composite, when that is the only change of geometry.
    @exclusivity(unchecked) package final var pendingScroll: CGPoint?
    @exclusivity(unchecked) package var hasChangedDescendant = false
    /// The sublayers that reported a change of theirs or below them since the last composite, so that the compositor
    /// visits those alone instead of asking every sublayer; it may hold a layer twice.
    @exclusivity(unchecked) package var changedSublayers: [CALayer] = []
    /// Root-space area of sublayers removed since the last composite.
    @exclusivity(unchecked) package var removedDamage = CGRect.null
    /// Called on a layer with no superlayer the first time something below it changes after a composite.
    package var onNeedsComposite: (() -> Void)?

    // Written by the compositor: where the layer was last drawn, in root coordinates. These and the layer's other
    // unchecked properties are read for every layer of every frame and never passed inout or held across a call that
    // could reach them again, so they skip the runtime's exclusivity checks, a twentieth of a full frame's instructions.
    @exclusivity(unchecked) package var toRoot = CGAffineTransform.identity
    @exclusivity(unchecked) package var renderedFrame = CGRect.null
    @exclusivity(unchecked) package var renderedSubtreeFrame = CGRect.null

    package func invalidate(_ change: Changes) {
        presentationCache = nil
        let wasClean = changes.isEmpty
        if change.contains(.geometry) { pendingScroll = nil }
        changes.formUnion(change)
        if wasClean { reportChange() }
    }

    private func noteChangedDescendant(in sublayer: CALayer?) {
        if let sublayer { changedSublayers.append(sublayer) }
        guard !hasChangedDescendant else { return }
        hasChangedDescendant = true
        reportChange()
    }

    private func reportChange() {
        if let superlayer {
            superlayer.noteChangedDescendant(in: self)
        } else if let maskOwner {
            // A mask's change can uncover or hide any of its owner's subtree.
            maskOwner.invalidate(.geometry)
        } else {
            onNeedsComposite?()
        }
    }

    /// Runs a mask's display and forgets its changes, which its owner has been told of: the compositor does this for
    /// a mask, whose tree it does not walk.
    package func settleAsMask() {
        displayIfNeeded()
        changes = []
        hasChangedDescendant = false
        changedSublayers = []
        removedDamage = .null
        pendingScroll = nil
        for sublayer in children { sublayer.settleAsMask() }
    }

    /// The sublayers in drawing order: by `zPosition`, then insertion order.
    package var sublayersInDrawingOrder: [CALayer] {
        if let drawingOrder { return drawingOrder }
        let order = children.enumerated()
            .sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }
            .map(\.element)
        drawingOrder = order
        return order
    }
}
