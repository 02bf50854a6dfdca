import Foundation

/// The attributed text a text view shows and edits: an `NSMutableAttributedString` that reports every change to
/// its layout managers, which lay out again only what changed.
///
/// Changes made between `beginEditing()` and `endEditing()` are reported together when the outermost
/// `endEditing()` runs; any other change is reported at once. Editing `mutableString` directly goes past these
/// reports on Linux, so text views do not see it: edit through the attributed string's own methods.
open class NSTextStorage: NSMutableAttributedString {
    /// What kinds of change an edit made.
    public struct EditActions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let editedAttributes = EditActions(rawValue: 1 << 0)
        public static let editedCharacters = EditActions(rawValue: 1 << 1)
    }

    public nonisolated static let willProcessEditingNotification = Notification.Name("NSTextStorageWillProcessEditingNotification")
    public nonisolated static let didProcessEditingNotification = Notification.Name("NSTextStorageDidProcessEditingNotification")

    open weak var delegate: NSTextStorageDelegate?

    /// The layout managers this text is laid out by; the storage keeps them.
    open private(set) var layoutManagers: [NSLayoutManager] = []

    /// The kinds of change waiting to be processed.
    open private(set) var editedMask: EditActions = []
    /// The range, in the text as it is now, that the waiting changes touched; `NSNotFound` when none wait.
    open private(set) var editedRange = NSRange(location: NSNotFound, length: 0)
    /// How much longer the waiting changes made the text.
    open private(set) var changeInLength = 0

    private var editingDepth = 0
    /// How deep the mutating methods are in one another: Foundation's `insert` and `append` call
    /// `replaceCharacters`, and only the outermost call reports.
    private var mutationDepth = 0

    public override init(string str: String) {
        super.init(string: str)
    }

    public override init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
        super.init(string: str, attributes: attrs)
    }

    public override init(attributedString attrStr: NSAttributedString) {
        super.init(attributedString: attrStr)
    }

    public convenience init() {
        self.init(string: "")
    }

    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    open func addLayoutManager(_ layoutManager: NSLayoutManager) {
        guard !layoutManagers.contains(where: { $0 === layoutManager }) else { return }
        layoutManager.textStorage?.removeLayoutManager(layoutManager)
        layoutManagers.append(layoutManager)
        layoutManager.textStorage = self
    }

    open func removeLayoutManager(_ layoutManager: NSLayoutManager) {
        guard let index = layoutManagers.firstIndex(where: { $0 === layoutManager }) else { return }
        layoutManagers.remove(at: index)
        layoutManager.textStorage = nil
    }

    // MARK: Mutations

    open override func replaceCharacters(in range: NSRange, with str: String) {
        mutate(.editedCharacters, range: range, newLength: str.utf16.count) { super.replaceCharacters(in: range, with: str) }
    }

    open override func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
        mutate([.editedCharacters, .editedAttributes], range: range, newLength: attrString.length) {
            super.replaceCharacters(in: range, with: attrString)
        }
    }

    open override func deleteCharacters(in range: NSRange) {
        mutate(.editedCharacters, range: range, newLength: 0) { super.deleteCharacters(in: range) }
    }

    open override func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
        mutate(.editedAttributes, range: range, newLength: range.length) { super.setAttributes(attrs, range: range) }
    }

    open override func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
        mutate(.editedAttributes, range: range, newLength: range.length) { super.addAttribute(name, value: value, range: range) }
    }

    open override func addAttributes(_ attrs: [NSAttributedString.Key: Any], range: NSRange) {
        mutate(.editedAttributes, range: range, newLength: range.length) { super.addAttributes(attrs, range: range) }
    }

    open override func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
        mutate(.editedAttributes, range: range, newLength: range.length) { super.removeAttribute(name, range: range) }
    }

    private func mutate(_ actions: EditActions, range: NSRange, newLength: Int, _ change: () -> Void) {
        mutationDepth += 1
        change()
        mutationDepth -= 1
        if mutationDepth == 0 { edited(actions, range: range, changeInLength: newLength - range.length) }
    }

    // MARK: Processing edits

    /// Records a change to `editedRange` (given in the text as it was), which grew the text by `delta`, and
    /// processes it at once unless editing is batched.
    open func edited(_ editedMask: EditActions, range editedRange: NSRange, changeInLength delta: Int) {
        let changed = NSRange(location: editedRange.location, length: max(0, editedRange.length + delta))
        if self.editedRange.location == NSNotFound {
            self.editedRange = changed
        } else {
            // Earlier changes after this one moved with it.
            var earlier = self.editedRange
            if earlier.location >= editedRange.location + editedRange.length { earlier.location += delta }
            else if earlier.location + earlier.length > editedRange.location { earlier.length = max(0, earlier.length + delta) }
            self.editedRange = NSUnionRange(earlier, changed)
        }
        self.editedMask.formUnion(editedMask)
        changeInLength += delta
        if editingDepth == 0 { processEditing() }
    }

    open override func beginEditing() {
        editingDepth += 1
    }

    open override func endEditing() {
        guard editingDepth > 0 else { return }
        editingDepth -= 1
        if editingDepth == 0, editedRange.location != NSNotFound { processEditing() }
    }

    /// Tells the delegate, then the layout managers, about the waiting changes, and clears them.
    /// Attributes the delegate changes meanwhile (highlighting, say) join the changes processed.
    open func processEditing() {
        editingDepth += 1
        NotificationCenter.default.post(name: Self.willProcessEditingNotification, object: self)
        delegate?.textStorage(self, willProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        delegate?.textStorage(self, didProcessEditing: editedMask, range: editedRange, changeInLength: changeInLength)
        NotificationCenter.default.post(name: Self.didProcessEditingNotification, object: self)
        editingDepth -= 1
        let (mask, range, delta) = (editedMask, editedRange, changeInLength)
        editedMask = []
        editedRange = NSRange(location: NSNotFound, length: 0)
        changeInLength = 0
        for layoutManager in layoutManagers {
            layoutManager.processEditing(for: self, edited: mask, range: range, changeInLength: delta, invalidatedRange: range)
        }
    }
}
