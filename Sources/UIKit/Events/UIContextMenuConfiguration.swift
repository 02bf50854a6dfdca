import Foundation

/// The menu a context-menu interaction shows for a place in its view (called with the menu's suggested elements).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?
/// The controller a context menu previews; accepted, the menu shows without a preview.
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?

/// What a context menu shows: the menu its action provider makes, under an optional preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    public let identifier: any NSCopying
    let previewProvider: UIContextMenuContentPreviewProvider?
    let actionProvider: UIContextMenuActionProvider?

    public init(identifier: (any NSCopying)? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }

    /// The menu to show; nil when the provider gives none.
    func makeMenu() -> UIMenu? { actionProvider?([]) }
}
