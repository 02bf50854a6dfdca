import Foundation

extension UICollectionView {
    /// How to make and configure supplementary views of one class and kind: pass it to
    /// `dequeueConfiguredReusableSupplementary(using:for:)`, which registers it on first use.
    @preconcurrency @MainActor
    public struct SupplementaryRegistration<Supplementary: UICollectionReusableView> {
        public typealias Handler = @MainActor (_ supplementaryView: Supplementary, _ elementKind: String, _ indexPath: IndexPath) -> Void

        package let identifier: String
        package let elementKind: String
        package let handler: Handler

        public init(elementKind: String, handler: @escaping Handler) {
            identifier = "SupplementaryRegistration-\(Supplementary.self)-\(UUID().uuidString)"
            self.elementKind = elementKind
            self.handler = handler
        }
    }
}
