import Foundation

/// The activities the share sheet offers by itself: copying the items, and saving their images to the photo library.
final class StandardActivity: UIActivity {
    private let type: ActivityType

    init(_ type: ActivityType) {
        self.type = type
        super.init()
    }

    static let all = [ActivityType.copyToPasteboard, .saveToCameraRoll]

    override var activityType: ActivityType? { type }

    override var activityTitle: String? { type == .copyToPasteboard ? "Copy" : "Save Image" }

    override var activityImage: UIImage? { UIImage(systemName: type == .copyToPasteboard ? "doc.on.doc" : "square.and.arrow.down") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        type == .copyToPasteboard ? activityItems.contains { Self.pasteboardItem($0) != nil } : activityItems.contains { $0 is UIImage }
    }

    private var items: [Any] = []

    override func prepare(withActivityItems activityItems: [Any]) {
        items = activityItems
    }

    override func perform() {
        switch type {
        case .copyToPasteboard:
            UIPasteboard.general.items = items.compactMap(Self.pasteboardItem)
            activityDidFinish(true)
        default:
            let saved = items.compactMap { $0 as? UIImage }.map { try? PhotoLibrary.save($0) }
            activityDidFinish(!saved.contains { $0 == nil })
        }
    }

    private static func pasteboardItem(_ item: Any) -> [String: Any]? {
        switch item {
        case let text as String: [UIPasteboard.textType: text]
        case let text as NSAttributedString: [UIPasteboard.textType: text.string]
        case let url as URL: [UIPasteboard.urlType: url]
        case let image as UIImage: [UIPasteboard.imageType: image]
        default: nil
        }
    }
}
