import CoreGraphics
import Foundation

/// The region text is laid out in: a width lines wrap at (and a height, for layout managers that stop there),
/// the padding at each end of a line, and an optional limit on the number of lines.
open class NSTextContainer: NSObject, @unchecked Sendable {
    /// The region's size; `greatestFiniteMagnitude` in a dimension means unbounded.
    open var size: CGSize {
        didSet { if size != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// The space left empty at each end of every line: 5 points, as in UIKit.
    open var lineFragmentPadding: CGFloat = 5 {
        didSet { if lineFragmentPadding != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// The most lines laid out; 0 means no limit.
    open var maximumNumberOfLines = 0 {
        didSet { if maximumNumberOfLines != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// How the last line ends when `maximumNumberOfLines` cuts the text: truncating modes end it in an ellipsis.
    open var lineBreakMode: NSLineBreakMode = .byWordWrapping {
        didSet { if lineBreakMode != oldValue { layoutManager?.textContainerChangedGeometry(self) } }
    }

    /// Whether a text view keeps the container's width equal to its own (less its insets).
    open var widthTracksTextView = false
    /// Whether a text view keeps the container's height equal to its own (less its insets).
    open var heightTracksTextView = false

    /// The layout manager that lays text out in this container.
    open internal(set) weak var layoutManager: NSLayoutManager?

    public init(size: CGSize) {
        self.size = size
        super.init()
    }

    public convenience override init() {
        self.init(size: .zero)
    }

    /// Replaces the container's layout manager with `newLayoutManager`, keeping the text storage.
    open func replaceLayoutManager(_ newLayoutManager: NSLayoutManager) {
        guard let old = layoutManager, old !== newLayoutManager else { return }
        let storage = old.textStorage
        old.removeTextContainer(at: 0)
        newLayoutManager.addTextContainer(self)
        if let storage {
            storage.removeLayoutManager(old)
            storage.addLayoutManager(newLayoutManager)
        }
    }
}
