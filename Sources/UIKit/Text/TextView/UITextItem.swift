import Foundation

/// A link, attachment or tagged range of a text view's text that the user interacted with.
@preconcurrency @MainActor
open class UITextItem: NSObject {
    public enum Content {
        case link(URL)
        case textAttachment(NSTextAttachment)
        /// A range carrying `UITextItem.tagAttributeName`, with its value.
        case tag(String)
    }

    public nonisolated static let tagAttributeName = NSAttributedString.Key("UITextItemTagAttributeName")

    open private(set) var content: Content
    open private(set) var range: NSRange

    package init(content: Content, range: NSRange) {
        self.content = content
        self.range = range
        super.init()
    }
}
