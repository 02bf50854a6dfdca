import CoreGraphics
import Foundation

/// A one-line editable text area.
///
/// A tap makes it the first responder, which turns on the platform's text input; the hardware keyboard types,
/// deletes, moves the caret (by word with Ctrl, the Command key of a Mac keyboard), selects with Shift, and
/// cuts, copies and pastes through `UIPasteboard.general`. The mouse places the caret, drags a selection, and
/// selects a word with a double click. Text an input method is composing shows underlined at the caret.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInput, UIContentSizeCategoryAdjusting {
    private var buffer = TextEditingBuffer()
    /// Text an input method is composing, shown at the caret but not yet part of `text`.
    private var markedText = ""
    private var markedCursor = 0
    /// How far the text is scrolled left while editing, so the caret stays in view.
    private var scrollOffset: CGFloat = 0
    private let caret = TextCaretView()
    private var trackingClearButton = false
    /// A secure field edited again replaces its text with the first character typed, as iOS does.
    private var replacesTextOnInsertion = false

    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    open weak var delegate: UITextFieldDelegate?

    // MARK: Text

    /// The text; never nil when read, as in UIKit. Setting it moves the caret to the end and sends no actions.
    open var text: String? {
        get { buffer.text }
        set {
            buffer = TextEditingBuffer(text: newValue ?? "")
            textDidChange()
            didChangeValue(forKey: "text")
        }
    }

    /// The text with the field's font and color as its attributes. Setting it takes the text, and the font and
    /// color of its first character.
    open var attributedText: NSAttributedString? {
        get { NSAttributedString(string: buffer.text, attributes: defaultTextAttributes) }
        set {
            if let newValue, newValue.length > 0 { defaultTextAttributes = newValue.attributes(at: 0, effectiveRange: nil) }
            text = newValue?.string
        }
    }

    /// The font and color new text gets.
    open var defaultTextAttributes: [NSAttributedString.Key: Any] {
        get { [.font: font!, .foregroundColor: textColor!] }
        set {
            if let font = newValue[.font] as? UIFont { self.font = font }
            if let color = newValue[.foregroundColor] as? UIColor { textColor = color }
        }
    }

    open var placeholder: String? {
        get { attributedPlaceholder?.string }
        set { attributedPlaceholder = newValue.map { NSAttributedString(string: $0) } }
    }

    /// The placeholder; its first character's color, if it has one, replaces the placeholder gray.
    open var attributedPlaceholder: NSAttributedString? {
        didSet { textDidChange() }
    }

    /// The font; nil restores the default, the 17-point system font.
    open var font: UIFont! {
        get { fieldFont }
        set {
            fieldFont = newValue ?? .systemFont(ofSize: 17)
            textDidChange()
        }
    }

    private var fieldFont = UIFont.systemFont(ofSize: 17) {
        didSet { measurer = LineMeasurer(font: fieldFont) }
    }

    /// Whether a text style's font (or one `UIFontMetrics` scaled) follows the content size category of the field's
    /// traits; off by default, as on iOS.
    open var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFonts(to: traitCollection) } }
    }

    package override func adjustFonts(to traitCollection: UITraitCollection) {
        guard adjustsFontForContentSizeCategory else { return }
        let adjusted = fieldFont.adjusted(for: traitCollection)
        if adjusted !== fieldFont { font = adjusted }
    }

    private var measurer = LineMeasurer(font: .systemFont(ofSize: 17))

    /// The text color; nil restores the default, `.label`.
    open var textColor: UIColor! {
        get { fieldTextColor }
        set {
            fieldTextColor = newValue ?? .label
            setNeedsDisplay()
        }
    }

    private var fieldTextColor = UIColor.label

    open var textAlignment: NSTextAlignment = .natural {
        didSet { updateSelectionDisplay() }
    }

    open var borderStyle: BorderStyle = .none {
        didSet { textDidChange() }
    }

    /// Drawn behind the text, stretched to the bounds, in place of the border style's own look.
    open var background: UIImage? {
        didSet { setNeedsDisplay() }
    }

    open var disabledBackground: UIImage? {
        didSet { setNeedsDisplay() }
    }

    open var clearButtonMode: ViewMode = .never {
        didSet { textDidChange() }
    }

    open var clearsOnBeginEditing = false

    open var leftView: UIView? {
        didSet { overlayDidChange(from: oldValue, to: leftView) }
    }

    open var leftViewMode: ViewMode = .never {
        didSet { textDidChange() }
    }

    open var rightView: UIView? {
        didSet { overlayDidChange(from: oldValue, to: rightView) }
    }

    open var rightViewMode: ViewMode = .never {
        didSet { textDidChange() }
    }

    /// Kept for code that sets it: there is no on-screen keyboard to replace.
    open var inputView: UIView?
    open var inputAccessoryView: UIView?

    open private(set) var isEditing = false

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
    open var textContentType: UITextContentType!

    /// Shows a bullet for each character, and refuses to copy or cut.
    open var isSecureTextEntry = false {
        didSet { textDidChange() }
    }

    // MARK: Life cycle

    public override init(frame: CGRect) {
        super.init(frame: frame)
        configureTextField()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        configureTextField()
    }

    /// A text field that performs `primaryAction` when Return is pressed.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    private func configureTextField() {
        isOpaque = false
        contentMode = .redraw
        contentVerticalAlignment = .center
        addSubview(caret)
    }

    // MARK: Geometry (overridable, as in UIKit)

    open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the text shows when not editing: inside the border's padding and beside the visible overlays.
    open func textRect(forBounds bounds: CGRect) -> CGRect {
        var rect = bounds.insetBy(dx: borderPadding, dy: 0)
        var right = rect.maxX
        // Each overlay takes its side of the text, wherever a subclass places it.
        func exclude(_ overlay: CGRect) {
            if overlay.midX > bounds.midX { right = min(right, overlay.minX) } else { rect.origin.x = max(rect.minX, overlay.maxX) }
        }
        if isShowing(leftView, mode: leftViewMode) { exclude(leftViewRect(forBounds: bounds)) }
        if isShowing(rightView, mode: rightViewMode) { exclude(rightViewRect(forBounds: bounds)) }
        if isShowingClearButton { exclude(clearButtonRect(forBounds: bounds)) }
        rect.size.width = max(0, right - rect.minX)
        return rect
    }

    open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

    /// The clear button's 19-point circle at the trailing edge, left of a visible right view.
    open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
        let trailing = isShowing(rightView, mode: rightViewMode) ? rightViewRect(forBounds: bounds).minX : bounds.maxX - borderPadding + 1
        return CGRect(x: trailing - Self.clearButtonSize - 1, y: bounds.midY - Self.clearButtonSize / 2,
                      width: Self.clearButtonSize, height: Self.clearButtonSize)
    }

    open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(leftView)
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
        let size = overlaySize(rightView)
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    private static let clearButtonSize: CGFloat = 19
    private static let caretWidth = TextCaretView.width

    /// The space between the border and the text: iOS's 7 points inside a rounded rectangle.
    private var borderPadding: CGFloat {
        switch borderStyle {
        case .none: 0
        case .line, .bezel: 2
        case .roundedRect: 7
        }
    }

    private func overlaySize(_ view: UIView?) -> CGSize {
        guard let view else { return .zero }
        return view.bounds.size == .zero ? view.sizeThatFits(bounds.size) : view.bounds.size
    }

    private func isShowing(_ overlay: UIView?, mode: ViewMode) -> Bool {
        overlay != nil && isShowing(mode)
    }

    private func isShowing(_ mode: ViewMode) -> Bool {
        switch mode {
        case .never: false
        case .always: true
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        }
    }

    private var isShowingClearButton: Bool { !buffer.text.isEmpty && isShowing(clearButtonMode) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let shown = buffer.text.isEmpty ? attributedPlaceholder?.string ?? "" : displayText
        var width = lineWidth(shown) + 2 * borderPadding + Self.caretWidth
        if isShowing(leftView, mode: leftViewMode) { width += overlaySize(leftView).width }
        if isShowing(rightView, mode: rightViewMode) { width += overlaySize(rightView).width }
        if isShowingClearButton { width += Self.clearButtonSize + 2 }
        let overlays = max(overlaySize(leftView).height, overlaySize(rightView).height)
        let text = font.lineHeight + (borderStyle == .roundedRect ? 14 : 2 * borderPadding)
        return CGSize(width: width.rounded(.up), height: max(text, overlays).rounded(.up))
    }

    open override var intrinsicContentSize: CGSize { sizeThatFits(.zero) }

    open override func layoutSubviews() {
        super.layoutSubviews()
        for (overlay, mode, rect) in [(leftView, leftViewMode, leftViewRect(forBounds: bounds)),
                                      (rightView, rightViewMode, rightViewRect(forBounds: bounds))] {
            guard let overlay else { continue }
            overlay.isHidden = !isShowing(mode)
            overlay.frame = rect
        }
        updateSelectionDisplay()
    }

    private func overlayDidChange(from old: UIView?, to new: UIView?) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        textDidChange()
    }

    // MARK: Editing

    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Starts editing, if the delegate agrees and the field is in a window.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              super.becomeFirstResponder() else { return false }
        isEditing = true
        replacesTextOnInsertion = isSecureTextEntry && !buffer.text.isEmpty
        if clearsOnBeginEditing, !buffer.text.isEmpty, delegate?.textFieldShouldClear(self) ?? true {
            buffer = TextEditingBuffer()
        }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin, with: nil)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        textDidChange()
        return true
    }

    /// Ends editing, if the delegate agrees.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard delegate?.textFieldShouldEndEditing(self) ?? true else { return false }
        return super.resignFirstResponder()
    }

    package override func didResignFirstResponder() {
        isEditing = false
        markedText = ""
        scrollOffset = 0
        caret.hide()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd, with: nil)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        textDidChange()
    }

    open var hasText: Bool { !buffer.text.isEmpty }

    /// Types `text` over the selection, if the delegate allows it.
    open func insertText(_ text: String) {
        markedText = ""
        if replacesTextOnInsertion {
            replacesTextOnInsertion = false
            buffer.selectAll()
        }
        replace(buffer.selection, with: text)
    }

    open func deleteBackward() {
        replacesTextOnInsertion = false
        guard let range = buffer.rangeDeletingBackward(byWord: false) else { return }
        replace(range, with: "")
    }

    /// Replaces `range` with `string` as the user would: the delegate may refuse; otherwise the selection changes,
    /// then `.editingChanged` is sent and the change is posted.
    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        buffer.replace(range, with: string)
        editsDidChangeText()
    }

    private func editsDidChangeText() {
        textDidChange()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged, with: nil)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    private func select(_ change: (inout TextEditingBuffer) -> Void) {
        let before = buffer
        change(&buffer)
        guard buffer != before else { return }
        updateSelectionDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    // MARK: Positions and ranges (UITextInput)

    open var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    open var endOfDocument: UITextPosition { UITextPosition(offset: buffer.length) }

    /// The selection, or the caret as an empty range; nil while not editing, as in UIKit.
    open var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let selection = buffer.selection
            return UITextRange(start: UITextPosition(offset: selection.location),
                               end: UITextPosition(offset: selection.location + selection.length))
        }
        set {
            guard let newValue else { return }
            select { $0.select(newValue.nsRange) }
        }
    }

    /// The text an input method is composing, at the selection; nil when it composes nothing.
    open var markedTextRange: UITextRange? {
        guard !markedText.isEmpty else { return nil }
        let start = buffer.selection.location
        return UITextRange(start: UITextPosition(offset: start), end: UITextPosition(offset: start + markedText.utf16.count))
    }

    open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        .between(fromPosition, toPosition, inTextOfLength: buffer.length)
    }

    /// The position `offset` UTF-16 units from `position`, or nil outside the text.
    open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        position.moved(by: offset, inTextOfLength: buffer.length)
    }

    open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }

    open func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult { position.compared(to: other) }

    open func text(in range: UITextRange) -> String? {
        guard range.end.offset <= buffer.length else { return nil }
        return buffer.substring(range.nsRange)
    }

    /// Replaces the text in `range`, as typing would but without asking the delegate, as UIKit does.
    open func replace(_ range: UITextRange, withText text: String) {
        guard range.end.offset <= buffer.length else { return }
        buffer.replace(range.nsRange, with: text)
        editsDidChangeText()
    }

    open var markedTextStyle: [NSAttributedString.Key: Any]?
    open weak var inputDelegate: UITextInputDelegate?
    open lazy var tokenizer: UITextInputTokenizer = UITextInputStringTokenizer(textInput: self)

    /// Shows `markedText` as the composition at the caret, with the cursor at `selectedRange`'s start.
    open func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        let text = markedText ?? ""
        let cursor = String(text.utf16.prefix(max(0, selectedRange.location))).map(\.count) ?? text.count
        compositionDidChange(text, cursor: cursor)
    }

    /// Types the composition into the text.
    open func unmarkText() {
        let composed = markedText
        markedText = ""
        if composed.isEmpty { textDidChange() } else { replace(buffer.selection, with: composed) }
    }

    open func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        var moved = buffer
        moved.select(NSRange(location: position.offset, length: 0))
        for _ in 0..<max(0, offset) { moved.move(direction.isBackward ? .left : .right, extending: false) }
        return UITextPosition(offset: moved.focus)
    }

    open func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction.isBackward ? range.start : range.end
    }

    open func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        textRange(from: position, to: direction.isBackward ? beginningOfDocument : endOfDocument)
    }

    open func baseWritingDirection(for position: UITextPosition, in direction: UITextStorageDirection) -> NSWritingDirection { .leftToRight }

    /// A field's text has one direction; writing directions are set on text views' paragraphs.
    open func setBaseWritingDirection(_ writingDirection: NSWritingDirection, for range: UITextRange) {}

    /// The caret before `position`, in the field's coordinates.
    open func caretRect(for position: UITextPosition) -> CGRect {
        let rect = editingRect(forBounds: bounds), lineHeight = font.lineHeight, offset = min(max(0, position.offset), buffer.length)
        let x = lineOrigin(in: rect, width: lineWidth(displayText))
            + (visualLine.map { $0.caretX(at: offset, width: measure) } ?? prefixWidth(to: offset))
        return CGRect(x: (x - Self.caretWidth / 2).rounded(), y: (rect.midY - lineHeight / 2).rounded(), width: Self.caretWidth,
                      height: lineHeight.rounded())
    }

    open func firstRect(for range: UITextRange) -> CGRect {
        selectionRects(for: range).first?.rect ?? .zero
    }

    open func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let start = caretRect(for: range.start), end = caretRect(for: range.end)
        guard let visualLine else {
            return [UITextSelectionRect(rect: CGRect(x: start.midX, y: start.minY, width: end.midX - start.midX, height: start.height),
                                        containsStart: true, containsEnd: true)]
        }
        // Mixed-direction text: one rectangle for each run the range reaches, left to right.
        let origin = lineOrigin(in: editingRect(forBounds: bounds), width: lineWidth(displayText))
        let spans = visualLine.spans(from: range.start.offset, to: range.end.offset, width: measure)
        return spans.map { span in
            UITextSelectionRect(rect: CGRect(x: origin + span.lowerBound, y: start.minY, width: span.upperBound - span.lowerBound, height: start.height),
                                containsStart: span.contains(start.midX - origin), containsEnd: span.contains(end.midX - origin))
        }
    }

    open func closestPosition(to point: CGPoint) -> UITextPosition? {
        UITextPosition(offset: offset(at: point))
    }

    open func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        UITextPosition(offset: min(max(offset(at: point), range.start.offset), range.end.offset))
    }

    open func characterRange(at point: CGPoint) -> UITextRange? {
        guard buffer.length > 0 else { return nil }
        let start = min(offset(at: point), buffer.length - 1)
        let range = (buffer.text as NSString).rangeOfComposedCharacterSequence(at: start)
        return UITextRange(start: UITextPosition(offset: range.location), end: UITextPosition(offset: range.location + range.length))
    }

    // MARK: Standard edit actions

    /// The standard edit actions by selector, so menus, key commands and ported code reach them by name, and the
    /// text properties by key.
    open nonisolated override class var objcMemberTable: ObjCMemberTable { editActions }
    private nonisolated static func action(_ action: @escaping @MainActor @Sendable (UITextField, Any?) -> Void) -> ObjCMemberTable.Method {
        ObjCMemberTable.editAction(action)
    }

    private nonisolated static let keyValues = ObjCMemberTable(inheriting: UIControl.objcMemberTable, properties: [
        .readWrite("text") { \UITextField.text }, .readWrite("attributedText") { \UITextField.attributedText },
        .readWrite("placeholder") { \UITextField.placeholder }, .readWrite("font") { \UITextField.font },
        .readWrite("textColor") { \UITextField.textColor },
    ])

    private nonisolated static let editActions = ObjCMemberTable(inheriting: keyValues, methods: [
        "selectAll:": UITextField.action { $0.selectAll($1) }, "copy:": UITextField.action { $0.copy($1) }, "cut:": UITextField.action { $0.cut($1) },
        "paste:": UITextField.action { $0.paste($1) }, "delete:": UITextField.action { $0.delete($1) },
    ])

    open func selectAll(_ sender: Any?) {
        if !isFirstResponder { becomeFirstResponder() }
        select { $0.selectAll() }
    }

    open func copy(_ sender: Any?) {
        guard !isSecureTextEntry, buffer.selection.length > 0 else { return }
        UIPasteboard.general.string = buffer.selectedText
    }

    open func cut(_ sender: Any?) {
        guard !isSecureTextEntry, buffer.selection.length > 0 else { return }
        UIPasteboard.general.string = buffer.selectedText
        replace(buffer.selection, with: "")
    }

    open func paste(_ sender: Any?) {
        // One line only: pasted line breaks become spaces.
        guard let pasted = UIPasteboard.general.string?.replacingOccurrences(of: "\n", with: " ") else { return }
        insertText(pasted)
    }

    open func delete(_ sender: Any?) {
        guard buffer.selection.length > 0 else { return }
        replace(buffer.selection, with: "")
    }

    // MARK: Keys

    package override func handleEditingKey(_ key: UIKey) -> Bool {
        guard isEditing else { return false }
        let flags = key.modifierFlags
        // Ctrl arrives as Command on Linux; a Mac keyboard moves by word with Option.
        let command = flags.contains(.command), byWord = command || flags.contains(.alternate), extending = flags.contains(.shift)
        switch key.keyCode {
        case .keyboardDeleteOrBackspace:
            replacesTextOnInsertion = false
            if let range = buffer.rangeDeletingBackward(byWord: byWord) { replace(range, with: "") }
        case .keyboardDeleteForward:
            if let range = buffer.rangeDeletingForward(byWord: byWord) { replace(range, with: "") }
        case .keyboardLeftArrow, .keyboardRightArrow:
            let leftwards = key.keyCode == .keyboardLeftArrow
            // Right-to-left text moves by what is on the screen; a caret at the line's edge stays.
            if !byWord, extending || buffer.selection.length == 0, let visualLine {
                guard let target = VisualLine.offset(movingFrom: buffer.focus, leftwards: leftwards, among: visualLine.boundaries,
                                                     caretX: { visualLine.caretX(at: $0, width: measure) }) else { break }
                select { $0.move(.to(target), extending: extending) }
            } else {
                select { $0.move(byWord ? (leftwards ? .wordLeft : .wordRight) : (leftwards ? .left : .right), extending: extending) }
            }
        case .keyboardHome, .keyboardUpArrow, .keyboardPageUp:
            select { $0.move(.start, extending: extending) }
        case .keyboardEnd, .keyboardDownArrow, .keyboardPageDown:
            select { $0.move(.end, extending: extending) }
        case .keyboardReturnOrEnter, .keypadEnter:
            returnPressed()
        case .keyboardA where command: selectAll(nil)
        case .keyboardC where command: copy(nil)
        case .keyboardX where command: cut(nil)
        case .keyboardV where command: paste(nil)
        default:
            return false
        }
        return true
    }

    /// Keys that type go into the field and no further up the responder chain.
    package override var takesTypedPresses: Bool { isEditing }

    /// Return asks the delegate, then ends editing if anyone listens for `.editingDidEndOnExit`.
    private func returnPressed() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.editingDidEndOnExit, .primaryActionTriggered], with: nil)
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    package override func compositionDidChange(_ text: String, cursor: Int) {
        markedText = text
        markedCursor = min(max(0, cursor), text.count)
        textDidChange()
    }

    // MARK: Touches

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        trackingClearButton = isShowingClearButton && clearButtonRect(forBounds: bounds).contains(location)
        guard isEditing, !trackingClearButton else { return true }
        let offset = offset(at: location)
        switch touch.tapCount {
        case 2: select { $0.selectWord(at: offset) }
        case 3...: select { $0.selectAll() }
        default: select { $0.select(NSRange(location: offset, length: 0)) }
        }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        if isEditing, !trackingClearButton, touch.tapCount < 2 {
            let offset = offset(at: touch.location(in: self))
            select { $0.extendSelection(to: offset) }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        guard let touch, isTouchInside else { return }
        let location = touch.location(in: self)
        if trackingClearButton {
            if clearButtonRect(forBounds: bounds).contains(location) { clearButtonTapped() }
        } else if !isEditing, becomeFirstResponder() {
            let offset = offset(at: location)
            select { $0.select(NSRange(location: offset, length: 0)) }
        }
        trackingClearButton = false
    }

    private func clearButtonTapped() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        buffer = TextEditingBuffer()
        editsDidChangeText()
    }

    // MARK: Display

    /// What shows for the text: bullets for secure entry, with the composition at the caret.
    private var displayText: String { display(buffer.text) }

    private func display(_ text: String) -> String {
        isSecureTextEntry ? String(repeating: "•", count: text.count) : text
    }

    /// The text before the selection, the composition, and the text after it, as shown.
    private var shownPieces: (before: String, marked: String, after: String) {
        let selection = buffer.selection
        let before = display(buffer.substring(NSRange(location: 0, length: selection.location)))
        let after = display(buffer.substring(NSRange(location: selection.location + selection.length,
                                                     length: buffer.length - selection.location - selection.length)))
        return markedText.isEmpty ? (display(buffer.substring(NSRange(location: 0, length: buffer.length))), "", "") : (before, markedText, after)
    }

    private func lineWidth(_ text: String) -> CGFloat {
        measurer.width(of: text)
    }

    private func measure(_ piece: Substring) -> CGFloat {
        measurer.width(of: String(piece))
    }

    /// The shown line placed run by run when it mixes directions; nil for left-to-right text alone, or while composing.
    private var visualLine: VisualLine? {
        let line = displayText
        guard markedText.isEmpty, BidirectionalLine.needsReordering(line) else { return nil }
        return VisualLine(line, width: measure)
    }

    /// Where the caret (the selection's moving end, or the composition's cursor) is, from the start of the line.
    private var caretOffsetInLine: CGFloat {
        if !markedText.isEmpty {
            let pieces = shownPieces
            return lineWidth(pieces.before + pieces.marked.prefix(markedCursor))
        }
        if let visualLine { return visualLine.caretX(at: buffer.focus, width: measure) }
        return lineWidth(display(buffer.substring(NSRange(location: 0, length: buffer.focus))))
    }

    /// The left end of the line in `rect`: aligned while it fits, scrolled to keep the caret in view when not.
    private func lineOrigin(in rect: CGRect, width: CGFloat) -> CGFloat {
        if width > rect.width { return rect.minX - scrollOffset }
        return switch resolvedAlignment(textAlignment) {
        case .center: rect.midX - width / 2
        case .right: rect.maxX - width
        case .left, .natural, .justified: rect.minX
        }
    }

    /// The offset in the text of the character boundary nearest `point`.
    private func offset(at point: CGPoint) -> Int {
        let rect = editingRect(forBounds: bounds)
        let x = point.x - lineOrigin(in: rect, width: lineWidth(displayText))
        if let visualLine { return visualLine.offset(atX: x, width: measure) }
        var offsets: [Int] = [0]
        var offset = 0
        for character in buffer.text {
            offset += character.utf16.count
            offsets.append(offset)
        }
        // Prefix widths grow with the prefix, so the boundary nearest x is found by bisection.
        var low = 0, high = offsets.count - 1
        while low < high {
            let middle = (low + high) / 2
            if prefixWidth(to: offsets[middle]) < x { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return 0 }
        let after = prefixWidth(to: offsets[low]), before = prefixWidth(to: offsets[low - 1])
        return x - before < after - x ? offsets[low - 1] : offsets[low]
    }

    private func prefixWidth(to offset: Int) -> CGFloat {
        lineWidth(display(buffer.substring(NSRange(location: 0, length: offset))))
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        updateSelectionDisplay()
    }

    /// Scrolls the caret into view, places it, and restarts its blink: it stays lit while the user types.
    private func updateSelectionDisplay() {
        setNeedsDisplay()
        guard isEditing else { return caret.hide() }
        let rect = editingRect(forBounds: bounds)
        let pieces = shownPieces, total = lineWidth(pieces.before + pieces.marked + pieces.after)
        let caretX = caretOffsetInLine
        if total <= rect.width {
            scrollOffset = 0
        } else {
            scrollOffset = min(max(scrollOffset, caretX + Self.caretWidth - rect.width), caretX, total + Self.caretWidth - rect.width)
        }
        let lineHeight = font.lineHeight
        caret.show(buffer.selection.length == 0, at: CGRect(x: (lineOrigin(in: rect, width: total) + caretX - Self.caretWidth / 2).rounded(),
                                                           y: (rect.midY - lineHeight / 2).rounded(), width: Self.caretWidth,
                                                           height: lineHeight.rounded()), color: tintColor)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        caret.backgroundColor = tintColor
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        drawBorder(in: borderRect(forBounds: bounds))
        if buffer.text.isEmpty, markedText.isEmpty {
            drawPlaceholder(in: placeholderRect(forBounds: bounds))
        } else {
            drawText(in: isEditing ? editingRect(forBounds: bounds) : textRect(forBounds: bounds))
        }
        if isShowingClearButton { drawClearButton(in: clearButtonRect(forBounds: bounds)) }
    }

    open func drawText(in rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.saveGState()
        defer { ctx.restoreGState() }
        ctx.clip(to: rect)
        guard isEditing else {
            let layout = TextLayout(text: displayText, font: font, width: rect.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
            return layout.draw(in: rect, alignment: resolvedAlignment(textAlignment), color: textColor, context: ctx)
        }
        let pieces = shownPieces, line = pieces.before + pieces.marked + pieces.after
        let width = lineWidth(line), origin = lineOrigin(in: rect, width: width)
        let selection = buffer.selection
        if selection.length > 0 {
            let start = lineWidth(display(buffer.substring(NSRange(location: 0, length: selection.location))))
            let end = lineWidth(display(buffer.substring(NSRange(location: 0, length: selection.location + selection.length))))
            let spans = visualLine?.spans(from: selection.location, to: selection.location + selection.length, width: measure) ?? [start...end]
            tintColor.withAlphaComponent(0.2).setFill()
            for span in spans {
                ctx.fill(CGRect(x: origin + span.lowerBound, y: rect.midY - font.lineHeight / 2, width: span.upperBound - span.lowerBound,
                                height: font.lineHeight))
            }
        }
        let layout = TextLayout(text: line, font: font, width: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping)
        layout.draw(in: CGRect(x: origin, y: rect.minY, width: width, height: rect.height), alignment: .left, color: textColor, context: ctx)
        if !pieces.marked.isEmpty {
            // The composition is underlined, as input methods show unconfirmed text.
            let start = origin + lineWidth(pieces.before), y = (rect.midY + font.lineHeight / 2 - font.descender / 2).rounded() - 0.5
            textColor.setStroke()
            let underline = UIBezierPath()
            underline.move(to: CGPoint(x: start, y: y))
            underline.addLine(to: CGPoint(x: start + lineWidth(pieces.marked), y: y))
            underline.lineWidth = 1
            underline.stroke()
        }
    }

    open func drawPlaceholder(in rect: CGRect) {
        guard let placeholder = attributedPlaceholder, placeholder.length > 0, let ctx = UIGraphicsGetCurrentContext() else { return }
        let color = placeholder.attributes(at: 0, effectiveRange: nil)[.foregroundColor] as? UIColor ?? .placeholderText
        let layout = TextLayout(text: placeholder.string, font: font, width: rect.width, numberOfLines: 1, lineBreakMode: .byTruncatingTail)
        ctx.saveGState()
        ctx.clip(to: rect)
        layout.draw(in: rect, alignment: resolvedAlignment(textAlignment), color: color, context: ctx)
        ctx.restoreGState()
    }

    private func drawBorder(in rect: CGRect) {
        if let image = isEnabled ? background : disabledBackground ?? background {
            return image.draw(in: rect)
        }
        switch borderStyle {
        case .none:
            break
        case .line:
            UIColor.black.setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
        case .bezel:
            UIColor(white: 0.6, alpha: 1).setStroke()
            UIBezierPath(rect: rect.insetBy(dx: 0.5, dy: 0.5)).stroke()
            // A darker top edge makes the field look sunk into the surface.
            UIColor(white: 0.3, alpha: 1).setFill()
            UIRectFill(CGRect(x: rect.minX, y: rect.minY, width: rect.width, height: 1))
        case .roundedRect:
            let outline = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 5)
            (isEnabled ? UIColor.systemBackground : UIColor.secondarySystemBackground).setFill()
            outline.fill()
            UIColor.systemGray4.setStroke()
            outline.stroke()
        }
    }

    /// A gray disc with a white cross, as iOS draws the clear button.
    private func drawClearButton(in rect: CGRect) {
        let disc = rect.insetBy(dx: 1.5, dy: 1.5)
        UIColor.systemGray2.withAlphaComponent(trackingClearButton ? 0.6 : 1).setFill()
        UIBezierPath(ovalIn: disc).fill()
        let arm = disc.width * 0.19
        let cross = UIBezierPath()
        cross.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
        cross.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
        cross.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
        cross.lineWidth = 1.5
        cross.lineCapStyle = .round
        UIColor.white.setStroke()
        cross.stroke()
    }
}
