import CoreGraphics
import Foundation

/// The context-menu delegate of a table or collection view: it asks the view's own delegate about the row or item
/// under the press.
@MainActor
final class ListContextMenuSource: NSObject, UIContextMenuInteractionDelegate {
    var configuration: (CGPoint) -> UIContextMenuConfiguration? = { _ in nil }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        configuration(location)
    }
}
