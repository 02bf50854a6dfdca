extension UISplitViewController {
    /// Which columns show and how: beside the secondary (tiled) or over it.
    public enum DisplayMode: Int, Sendable {
        case automatic, secondaryOnly, oneBesideSecondary, oneOverSecondary, twoBesideSecondary, twoOverSecondary, twoDisplaceSecondary
    }
}
