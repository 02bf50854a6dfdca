import Foundation

extension UICollectionView {
    /// How to make and configure cells of one class for items of one type: pass it to
    /// `dequeueConfiguredReusableCell(using:for:item:)`, which registers it on first use.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell: UICollectionViewCell, Item> {
        public typealias Handler = @MainActor (_ cell: Cell, _ indexPath: IndexPath, _ itemIdentifier: Item) -> Void

        /// The reuse identifier, unique to this registration.
        package let identifier: String
        package let handler: Handler

        public init(handler: @escaping Handler) {
            identifier = "CellRegistration-\(Cell.self)-\(UUID().uuidString)"
            self.handler = handler
        }
    }
}
