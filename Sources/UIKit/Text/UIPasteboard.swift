import Foundation
import Synchronization

/// Where cut and copied content waits to be pasted.
///
/// `general` is the desktop's clipboard while a window is open, so text moves between the app and others; its
/// images, URLs and colors stay in this process. Other pasteboards are the app's own.
open class UIPasteboard: NSObject, @unchecked Sendable {
    public struct Name: RawRepresentable, Hashable, Sendable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        public static let general = Name("com.apple.UIKit.pboard.general")
    }

    /// Posted when a pasteboard's content changes.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")

    public static let general = UIPasteboard(name: .general, clipboard: Platform.clipboard)
    private static let named = Mutex<[Name: UIPasteboard]>([:])

    public let name: Name
    private let clipboard: (any Clipboard)?
    // Items hold any values, which a Mutex cannot take across threads; the lock guards both.
    private let lock = NSLock()
    private var storedItems: [[String: Any]] = []
    private var storedChangeCount = 0

    private init(name: Name, clipboard: (any Clipboard)?) {
        self.name = name
        self.clipboard = clipboard
        super.init()
    }

    /// The app's pasteboard named `pasteboardName`, made if `create` is true.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        guard pasteboardName != .general else { return nil }
        self.init(name: pasteboardName, clipboard: nil)
    }

    public static func withUniqueName() -> UIPasteboard {
        let pasteboard = UIPasteboard(name: Name(UUID().uuidString), clipboard: nil)
        named.withLock { $0[pasteboard.name] = pasteboard }
        return pasteboard
    }

    /// The app's pasteboard with that name, shared by every caller; nil when there is none and `create` is false.
    public static func named(_ name: Name, create: Bool) -> UIPasteboard? {
        if name == .general { return general }
        return named.withLock { pasteboards in
            if let existing = pasteboards[name] { return existing }
            guard create else { return nil }
            let pasteboard = UIPasteboard(name: name, clipboard: nil)
            pasteboards[name] = pasteboard
            return pasteboard
        }
    }

    /// Increases each time the content changes.
    open var changeCount: Int { lock.withLock { storedChangeCount } }

    /// The items, each a dictionary from a type identifier to a value.
    open var items: [[String: Any]] {
        get {
            let stored = lock.withLock { storedItems }
            // Text copied in another app replaces what this one put there.
            if let text = clipboard?.text, !text.isEmpty, stored.first?[Self.textType] as? String != text { return [[Self.textType: text]] }
            return stored
        }
        set { replaceItems(newValue) }
    }

    open var numberOfItems: Int { items.count }

    open var strings: [String]? {
        get {
            let strings = items.compactMap { $0[Self.textType] as? String }
            return strings.isEmpty ? nil : strings
        }
        set { replaceItems((newValue ?? []).map { [Self.textType: $0] }) }
    }

    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    open var hasStrings: Bool { string != nil }

    open var images: [UIImage]? {
        get { values(UIImage.self) }
        set { replaceItems((newValue ?? []).map { [Self.imageType: $0] }) }
    }

    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    open var hasImages: Bool { image != nil }

    open var urls: [URL]? {
        get { values(URL.self) }
        set { replaceItems((newValue ?? []).map { [Self.urlType: $0] }) }
    }

    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    open var hasURLs: Bool { url != nil }

    package static let textType = "public.utf8-plain-text"
    package static let imageType = "public.png"
    package static let urlType = "public.url"

    private func values<Value>(_ type: Value.Type) -> [Value]? {
        let values = items.flatMap { $0.values.compactMap { $0 as? Value } }
        return values.isEmpty ? nil : values
    }

    private func replaceItems(_ items: [[String: Any]]) {
        lock.withLock {
            storedItems = items
            storedChangeCount += 1
        }
        clipboard?.text = items.first?[Self.textType] as? String
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }
}
