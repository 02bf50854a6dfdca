import Cassowary

/// A constraint's item, a view or a layout guide, resolved to the view whose hierarchy it lives in.
@MainActor
struct LayoutAnchorItem {
    let item: AnyObject
    /// The item itself, or the view that owns the guide.
    let view: UIView

    init?(_ item: AnyObject?) {
        if let view = item as? UIView {
            self.item = view
            self.view = view
        } else if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            self.item = guide
            view = owner
        } else {
            return nil
        }
    }

    var variables: LayoutVariables {
        (item as? UIView)?.layoutVariables ?? (item as! UILayoutGuide).layoutVariables
    }

    /// The attribute as a linear expression of engine variables: margins through the layout margins guide,
    /// baselines through the view's text metrics. Laid out right to left, leading is the right edge and trailing the
    /// left, both measured leftwards (negated), so a constant moves towards the trailing side in either direction.
    func expression(_ attribute: NSLayoutConstraint.Attribute, rightToLeft: Bool) -> LinearExpression {
        guard rightToLeft, [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute) else {
            return leftToRightExpression(attribute)
        }
        let mirrored: NSLayoutConstraint.Attribute = switch attribute {
        case .leading: .right
        case .trailing: .left
        case .leadingMargin: .rightMargin
        default: .leftMargin
        }
        return -1 * leftToRightExpression(mirrored)
    }

    private func leftToRightExpression(_ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        // The margins guide is made only for a margin attribute: each one adds variables and pins to the engine.
        var margins: LayoutVariables { (item as? UIView)?.layoutMarginsGuide.layoutVariables ?? variables }
        switch attribute {
        case .leftMargin: return margins.expression(.left)
        case .rightMargin: return margins.expression(.right)
        case .topMargin: return margins.expression(.top)
        case .bottomMargin: return margins.expression(.bottom)
        case .leadingMargin: return margins.expression(.leading)
        case .trailingMargin: return margins.expression(.trailing)
        case .centerXWithinMargins: return margins.expression(.centerX)
        case .centerYWithinMargins: return margins.expression(.centerY)
        case .firstBaseline, .lastBaseline:
            guard let view = item as? UIView else { return variables.expression(.bottom) }
            return view.baselineExpression(first: attribute == .firstBaseline)
        default:
            return variables.expression(attribute)
        }
    }
}
