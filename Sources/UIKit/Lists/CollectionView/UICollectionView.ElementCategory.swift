extension UICollectionView {
    /// What a layout attributes object places: a cell, a supplementary view or a decoration view.
    public enum ElementCategory: UInt, Sendable {
        case cell
        case supplementaryView
        case decorationView
    }
}
