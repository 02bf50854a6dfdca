extension UICollectionViewFlowLayout {
    /// What a section's insets are measured from.
    public enum SectionInsetReference: Int, Sendable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }
}
