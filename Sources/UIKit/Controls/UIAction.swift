import Foundation

/// What a `UIAction` runs when it is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action: what a control or a bar button item performs, with a title and image for menus.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that tells actions apart; adding an action with the same identifier replaces the earlier one.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }
    }

    public let identifier: Identifier
    open var selectedImage: UIImage?
    open var discoverabilityTitle: String?
    open var attributes: UIMenuElement.Attributes
    open var state: UIMenuElement.State
    /// The control or item that performed the action, while it runs.
    open internal(set) var sender: Any?
    private let handler: UIActionHandler

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler with `sender` as the action's sender.
    package func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
