import CoreGraphics

/// One attribute of a view or layout guide, from which constraints are made: `a.leadingAnchor.constraint(equalTo: b.leadingAnchor)`.
///
/// The generic parameter keeps anchors of different axes apart at compile
/// time, as in UIKit: an x-axis anchor only relates to x-axis anchors.
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject>: NSObject {
    let item: AnyObject
    let attribute: NSLayoutConstraint.Attribute

    init(item: AnyObject, attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        super.init()
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: 0)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: 0)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: 0)
    }

    open func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    open func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    open func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ anchor: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item, attribute, relation, anchor?.item, anchor?.attribute ?? .notAnAttribute,
                           multiplier: multiplier, constant: constant)
    }
}
