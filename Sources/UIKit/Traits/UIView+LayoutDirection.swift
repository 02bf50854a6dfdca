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
        let inherited: UIUserInterfaceLayoutDirection = switch traitCollection.layoutDirection {
        case .rightToLeft: .rightToLeft
        case .leftToRight: .leftToRight
        case .unspecified: UIApplication.shared.userInterfaceLayoutDirection
        }
        return Self.userInterfaceLayoutDirection(for: semanticContentAttribute, relativeTo: inherited)
    }
}
