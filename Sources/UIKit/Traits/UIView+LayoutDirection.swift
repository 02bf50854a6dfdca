extension UIView {
    /// The direction a view with `attribute` lays out in, in an app that reads in the app's own direction.
    public static func userInterfaceLayoutDirection(for attribute: UISemanticContentAttribute) -> UIUserInterfaceLayoutDirection {
        userInterfaceLayoutDirection(for: attribute, relativeTo: UIApplication.shared.userInterfaceLayoutDirection)
    }

    /// The direction a view with `semanticContentAttribute` lays out in, inside an interface laid out in `layoutDirection`.
    public static func userInterfaceLayoutDirection(for semanticContentAttribute: UISemanticContentAttribute,
                                                    relativeTo layoutDirection: UIUserInterfaceLayoutDirection) -> UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .unspecified: layoutDirection
        case .forceRightToLeft: .rightToLeft
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        }
    }

    /// The direction the view lays out in: its semantic content attribute applied to its trait collection's direction.
    public var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection {
        switch semanticContentAttribute {
        case .forceRightToLeft: return .rightToLeft
        case .playback, .spatial, .forceLeftToRight: return .leftToRight
        case .unspecified: break
        }
        // The traits last reported are the view's traits in a window, without walking up to compute them again: bars,
        // cells and text ask at every layout.
        return switch (reportedTraits ?? traitCollection).layoutDirection {
        case .rightToLeft: .rightToLeft
        case .leftToRight: .leftToRight
        case .unspecified: UIApplication.appLayoutDirection
        }
    }

    /// `alignment` with natural resolved for the view's direction: natural text starts on the right in a
    /// right-to-left view.
    package func resolvedAlignment(_ alignment: NSTextAlignment) -> NSTextAlignment {
        alignment == .natural && effectiveUserInterfaceLayoutDirection == .rightToLeft ? .right : alignment
    }

    /// Mirrors `views`' frames across this view's width when it lays out right to left: bars place their items from
    /// the left, and a right-to-left interface shows them flipped, as UIKit's bars do.
    package func mirrorForRightToLeft(_ views: [UIView]) {
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft else { return }
        for view in views { view.frame.origin.x = bounds.width - view.frame.maxX }
    }

    /// Mirrors again the constraints on this view and those it holds, after its direction may have changed.
    func mirrorConstraintsAgain() {
        for constraint in affectingConstraints + installedConstraints { constraint.followLayoutDirection() }
    }
}
