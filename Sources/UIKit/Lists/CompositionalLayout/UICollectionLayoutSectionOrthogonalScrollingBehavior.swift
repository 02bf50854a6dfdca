/// How a section of a compositional layout scrolls across the layout's scrolling axis, if it does.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    case none
    /// Scrolls freely.
    case continuous
    /// Scrolls freely and comes to rest at the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// Scrolls a page, the section's visible width, at a time.
    case paging
    /// Scrolls a group at a time.
    case groupPaging
    /// Scrolls a group at a time, resting with a group centered.
    case groupPagingCentered
}
