extension UICollectionView {
    /// The axis a flow layout lays its lines along and scrolls on.
    public enum ScrollDirection: Int, Sendable {
        case vertical
        case horizontal
    }
}
