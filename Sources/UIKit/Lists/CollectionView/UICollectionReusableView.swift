import Foundation

/// A view a collection view reuses: the base of cells and of supplementary and decoration views.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with.
    open internal(set) var reuseIdentifier: String?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Makes a view of the class registered for reuse, through that class's `init(frame:)`: a required
    /// convenience initializer is what lets a collection view make a registered class, as `initWithFrame:` does in
    /// UIKit. Subclasses inherit it whenever they keep or override `init(frame:)`; apps do not call it.
    public required convenience init(reuseFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again; reset what the previous item set here.
    open func prepareForReuse() {}

    /// Takes the layout's attributes: frame, alpha, transform, z order and visibility.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called before the view moves to another layout.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view wants in place of the layout's estimate: by default the estimate with the height (or
    /// width) Auto Layout gives the view at the estimated width.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes = layoutAttributes.copy() as! UICollectionViewLayoutAttributes
        let axes = layoutAttributes.selfSizingAxes
        let fitted = systemLayoutSizeFitting(layoutAttributes.size, withHorizontalFittingPriority: axes.horizontal ? .fittingSizeLevel : .required,
                                             verticalFittingPriority: axes.vertical ? .fittingSizeLevel : .required)
        attributes.size = CGSize(width: axes.horizontal && fitted.width > 0 ? fitted.width : layoutAttributes.size.width,
                                 height: axes.vertical && fitted.height > 0 ? fitted.height : layoutAttributes.size.height)
        return attributes
    }

    /// The attributes last applied, so layout passes that change nothing leave the view alone.
    package var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Puts the view where `attributes` say and lets it adapt.
    package final func applyLayoutAttributes(_ attributes: UICollectionViewLayoutAttributes) {
        if let appliedAttributes, appliedAttributes.isEqual(attributes) { return }
        appliedAttributes = attributes
        if !CATransform3DIsIdentity(transform3D) { transform3D = CATransform3DIdentity }
        frame = attributes.frame
        if !CATransform3DIsIdentity(attributes.transform3D) { transform3D = attributes.transform3D }
        if alpha != attributes.alpha { alpha = attributes.alpha }
        if isHidden != attributes.isHidden { isHidden = attributes.isHidden }
        if layer.zPosition != CGFloat(attributes.zIndex) { layer.zPosition = CGFloat(attributes.zIndex) }
        (self as? UICollectionViewCell)?.isPinned = attributes.isPinned
        apply(attributes)
    }
}
