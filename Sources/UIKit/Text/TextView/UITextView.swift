import CoreGraphics
import Foundation

/// A scrollable, multi-line text region, editable or read-only, laid out by TextKit: the text lives in
/// `textStorage`, `layoutManager` breaks it into lines inside `textContainer`, and the view shows the lines in sight.
///
/// Everything a text field does with keys, the mouse, the clipboard and input methods, a text view does across
/// lines: Up and Down move between lines, Home and End go to a line's ends (with Ctrl, the text's), Page Up and
/// Page Down move by a screen, Tab and Return type. Ctrl+Z undoes a run of typing and Ctrl+Shift+Z redoes it,
/// through the window's `undoManager`. A tap places the caret, a double tap selects a word and a triple tap a
/// paragraph; Shift with a tap extends the selection. Drags scroll, as fingers do on iOS. In a read-only text view,
/// links (`.link` attributes and, with `dataDetectorTypes`, detected ones) are tappable.
///
/// With scrolling off, the text view's intrinsic height is its text's, so in Auto Layout it grows as text is typed.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInput, UIContentSizeCategoryAdjusting {
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    open var textStorage: NSTextStorage { storage }
    open var layoutManager: NSLayoutManager { manager }
    open private(set) var textContainer: NSTextContainer

    private var storage: NSTextStorage
    private var manager: NSLayoutManager

    /// The selection's fixed end, and its moving end (the caret when nothing is selected).
    private var anchor = 0, focus = 0
    /// The text an input method is composing, which is in the text until it is committed or removed.
    private var markedRange: NSRange?
    /// Where Up and Down aim, so moving through a short line keeps the column.
    private var verticalMovementX: CGFloat?
    private var typingRun: TypingRun?

    private let textContainerView = UIView()
    private var lineViews: [Int: TextLineView] = [:]
    private var spareLineViews: [TextLineView] = []
    private var selectionViews: [UIView] = []
    private let caret = TextCaretView()
    private var widthOfIntrinsicHeight: CGFloat?
    private var detectedLinks: [(range: NSRange, url: URL)] = []

    // MARK: Life cycle

    /// A text view that lays its text out in `textContainer`, or in a container of its own when nil.
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        (storage, manager, self.textContainer) = Self.makeTextSystem(textContainer)
        super.init(frame: frame)
        configureTextView()
    }

    public convenience override init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    public required init?(coder: NSCoder) {
        (storage, manager, textContainer) = Self.makeTextSystem(nil)
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        configureTextView()
    }

    private static func makeTextSystem(_ container: NSTextContainer?) -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        if let container, let manager = container.layoutManager, let storage = manager.textStorage {
            return (storage, manager, container)
        }
        let container = container ?? NSTextContainer(size: CGSize(width: 0, height: CGFloat.greatestFiniteMagnitude))
        let manager = container.layoutManager ?? NSLayoutManager()
        if container.layoutManager == nil { manager.addTextContainer(container) }
        let storage = manager.textStorage ?? NSTextStorage()
        if manager.textStorage == nil { storage.addLayoutManager(manager) }
        return (storage, manager, container)
    }

    private func configureTextView() {
        textContainer.widthTracksTextView = true
        manager.defaultFont = defaultFont
        manager.defaultColor = defaultColor
        manager.layoutDidChange = { [weak self] changed in self?.layoutDidChange(in: changed) }
        alwaysBounceVertical = true
        showsHorizontalScrollIndicator = false
        textContainerView.isUserInteractionEnabled = false
        insertSubview(textContainerView, at: 0)
        textContainerView.addSubview(caret)
        typingAttributes = baseAttributes
        anchor = storage.length
        focus = storage.length
    }

    // MARK: Text

    /// The text; setting it replaces the text with plain text in the text view's font and color, puts the caret at
    /// the end and asks the delegate nothing, as UIKit does.
    open var text: String! {
        get { storage.string }
        set { setText(NSAttributedString(string: newValue ?? "", attributes: baseAttributes)) }
    }

    /// The styled text; setting it replaces the text and its attributes.
    open var attributedText: NSAttributedString! {
        get { NSAttributedString(attributedString: storage) }
        set { setText(newValue ?? NSAttributedString(string: "")) }
    }

    private func setText(_ text: NSAttributedString) {
        markedRange = nil
        typingRun = nil
        storage.setAttributedString(text)
        anchor = storage.length
        focus = storage.length
        updateTypingAttributes()
        selectionDidChange()
    }

    /// The font of the whole text: setting it restyles all the text and what is typed next; nil means 12-point
    /// system text, UIKit's default for text views.
    open var font: UIFont? {
        get { storage.length > 0 ? storage.attribute(.font, at: 0, effectiveRange: nil) as? UIFont ?? defaultFont : typingAttributes[.font] as? UIFont }
        set {
            defaultFont = newValue ?? .systemFont(ofSize: 12)
            applyToAllText(.font, defaultFont)
        }
    }

    /// The color of the whole text: setting it recolors all the text and what is typed next; nil means `.label`.
    open var textColor: UIColor? {
        get { storage.length > 0 ? storage.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor ?? defaultColor : defaultColor }
        set {
            defaultColor = newValue ?? .label
            applyToAllText(.foregroundColor, defaultColor)
        }
    }

    /// The alignment of every paragraph.
    open var textAlignment: NSTextAlignment = .natural {
        didSet {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            applyToAllText(.paragraphStyle, paragraph)
        }
    }

    private var defaultFont = UIFont.systemFont(ofSize: 12) {
        didSet { manager.defaultFont = defaultFont }
    }

    private var defaultColor = UIColor.label {
        didSet { manager.defaultColor = defaultColor }
    }

    /// The attributes plain text set through `text` gets.
    private var baseAttributes: [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [.font: defaultFont, .foregroundColor: defaultColor]
        if textAlignment != .natural {
            let paragraph = NSMutableParagraphStyle()
            paragraph.alignment = textAlignment
            attributes[.paragraphStyle] = paragraph
        }
        return attributes
    }

    private func applyToAllText(_ key: NSAttributedString.Key, _ value: Any) {
        typingAttributes[key] = value
        guard storage.length > 0 else { return setNeedsLayout() }
        storage.addAttribute(key, value: value, range: NSRange(location: 0, length: storage.length))
    }

    /// The attributes of text typed next: those of the character before the caret once the selection moves.
    open var typingAttributes: [NSAttributedString.Key: Any] = [:] {
        didSet { typingAttributesAreInherited = false }
    }

    /// Whether the typing attributes are the character before the caret's, which text inserted there takes anyway.
    private var typingAttributesAreInherited = false

    private func updateTypingAttributes() {
        guard storage.length > 0 else { return typingAttributes = baseAttributes }
        var attributes = storage.attributes(at: max(0, min(selectedRange.location, storage.length) - 1), effectiveRange: nil)
        // Links end where they end: typing after one types plain text.
        let endsLink = attributes.removeValue(forKey: .link) != nil
        typingAttributes = attributes
        typingAttributesAreInherited = !endsLink
    }

    /// Whether the user can change the text; a read-only text view can still be selectable.
    open var isEditable = true {
        didSet {
            if !isEditable, isFirstResponder, !isSelectable { resignFirstResponder() }
            updateLinks()
        }
    }

    /// Whether the user can select text (and tap links); turning it off also removes the selection.
    open var isSelectable = true {
        didSet { if !isSelectable { setSelection(NSRange(location: 0, length: 0)) } }
    }

    /// Whether the user may change the text's style; kept for code that sets it, since there is no style menu.
    open var allowsEditingTextAttributes = false

    /// Whether editing again replaces the whole text with the first character typed.
    open var clearsOnInsertion = false

    /// The kinds of data found in a read-only text view's text and shown as links.
    open var dataDetectorTypes: UIDataDetectorTypes = [] {
        didSet { updateLinks() }
    }

    /// How links look: the tint color unless set.
    open var linkTextAttributes: [NSAttributedString.Key: Any]! {
        get { customLinkAttributes ?? [.foregroundColor: tintColor as Any] }
        set {
            customLinkAttributes = newValue
            updateLinks()
        }
    }

    private var customLinkAttributes: [NSAttributedString.Key: Any]?

    /// The space between the text view's edges and its text container: 8 points above and below, as in UIKit.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textGeometryDidChange() }
    }

    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFonts(to: traitCollection) } }
    }

    /// Whether text is drawn at the sizes Mac Catalyst scales to; text here is never scaled.
    open var usesStandardTextScaling = false
    open var isFindInteractionEnabled = false

    package override func adjustFonts(to traitCollection: UITraitCollection) {
        guard adjustsFontForContentSizeCategory else { return }
        var adjustedRuns: [(UIFont, NSRange)] = []
        storage.enumerateAttribute(.font, in: NSRange(location: 0, length: storage.length)) { value, range, _ in
            guard let font = value as? UIFont else { return }
            let adjusted = font.adjusted(for: traitCollection)
            if adjusted !== font { adjustedRuns.append((adjusted, range)) }
        }
        storage.beginEditing()
        for (font, range) in adjustedRuns { storage.addAttribute(.font, value: font, range: range) }
        storage.endEditing()
        defaultFont = defaultFont.adjusted(for: traitCollection)
        if let font = typingAttributes[.font] as? UIFont { typingAttributes[.font] = font.adjusted(for: traitCollection) }
    }

    /// Kept for code that sets them: there is no on-screen keyboard to replace.
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    // MARK: Text input traits

    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    open var keyboardType: UIKeyboardType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var enablesReturnKeyAutomatically = false
    open var isSecureTextEntry = false
    open var textContentType: UITextContentType!

    /// The scroll view's delegate, when it is a text view delegate.
    private var delegate_: UITextViewDelegate? { delegate as? UITextViewDelegate }

    // MARK: Selection

    /// The selection in UTF-16 offsets; an empty range is the caret.
    open var selectedRange: NSRange {
        get { NSRange(location: min(anchor, focus), length: abs(anchor - focus)) }
        set { setSelection(newValue) }
    }

    private func setSelection(_ range: NSRange, keepingColumn: Bool = false) {
        let text = storage.string as NSString
        let start = TextBoundaries.snapped(range.location, in: text)
        let end = TextBoundaries.snapped(max(start, range.location + max(0, range.length)), in: text)
        moveSelection(anchor: start, focus: end, keepingColumn: keepingColumn)
    }

    /// Moves the selection's ends; the delegate hears of a change, and typing starts a new run to undo.
    private func moveSelection(anchor newAnchor: Int, focus newFocus: Int, keepingColumn: Bool = false) {
        if !keepingColumn { verticalMovementX = nil }
        guard newAnchor != anchor || newFocus != focus else { return }
        anchor = newAnchor
        focus = newFocus
        typingRun = nil
        if markedRange != nil { unmarkText() }
        updateTypingAttributes()
        selectionDidChange()
        delegate_?.textViewDidChangeSelection(self)
    }

    open var isEditing: Bool { isFirstResponder && isEditable }

    // MARK: Geometry

    /// Where the text container's origin is in the text view's bounds.
    private var containerOrigin: CGPoint { CGPoint(x: textContainerInset.left, y: textContainerInset.top) }

    private var contentHeight: CGFloat {
        (manager.lineFragments.last?.bottom ?? 0) + textContainerInset.top + textContainerInset.bottom
    }

    /// A text view that does not scroll is as tall as its text at its width; one that scrolls has no size of its own.
    open override var intrinsicContentSize: CGSize {
        guard !isScrollEnabled else { return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric) }
        widthOfIntrinsicHeight = bounds.width
        return CGSize(width: UIView.noIntrinsicMetric, height: height(forWidth: bounds.width))
    }

    open override var isScrollEnabled: Bool {
        didSet { if isScrollEnabled != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// The size that shows all the text at `size.width` (the current width when that is 0).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let width = size.width > 0 && size.width.isFinite ? size.width : bounds.width
        return CGSize(width: width, height: height(forWidth: width))
    }

    /// The height that shows all the text at `width`: the text laid out at that width, which for another width
    /// than the current one takes a layout of its own.
    private func height(forWidth width: CGFloat) -> CGFloat {
        let containerWidth = max(0, width - textContainerInset.left - textContainerInset.right)
        guard containerWidth != textContainer.size.width else { return contentHeight.rounded(.up) }
        let probe = NSLayoutManager()
        probe.defaultFont = defaultFont
        probe.addTextContainer(NSTextContainer(size: CGSize(width: containerWidth, height: .greatestFiniteMagnitude)))
        probe.textContainers[0].lineFragmentPadding = textContainer.lineFragmentPadding
        storage.addLayoutManager(probe)
        defer { storage.removeLayoutManager(probe) }
        let textHeight = probe.lineFragments.last?.bottom ?? 0
        return (textHeight + textContainerInset.top + textContainerInset.bottom).rounded(.up)
    }

    private func textGeometryDidChange() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    private func layoutDidChange(in changed: NSRange) {
        if !isScrollEnabled { invalidateIntrinsicContentSize() }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        manager.layoutDirection = effectiveUserInterfaceLayoutDirection
        if textContainer.widthTracksTextView {
            let width = max(0, bounds.width - textContainerInset.left - textContainerInset.right)
            if textContainer.size.width != width { textContainer.size.width = width }
        }
        if textContainer.heightTracksTextView {
            let height = max(0, bounds.height - textContainerInset.top - textContainerInset.bottom)
            if textContainer.size.height != height { textContainer.size.height = height }
        }
        if !isScrollEnabled, let width = widthOfIntrinsicHeight, width != bounds.width { invalidateIntrinsicContentSize() }
        let size = CGSize(width: bounds.width, height: contentHeight)
        if contentSize != size { contentSize = size }
        textContainerView.frame = CGRect(origin: containerOrigin, size: CGSize(width: textContainer.size.width, height: size.height))
        updateLineViews()
        updateSelectionDisplay()
    }

    /// The lines near the visible part of the text, as views: a line keeps its view while it stays in sight and
    /// unchanged, so scrolling and typing redraw only lines that are new or changed.
    private func updateLineViews() {
        let lines = manager.lineFragments
        let overscan = bounds.height / 2
        let top = bounds.minY - containerOrigin.y - overscan, bottom = bounds.maxY - containerOrigin.y + overscan
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if lines[middle].bottom <= top { low = middle + 1 } else { high = middle }
        }
        var shown: [Int: TextLineView] = [:]
        shown.reserveCapacity(lineViews.count)
        let width = textContainer.size.width
        var index = low
        while index < lines.count, lines[index].line.top < bottom {
            let line = lines[index]
            let view: TextLineView
            if let existing = lineViews.removeValue(forKey: line.identity) {
                view = existing
                view.line = line
            } else {
                view = spareLineViews.popLast() ?? TextLineView()
                view.layoutManager = manager
                view.line = line
                view.setNeedsDisplay()
                if view.superview !== textContainerView { textContainerView.insertSubview(view, belowSubview: caret) }
                view.isHidden = false
            }
            let frame = CGRect(x: 0, y: line.line.top, width: width, height: line.line.height)
            if view.frame != frame { view.frame = frame }
            shown[line.identity] = view
            index += 1
        }
        for view in lineViews.values {
            view.isHidden = true
            spareLineViews.append(view)
        }
        lineViews = shown
    }

    // MARK: Selection display

    /// The selection shows at the next layout, once the text has the text view's width.
    private func selectionDidChange() {
        setNeedsLayout()
    }

    /// Places the selection's rectangles in sight, the composition's underline and the caret, and restarts the
    /// caret's blink: it stays lit while the user types.
    private func updateSelectionDisplay() {
        for view in selectionViews { view.removeFromSuperview() }
        selectionViews = []
        guard isFirstResponder, isSelectable || isEditable else { return caret.hide() }
        let visible = CGRect(x: 0, y: bounds.minY - containerOrigin.y, width: textContainer.size.width, height: bounds.height)
        let selection = selectedRange
        if selection.length > 0 {
            manager.enumerateEnclosingRects(forGlyphRange: selection, withinSelectedGlyphRange: selection, in: textContainer) { rect, _ in
                guard rect.intersects(visible) else { return }
                addSelectionView(frame: rect, color: tintColor.withAlphaComponent(0.2))
            }
        }
        if let markedRange {
            manager.enumerateEnclosingRects(forGlyphRange: markedRange, withinSelectedGlyphRange: markedRange, in: textContainer) { rect, _ in
                addSelectionView(frame: CGRect(x: rect.minX, y: rect.maxY - 2, width: rect.width, height: 1), color: defaultColor)
            }
        }
        caret.show(selection.length == 0 && isEditable, at: caretRectInContainer(at: focus), color: tintColor)
    }

    private func addSelectionView(frame: CGRect, color: UIColor) {
        let view = UIView(frame: frame)
        view.isUserInteractionEnabled = false
        view.backgroundColor = color
        textContainerView.insertSubview(view, at: 0)
        selectionViews.append(view)
    }

    private static let caretWidth = TextCaretView.width

    /// The caret before `location`, in the text container's coordinates.
    private func caretRectInContainer(at location: Int) -> CGRect {
        guard let line = manager.line(holding: location) else {
            return CGRect(x: textContainer.lineFragmentPadding, y: 0, width: Self.caretWidth, height: defaultFont.lineHeight)
        }
        let x = manager.caretX(at: location, in: line)
        return CGRect(x: (x - Self.caretWidth / 2).rounded(), y: line.line.top.rounded(), width: Self.caretWidth,
                      height: line.line.height.rounded())
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateLinks()
        setNeedsLayout()
    }

    /// Scrolls so the characters of `range` (or the caret at its start) are in sight.
    open func scrollRangeToVisible(_ range: NSRange) {
        layoutIfNeeded()
        var rect = range.length > 0 ? manager.boundingRect(forGlyphRange: range, in: textContainer) : caretRectInContainer(at: range.location)
        if rect == .zero { rect = caretRectInContainer(at: range.location) }
        rect = rect.offsetBy(dx: containerOrigin.x, dy: containerOrigin.y)
        scrollRectToVisible(rect.insetBy(dx: 0, dy: -textContainerInset.bottom / 2), animated: false)
    }

    private func scrollToCaret() {
        guard isScrollEnabled else { return }
        scrollRangeToVisible(NSRange(location: focus, length: 0))
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

    /// Starts editing (or, read-only, selecting), if the delegate agrees and the text view is in a window.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder else { return false }
        if isEditable, !(delegate_?.textViewShouldBeginEditing(self) ?? true) { return false }
        guard super.becomeFirstResponder() else { return false }
        if isEditable {
            replacesTextOnInsertion = clearsOnInsertion && storage.length > 0
            delegate_?.textViewDidBeginEditing(self)
            NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        }
        setNeedsLayout()
        return true
    }

    private var replacesTextOnInsertion = false

    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        if isEditable, !(delegate_?.textViewShouldEndEditing(self) ?? true) { return false }
        return super.resignFirstResponder()
    }

    package override func didResignFirstResponder() {
        if markedRange != nil { unmarkText() }
        typingRun = nil
        setNeedsLayout()
        guard isEditable else { return }
        delegate_?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }

    open var hasText: Bool { storage.length > 0 }

    /// Types `text` over the selection (or the composition), if the delegate allows it.
    open func insertText(_ text: String) {
        if replacesTextOnInsertion {
            replacesTextOnInsertion = false
            anchor = 0
            focus = storage.length
        }
        let range = markedRange ?? selectedRange
        markedRange = nil
        edit(range, with: text, as: .typing)
    }

    open func deleteBackward() {
        delete(rangeDeletingBackward(byWord: false))
    }

    private func delete(_ range: NSRange?) {
        replacesTextOnInsertion = false
        guard let range, range.length > 0 else { return }
        edit(range, with: "", as: .deleting)
    }

    private func rangeDeletingBackward(byWord: Bool) -> NSRange? {
        if selectedRange.length > 0 { return selectedRange }
        let text = storage.string as NSString
        let start = byWord ? TextBoundaries.wordStart(before: focus, in: text) : TextBoundaries.characterBoundary(before: focus, in: text)
        return NSRange(location: start, length: focus - start)
    }

    private func rangeDeletingForward(byWord: Bool) -> NSRange? {
        if selectedRange.length > 0 { return selectedRange }
        let text = storage.string as NSString
        let end = byWord ? TextBoundaries.wordEnd(after: focus, in: text) : TextBoundaries.characterBoundary(after: focus, in: text)
        return NSRange(location: focus, length: end - focus)
    }

    /// What kind of change an edit is, for grouping typing into steps to undo.
    private enum EditKind {
        case typing, deleting, other
    }

    /// The text a run of typing or deleting replaced, and where the run's text is now, so undoing it puts back
    /// what was there before the run began.
    private final class TypingRun {
        let kind: EditKind
        var range: NSRange
        let replaced: NSMutableAttributedString

        init(kind: EditKind, range: NSRange, replaced: NSMutableAttributedString) {
            self.kind = kind
            self.range = range
            self.replaced = replaced
        }
    }

    /// Replaces `range` with `string` as the user would: the delegate may refuse; otherwise the text changes in
    /// the typing attributes, the caret goes after it, the change is registered to undo, and the delegate hears of
    /// the selection and then the text change.
    @discardableResult
    private func edit(_ range: NSRange, with string: String, as kind: EditKind) -> Bool {
        guard isEditable, delegate_?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return false }
        registerUndo(replacing: range, with: string, as: kind)
        storage.beginEditing()
        storage.replaceCharacters(in: range, with: string)
        let inserted = NSRange(location: range.location, length: string.utf16.count)
        // Text typed at the caret takes the attributes before it; only other typing attributes need setting.
        if inserted.length > 0, !(typingAttributesAreInherited && range.length == 0 && range.location > 0) {
            storage.setAttributes(typingAttributes, range: inserted)
        }
        storage.endEditing()
        anchor = inserted.location + inserted.length
        focus = anchor
        verticalMovementX = nil
        textDidChangeByUser()
        return true
    }

    private func textDidChangeByUser() {
        selectionDidChange()
        scrollToCaret()
        delegate_?.textViewDidChangeSelection(self)
        delegate_?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// Registers how to undo replacing `range` with `string`. Consecutive typing (or deleting) at the caret joins
    /// the run before it, so one undo takes back the whole run, as in UIKit. A run keeps one attributed string of
    /// what it replaced, which grows in place: Foundation on Linux never frees an attributed string's storage.
    private func registerUndo(replacing range: NSRange, with string: String, as kind: EditKind) {
        guard let undoManager, undoManager.isUndoRegistrationEnabled, markedRange == nil || kind == .typing else { return }
        let newLength = string.utf16.count
        if kind != .other, let run = typingRun, run.kind == kind, !undoManager.isUndoing, !undoManager.isRedoing {
            if kind == .typing, range.location == run.range.location + run.range.length {
                copyText(in: range, into: run.replaced, at: run.replaced.length)
                run.range.length += newLength
                return
            }
            if kind == .deleting, range.location + range.length == run.range.location, newLength == 0 {
                copyText(in: range, into: run.replaced, at: 0)
                run.range.location = range.location
                return
            }
        }
        let replaced = NSMutableAttributedString(string: "")
        copyText(in: range, into: replaced, at: 0)
        let run = TypingRun(kind: kind, range: NSRange(location: range.location, length: newLength), replaced: replaced)
        typingRun = kind == .other ? nil : run
        undoManager.registerUndo(withTarget: self) { textView in
            textView.typingRun = nil
            textView.undoEdit(run)
        }
        undoManager.setActionName(kind == .deleting ? "Delete" : "Typing")
    }

    /// Inserts the text of `range`, with its attributes, into `target` at `index`, making no attributed string.
    private func copyText(in range: NSRange, into target: NSMutableAttributedString, at index: Int) {
        guard range.length > 0 else { return }
        let text = storage.string as NSString
        var position = index
        storage.enumerateAttributes(in: range) { attributes, run, _ in
            target.replaceCharacters(in: NSRange(location: position, length: 0), with: text.substring(with: run))
            target.setAttributes(attributes, range: NSRange(location: position, length: run.length))
            position += run.length
        }
    }

    /// Puts back what `run` replaced, registering the inverse change to redo.
    private func undoEdit(_ run: TypingRun) {
        guard delegate_?.textView(self, shouldChangeTextIn: run.range, replacementText: run.replaced.string) ?? true else { return }
        let current = NSMutableAttributedString(string: "")
        copyText(in: run.range, into: current, at: 0)
        let inverse = TypingRun(kind: .other, range: NSRange(location: run.range.location, length: run.replaced.length), replaced: current)
        undoManager?.registerUndo(withTarget: self) { textView in textView.undoEdit(inverse) }
        storage.replaceCharacters(in: run.range, with: run.replaced)
        anchor = run.range.location
        focus = run.range.location + run.replaced.length
        typingRun = nil
        updateTypingAttributes()
        textDidChangeByUser()
    }

    // MARK: Positions and ranges (UITextInput)

    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: storage.length) }

    open var selectedTextRange: UITextRange? {
        get {
            let selection = selectedRange
            return UITextRange(start: UITextPosition(offset: selection.location), end: UITextPosition(offset: selection.location + selection.length))
        }
        set {
            guard let newValue else { return }
            setSelection(newValue.nsRange)
        }
    }

    open var markedTextRange: UITextRange? {
        markedRange.map { UITextRange(start: UITextPosition(offset: $0.location), end: UITextPosition(offset: $0.location + $0.length)) }
    }

    /// How marked text looks; marked text here is underlined whatever this says.
    open var markedTextStyle: [NSAttributedString.Key: Any]?

    open weak var inputDelegate: UITextInputDelegate?

    open lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let range = markedRange ?? self.selectedRange
        guard edit(range, with: text, as: .typing) else { return }
        markedRange = text.isEmpty ? nil : NSRange(location: range.location, length: text.utf16.count)
        let inside = min(max(0, selectedRange.location), text.utf16.count)
        anchor = range.location + inside
        focus = range.location + min(text.utf16.count, inside + max(0, selectedRange.length))
        selectionDidChange()
    }

    open func unmarkText() {
        markedRange = nil
        selectionDidChange()
    }

    package override func compositionDidChange(_ text: String, cursor: Int) {
        guard isEditable else { return }
        let cursorOffset = String(text.prefix(max(0, cursor))).utf16.count
        setMarkedText(text, selectedRange: NSRange(location: cursorOffset, length: 0))
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        .between(fromPosition, toPosition, inTextOfLength: storage.length)
    }

    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        position.moved(by: offset, inTextOfLength: storage.length)
    }

    /// The position `offset` characters left or right, or `offset` lines up or down, from `position`.
    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        var location = position.offset
        let text = storage.string as NSString
        for _ in 0..<max(0, offset) {
            switch direction {
            case .left: location = TextBoundaries.characterBoundary(before: location, in: text)
            case .right: location = TextBoundaries.characterBoundary(after: location, in: text)
            case .up, .down: location = verticalTarget(from: location, lines: direction == .up ? -1 : 1, x: nil).location
            }
        }
        return UITextPosition(offset: location)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }

    open func text(in range: UITextRange) -> String? {
        guard range.end.offset <= storage.length else { return nil }
        return (storage.string as NSString).substring(with: range.nsRange)
    }

    /// Replaces the text in `range` in the typing attributes, as typing would but without asking the delegate.
    open func replace(_ range: UITextRange, withText text: String) {
        guard range.end.offset <= storage.length else { return }
        registerUndo(replacing: range.nsRange, with: text, as: .other)
        storage.beginEditing()
        storage.replaceCharacters(in: range.nsRange, with: text)
        if !text.isEmpty { storage.setAttributes(typingAttributes, range: NSRange(location: range.start.offset, length: text.utf16.count)) }
        storage.endEditing()
        anchor = range.start.offset + text.utf16.count
        focus = anchor
        textDidChangeByUser()
    }

    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction.isBackward ? range.start : range.end
    }

    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        textRange(from: position, to: direction.isBackward ? beginningOfDocument : endOfDocument)
    }

    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }

    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {
        let paragraph = NSMutableParagraphStyle()
        paragraph.baseWritingDirection = writingDirection
        storage.addAttribute(.paragraphStyle, value: paragraph, range: range.nsRange)
    }

    /// The caret's rectangle at `position`, in the text view's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect {
        caretRectInContainer(at: min(position.offset, storage.length)).offsetBy(dx: containerOrigin.x, dy: containerOrigin.y)
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(for: range).first?.rect ?? caretRect(for: range.start)
    }

    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        var rects: [CGRect] = []
        manager.enumerateEnclosingRects(forGlyphRange: range.nsRange, withinSelectedGlyphRange: range.nsRange, in: textContainer) { rect, _ in
            rects.append(rect.offsetBy(dx: containerOrigin.x, dy: containerOrigin.y))
        }
        return rects.enumerated().map { UITextSelectionRect(rect: $1, containsStart: $0 == 0, containsEnd: $0 == rects.count - 1) }
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: location(at: point))
    }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        UITextPosition(offset: min(max(location(at: point), range.start.offset), range.end.offset))
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        let index = manager.characterIndex(for: containerPoint(point), in: textContainer, fractionOfDistanceBetweenInsertionPoints: nil)
        guard index < storage.length else { return nil }
        let range = (storage.string as NSString).rangeOfComposedCharacterSequence(at: index)
        return UITextRange(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }

    private func containerPoint(_ point: CGPoint) -> CGPoint {
        CGPoint(x: point.x - containerOrigin.x, y: point.y - containerOrigin.y)
    }

    /// The caret position nearest `point` in the text view's coordinates.
    private func location(at point: CGPoint) -> Int {
        guard storage.length > 0 else { return 0 }
        var fraction: CGFloat = 0
        let index = manager.characterIndex(for: containerPoint(point), in: textContainer, fractionOfDistanceBetweenInsertionPoints: &fraction)
        let text = storage.string as NSString
        guard index < text.length, fraction >= 0.5 else { return index }
        // Past the middle of the last character before a line break, the caret still goes before the break.
        let after = TextBoundaries.characterBoundary(after: index, in: text)
        if let line = manager.line(holding: index), after == line.range.location + line.range.length, !line.endsParagraph,
           after < text.length { return index }
        return after
    }

    /// Where moving `lines` lines up or down from `location` lands, aiming at `x` (the location's own x when nil).
    private func verticalTarget(from location: Int, lines: Int, x: CGFloat?) -> (location: Int, x: CGFloat) {
        let fragments = manager.lineFragments
        guard !fragments.isEmpty else { return (location, 0) }
        let index = manager.lineIndex(containing: location)
        let aim = x ?? manager.caretX(at: location, in: fragments[index])
        let target = index + lines
        if target < 0 { return (0, aim) }
        if target >= fragments.count { return (storage.length, aim) }
        let line = fragments[target]
        let point = CGPoint(x: aim + containerOrigin.x, y: line.line.top + line.line.height / 2 + containerOrigin.y)
        return (min(max(self.location(at: point), line.range.location), line.range.location + line.range.length), aim)
    }

    // MARK: Standard edit actions

    /// The standard edit actions by selector, so menus, key commands and ported code reach them by name.
    open nonisolated override class var objcMemberTable: ObjCMemberTable { editActions }
    private nonisolated static func action(_ action: @escaping @MainActor @Sendable (UITextView, Any?) -> Void) -> ObjCMemberTable.Method {
        ObjCMemberTable.editAction(action)
    }

    private nonisolated static let editActions = ObjCMemberTable(inheriting: UIScrollView.objcMemberTable, methods: [
        "selectAll:": UITextView.action { $0.selectAll($1) }, "copy:": UITextView.action { $0.copy($1) }, "cut:": UITextView.action { $0.cut($1) },
        "paste:": UITextView.action { $0.paste($1) }, "delete:": UITextView.action { $0.delete($1) }, "select:": UITextView.action { $0.select($1) },
    ])

    open override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        switch action {
        case "copy:": selectedRange.length > 0 && isSelectable
        case "cut:", "delete:": selectedRange.length > 0 && isEditable
        case "paste:": isEditable && UIPasteboard.general.hasStrings
        case "selectAll:": storage.length > 0 && (isSelectable || isEditable)
        case "select:": selectedRange.length == 0 && storage.length > 0 && isSelectable
        default: super.canPerformAction(action, withSender: sender)
        }
    }

    open func selectAll(_ sender: Any?) {
        if !isFirstResponder { becomeFirstResponder() }
        moveSelection(anchor: 0, focus: storage.length)
    }

    /// Selects the word at the caret.
    open func select(_ sender: Any?) {
        let word = TextBoundaries.wordRange(at: focus, in: storage.string as NSString)
        moveSelection(anchor: word.location, focus: word.location + word.length)
    }

    open func copy(_ sender: Any?) {
        guard selectedRange.length > 0 else { return }
        UIPasteboard.general.string = (storage.string as NSString).substring(with: selectedRange)
    }

    open func cut(_ sender: Any?) {
        guard selectedRange.length > 0, isEditable else { return }
        copy(sender)
        edit(selectedRange, with: "", as: .other)
    }

    open func paste(_ sender: Any?) {
        guard isEditable, let pasted = UIPasteboard.general.string else { return }
        edit(markedRange ?? selectedRange, with: pasted, as: .other)
    }

    open func delete(_ sender: Any?) {
        guard selectedRange.length > 0 else { return }
        edit(selectedRange, with: "", as: .other)
    }

    // MARK: Keys

    package override func handleEditingKey(_ key: UIKey) -> Bool {
        guard isFirstResponder else { return false }
        let flags = key.modifierFlags
        // Ctrl arrives as Command on Linux; a Mac keyboard moves by word with Option.
        let command = flags.contains(.command), byWord = command || flags.contains(.alternate), extending = flags.contains(.shift)
        let text = storage.string as NSString
        func move(to location: Int, keepingColumn: Bool = false) {
            moveSelection(anchor: extending ? anchor : location, focus: location, keepingColumn: keepingColumn)
            scrollToCaret()
        }
        func collapsedOrMoved(_ side: Int, _ moved: @autoclosure () -> Int) -> Int {
            !extending && selectedRange.length > 0 ? side : moved()
        }
        switch key.keyCode {
        case .keyboardLeftArrow where !byWord && (extending || selectedRange.length == 0) && lineHasRightToLeftText(holding: focus),
             .keyboardRightArrow where !byWord && (extending || selectedRange.length == 0) && lineHasRightToLeftText(holding: focus):
            // Right-to-left text moves by what is on the screen; a caret at the line's edge stays.
            if let target = visualNeighbour(of: focus, leftwards: key.keyCode == .keyboardLeftArrow) { move(to: target) }
        case .keyboardLeftArrow:
            move(to: collapsedOrMoved(selectedRange.location, byWord ? TextBoundaries.wordStart(before: focus, in: text)
                : TextBoundaries.characterBoundary(before: focus, in: text)))
        case .keyboardRightArrow:
            move(to: collapsedOrMoved(selectedRange.location + selectedRange.length, byWord ? TextBoundaries.wordEnd(after: focus, in: text)
                : TextBoundaries.characterBoundary(after: focus, in: text)))
        case .keyboardUpArrow, .keyboardDownArrow, .keyboardPageUp, .keyboardPageDown:
            let up = key.keyCode == .keyboardUpArrow || key.keyCode == .keyboardPageUp
            if command { move(to: up ? 0 : text.length); break }
            let page = key.keyCode == .keyboardPageUp || key.keyCode == .keyboardPageDown
            let lineHeight = manager.line(holding: focus)?.line.height ?? defaultFont.lineHeight
            let count = page ? max(1, Int(bounds.height / max(1, lineHeight)) - 1) : 1
            let target = verticalTarget(from: focus, lines: up ? -count : count, x: verticalMovementX)
            move(to: target.location, keepingColumn: true)
            verticalMovementX = target.x
        case .keyboardHome:
            move(to: command ? 0 : manager.line(holding: focus)?.range.location ?? 0)
        case .keyboardEnd:
            move(to: command ? text.length : lineEnd(holding: focus))
        case .keyboardA where command: selectAll(nil)
        case .keyboardC where command: copy(nil)
        case .keyboardX where command: cut(nil)
        case .keyboardV where command: paste(nil)
        case .keyboardZ where command && extending, .keyboardY where command:
            guard isEditable else { return false }
            undoManager?.redo()
        case .keyboardZ where command:
            guard isEditable else { return false }
            undoManager?.undo()
        case .keyboardDeleteOrBackspace where isEditable:
            delete(rangeDeletingBackward(byWord: byWord))
        case .keyboardDeleteForward where isEditable:
            delete(rangeDeletingForward(byWord: byWord))
        case .keyboardReturnOrEnter where isEditable, .keypadEnter where isEditable:
            insertText("\n")
        case .keyboardTab where isEditable && flags.isDisjoint(with: [.command, .control, .alternate, .shift]):
            insertText("\t")
        default:
            return false
        }
        return true
    }

    /// Whether the line holding `location` has right-to-left text, which the arrows cross by what is on the screen.
    private func lineHasRightToLeftText(holding location: Int) -> Bool {
        guard let range = manager.line(holding: location)?.range else { return false }
        return BidirectionalLine.needsReordering((storage.string as NSString).substring(with: range))
    }

    /// The caret position on the line holding `location` nearest on the screen to the left (or right) of it.
    private func visualNeighbour(of location: Int, leftwards: Bool) -> Int? {
        guard let range = manager.line(holding: location)?.range else { return nil }
        let text = storage.string as NSString
        var offsets = [range.location]
        let end = lineEnd(holding: location)
        while let last = offsets.last, last < end {
            offsets.append(TextBoundaries.characterBoundary(after: last, in: text))
        }
        return VisualLine.offset(movingFrom: location, leftwards: leftwards, among: offsets) {
            caretRect(for: UITextPosition(offset: $0)).minX
        }
    }

    /// The end of the line holding `location`, before its line break or the space it wrapped at.
    private func lineEnd(holding location: Int) -> Int {
        guard let line = manager.line(holding: location) else { return 0 }
        let end = line.range.location + line.range.length
        let text = storage.string as NSString
        guard end > line.range.location, end < text.length || line.endsParagraph else { return end }
        let last = TextBoundaries.characterBoundary(before: end, in: text)
        let character = text.substring(with: NSRange(location: last, length: end - last))
        return character.first?.isNewline == true || !line.endsParagraph ? last : end
    }

    /// Keys that type go into the text view and no further up the responder chain.
    package override var takesTypedPresses: Bool { isEditing }

    // MARK: Touches

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, isSelectable || isEditable else { return super.touchesEnded(touches, with: event) }
        let point = touch.location(in: self)
        if !isEditable, touch.tapCount == 1, let link = link(at: point) {
            return interact(with: link)
        }
        let location = location(at: point)
        if !isFirstResponder {
            guard becomeFirstResponder() else { return }
        }
        let text = storage.string as NSString
        switch touch.tapCount {
        case 2:
            let word = TextBoundaries.wordRange(at: min(location, max(0, text.length - 1)), in: text)
            moveSelection(anchor: word.location, focus: word.location + word.length)
        case 3...:
            var paragraph = text.paragraphRange(for: NSRange(location: min(location, text.length), length: 0))
            if paragraph.length > 0, text.substring(with: NSRange(location: paragraph.location + paragraph.length - 1, length: 1)).first?.isNewline == true {
                paragraph.length -= 1
            }
            moveSelection(anchor: paragraph.location, focus: paragraph.location + paragraph.length)
        default:
            if event?.modifierFlags.contains(.shift) == true {
                moveSelection(anchor: anchor, focus: location)
            } else {
                moveSelection(anchor: location, focus: location)
            }
        }
    }

    // MARK: Links

    /// The link under `point`: a `.link` attribute, or in a read-only text view a detected link.
    private func link(at point: CGPoint) -> UITextItem? {
        guard storage.length > 0 else { return nil }
        var fraction: CGFloat = 0
        let index = manager.characterIndex(for: containerPoint(point), in: textContainer, fractionOfDistanceBetweenInsertionPoints: &fraction)
        guard let line = manager.line(holding: index), index < storage.length else { return nil }
        let lineBox = CGRect(x: manager.lineOrigin(of: line), y: line.line.top, width: line.line.width, height: line.line.height)
        guard lineBox.contains(containerPoint(point)) else { return nil }
        var range = NSRange()
        if let value = storage.attribute(.link, at: index, effectiveRange: &range) {
            let url = value as? URL ?? (value as? String).flatMap(URL.init(string:))
            return url.map { UITextItem(content: .link($0), range: range) }
        }
        if let attachment = storage.attribute(.attachment, at: index, effectiveRange: &range) as? NSTextAttachment {
            return UITextItem(content: .textAttachment(attachment), range: range)
        }
        if let tag = storage.attribute(UITextItem.tagAttributeName, at: index, effectiveRange: &range) as? String {
            return UITextItem(content: .tag(tag), range: range)
        }
        return detectedLinks.first { NSLocationInRange(index, $0.range) }.map { UITextItem(content: .link($0.url), range: $0.range) }
    }

    /// Performs the action the delegate chooses for a tap on `item`; the default opens a link's URL.
    private func interact(with item: UITextItem) {
        let defaultAction = UIAction { _ in
            if case .link(let url) = item.content { UIApplication.shared.open(url) }
        }
        let action = delegate_.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) } ?? defaultAction
        action?.perform(sender: self)
    }

    /// What the older `shouldInteractWith` delegate methods decide for `item`: the default action, or none.
    package func legacyInteraction(with item: UITextItem, defaultAction: UIAction) -> UIAction? {
        let allowed: Bool = switch item.content {
        case .link(let url): delegate_?.textView(self, shouldInteractWith: url, in: item.range, interaction: .invokeDefaultAction) ?? true
        case .textAttachment(let attachment):
            delegate_?.textView(self, shouldInteractWith: attachment, in: item.range, interaction: .invokeDefaultAction) ?? true
        case .tag: false
        }
        return allowed ? defaultAction : nil
    }

    /// Finds the links `dataDetectorTypes` asks for in a read-only text, and has the layout manager show them and
    /// the `.link` ranges in the link attributes. The found links are not part of `attributedText`, as in UIKit.
    private func updateLinks() {
        detectedLinks = isEditable || dataDetectorTypes.isEmpty ? [] : DataDetection.links(in: storage.string, types: dataDetectorTypes)
        manager.linkStyle = (detectedLinks.map(\.range), linkTextAttributes ?? [:])
    }
}
