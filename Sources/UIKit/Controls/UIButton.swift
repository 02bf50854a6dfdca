import CoreGraphics
import QuartzCore

/// A control that performs an action when tapped: a title, an image and a background image for each state, or a
/// `configuration` that styles all of them.
///
/// As in UIKit, `titleLabel` and `imageView` are real subviews, laid out image first, then title, in the content
/// rectangle (the bounds inside `contentEdgeInsets`) by the content alignments. A state without a value of its own
/// uses the `.normal` state's. Actions come in UIKit's three shapes:
/// `button.addTarget(self, action: ProfileViewController.save, for: .touchUpInside)`, or `UIButton(primaryAction:)`.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// What a configuration update handler receives: the button whose state changed.
    public typealias ConfigurationUpdateHandler = @MainActor (UIButton) -> Void

    /// The button's kind; it never changes after the button is made.
    open var buttonType: ButtonType { kind }

    private var kind: ButtonType = .custom
    /// What the app set for each state, by the state's raw value.
    private var stateContent: [UInt: StateContent] = [:]
    let backgroundImageView = UIImageView(frame: .zero)
    let titleView = UILabel(frame: .zero)
    let imageContentView = UIImageView(frame: .zero)

    /// The label showing `currentTitle`; its font is the button's (15-point system by default).
    open var titleLabel: UILabel? { titleView }
    /// The image view showing `currentImage`.
    open var imageView: UIImageView? { imageContentView }

    /// The space between the bounds and the content (image and title); ignored while a configuration is set.
    open var contentEdgeInsets = UIEdgeInsets.zero {
        didSet { contentEdgeInsets = checkedInsets(contentEdgeInsets, oldValue, named: "contentEdgeInsets") }
    }

    /// Moves the title within the content rectangle; not part of the intrinsic size, as in UIKit.
    open var titleEdgeInsets = UIEdgeInsets.zero {
        didSet { titleEdgeInsets = checkedInsets(titleEdgeInsets, oldValue, named: "titleEdgeInsets") }
    }

    /// Moves the image within the content rectangle; not part of the intrinsic size, as in UIKit.
    open var imageEdgeInsets = UIEdgeInsets.zero {
        didSet { imageEdgeInsets = checkedInsets(imageEdgeInsets, oldValue, named: "imageEdgeInsets") }
    }

    /// Whether a custom button draws its images darker while highlighted, when the state has no image of its own.
    open var adjustsImageWhenHighlighted = true { didSet { contentDidChange() } }
    /// Whether a custom button draws its images lighter while disabled, when the state has no image of its own.
    open var adjustsImageWhenDisabled = true { didSet { contentDidChange() } }
    /// Whether the title's shadow moves to the other side of the text while highlighted, so engraved text looks embossed.
    open var reversesTitleShadowWhenHighlighted = false { didSet { contentDidChange() } }
    /// Accepted for compatibility; iOS stopped drawing the glow in iOS 13, and so does this UIKit.
    open var showsTouchWhenHighlighted = false

    /// Whether a touch lifted inside toggles `isSelected` before the primary action is sent.
    open var changesSelectionAsPrimaryAction = false

    // MARK: Configuration (drawn by UIButton+Configuration.swift)

    /// The look of the button as one value; setting one makes the button draw it instead of its per-state
    /// content, and nil goes back to that content.
    open var configuration: Configuration? {
        get { buttonConfiguration }
        set {
            buttonConfiguration = newValue
            // Set from the update handler, the new configuration is the update; it needs no other.
            if !isUpdatingConfiguration { setNeedsUpdateConfiguration() }
            contentDidChange()
        }
    }

    /// Called, after `updateConfiguration()`, before the first layout that follows a change of state.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet { setNeedsUpdateConfiguration() }
    }

    /// Whether the configuration is drawn for the current state (`configuration.updated(for: self)`) or as it is.
    open var automaticallyUpdatesConfiguration = true {
        didSet { contentDidChange() }
    }

    /// The label showing a configuration's subtitle; nil while the button has no configuration.
    open var subtitleLabel: UILabel? { buttonConfiguration == nil ? nil : subtitleView }

    /// Asks for `updateConfiguration()` and the update handler before the next layout; calls made before it
    /// comes lead to one update.
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// Override to change `configuration` for a new state; do not call it, call `setNeedsUpdateConfiguration()`.
    open func updateConfiguration() {}

    var buttonConfiguration: Configuration?
    var needsConfigurationUpdate = false
    var isUpdatingConfiguration = false
    let subtitleView = UILabel(frame: .zero)
    let configurationBackground = UIView(frame: .zero)
    let configurationBackgroundImage = UIImageView(frame: .zero)
    var activityIndicator: UIActivityIndicatorView?

    /// Makes a button of `buttonType`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        setType(buttonType)
    }

    /// Makes a button of `buttonType` (system by default) that performs `primaryAction` when tapped, titled with
    /// the action's title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        adopt(primaryAction)
    }

    /// Makes a custom button in `frame` that performs `primaryAction`, titled with the action's title and image.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        adopt(primaryAction)
    }

    /// Makes a system button styled by `configuration`, performing `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
        self.configuration = configuration
    }

    /// Makes a custom button: no look beyond what the app sets.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUp()
    }

    private func setUp() {
        titleView.font = .systemFont(ofSize: 15)
        titleView.lineBreakMode = .byTruncatingMiddle
        configurationBackground.isUserInteractionEnabled = false
        configurationBackground.addSubview(configurationBackgroundImage)
        configurationBackgroundImage.clipsToBounds = true
        for view in [configurationBackground, backgroundImageView, imageContentView, titleView, subtitleView] { addSubview(view) }
        contentDidChange()
    }

    package func setType(_ type: ButtonType) {
        kind = type
        if let symbol = Self.symbolImage(for: type) { stateContent[State.normal.rawValue, default: StateContent()].image = symbol }
        contentDidChange()
    }

    private func adopt(_ primaryAction: UIAction?) {
        guard let primaryAction else { return }
        addAction(primaryAction, for: .primaryActionTriggered)
        if !primaryAction.title.isEmpty { setTitle(primaryAction.title, for: .normal) }
        if let image = primaryAction.image { setImage(image, for: .normal) }
    }

    /// A system button showing `image` (a template in the tint color), sending `action` to `target` when tapped.
    /// Apple's returns `Self`; Swift cannot make a subclass without a required initializer, so this is a `UIButton`.
    open class func systemButton<Target: AnyObject>(with image: UIImage, target: Target, action: @escaping (Target) -> () -> Void) -> UIButton {
        systemButton(with: image) { $0.addTarget(target, action: action, for: .touchUpInside) }
    }

    open class func systemButton<Target: AnyObject, Sender>(with image: UIImage, target: Target,
                                                             action: @escaping (Target) -> (Sender) -> Void) -> UIButton {
        systemButton(with: image) { $0.addTarget(target, action: action, for: .touchUpInside) }
    }

    open class func systemButton<Target: AnyObject, Sender>(with image: UIImage, target: Target,
                                                             action: @escaping (Target) -> (Sender, UIEvent) -> Void) -> UIButton {
        systemButton(with: image) { $0.addTarget(target, action: action, for: .touchUpInside) }
    }

    /// A system button showing `image` that sends the action method `action` names to `target` on a tap; no action
    /// when `action` is nil.
    open class func systemButton(with image: UIImage, target: Any?, action: Selector?) -> UIButton {
        systemButton(with: image) { button in
            if let action { button.addTarget(target, action: action, for: .touchUpInside) }
        }
    }

    private class func systemButton(with image: UIImage, connect: (UIButton) -> Void) -> UIButton {
        let button = UIButton(type: .system)
        button.setImage(image, for: .normal)
        connect(button)
        return button
    }

    // MARK: Per-state content

    open func setTitle(_ title: String?, for state: State) { set(title, \.title, for: state) }
    open func title(for state: State) -> String? { value(\.title, for: state) }

    /// The title's color for `state`; without one set, `.normal`'s, or the type's default: white for custom
    /// buttons, the tint for the system ones (gray while disabled, white on the tint while selected).
    open func setTitleColor(_ color: UIColor?, for state: State) { set(color, \.titleColor, for: state) }
    open func titleColor(for state: State) -> UIColor? { value(\.titleColor, for: state) ?? defaultTitleColor(for: state) }

    /// The title's shadow color for `state`, drawn by `titleLabel` at its `shadowOffset`; without one set, `.normal`'s.
    open func setTitleShadowColor(_ color: UIColor?, for state: State) { set(color, \.titleShadowColor, for: state) }
    open func titleShadowColor(for state: State) -> UIColor? { value(\.titleShadowColor, for: state) }

    open func setImage(_ image: UIImage?, for state: State) { set(image, \.image, for: state) }
    open func image(for state: State) -> UIImage? { value(\.image, for: state) }

    /// Sets the image stretched over the bounds, behind the title and image, for `state`.
    open func setBackgroundImage(_ image: UIImage?, for state: State) { set(image, \.backgroundImage, for: state) }
    open func backgroundImage(for state: State) -> UIImage? { value(\.backgroundImage, for: state) }

    /// Sets a styled title for `state`, shown instead of the plain title and its color.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) { set(title, \.attributedTitle, for: state) }
    open func attributedTitle(for state: State) -> NSAttributedString? { value(\.attributedTitle, for: state) }

    /// Stored for `state`; no symbol images ship here, so it changes nothing drawn.
    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        set(configuration, \.symbolConfiguration, for: state)
    }

    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        value(\.symbolConfiguration, for: state)
    }

    open var currentTitle: String? { title(for: state) }
    open var currentTitleColor: UIColor {
        let color = titleColor(for: state)!
        // A system button fades its content while touched, whatever colors the app chose.
        guard isSystemStyled, isHighlighted, stateContent[state.rawValue]?.titleColor == nil else { return color }
        return color.withAlphaComponent(color.alpha * 0.2)
    }
    open var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }
    open var currentImage: UIImage? { image(for: state) }
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    open var currentPreferredSymbolConfiguration: UIImage.SymbolConfiguration? { preferredSymbolConfigurationForImage(in: state) }

    private func value<Value>(_ key: KeyPath<StateContent, Value?>, for state: State) -> Value? {
        stateContent[state.rawValue]?[keyPath: key] ?? stateContent[State.normal.rawValue]?[keyPath: key]
    }

    private func set<Value>(_ value: Value?, _ key: WritableKeyPath<StateContent, Value?>, for state: State) {
        stateContent[state.rawValue, default: StateContent()][keyPath: key] = value
        contentDidChange()
    }

    /// Every type but custom draws UIKit's tinted look.
    private var isSystemStyled: Bool { kind != .custom }

    private func defaultTitleColor(for state: State) -> UIColor {
        guard isSystemStyled else { return .white }
        if state.contains(.disabled) { return .systemGray }
        return state.contains(.selected) && kind == .system ? .white : tintColor
    }

    // MARK: Showing the state

    override package func stateDidChange() {
        super.stateDidChange()
        contentDidChange()
        setNeedsUpdateConfiguration()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        contentDidChange()
        setNeedsUpdateConfiguration()
    }

    /// Shows the current state's content and asks for a new size and layout.
    func contentDidChange() {
        if let buttonConfiguration { show(buttonConfiguration) } else { showStateContent() }
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    private func showStateContent() {
        let state = self.state
        showConfiguredViews(false)
        let ownContent = stateContent[state.rawValue]
        if let attributed = currentAttributedTitle {
            titleView.attributedText = attributed
        } else {
            titleView.text = currentTitle
            titleView.textColor = currentTitleColor
        }
        titleView.isHidden = titleView.text?.isEmpty ?? true
        titleView.shadowColor = currentTitleShadowColor
        titleView.isShadowReversed = reversesTitleShadowWhenHighlighted && isHighlighted

        // A system button draws plain images as templates, in its title's color.
        var image = currentImage
        if isSystemStyled, let plain = image, plain.renderingMode == .automatic { image = plain.withRenderingMode(.alwaysTemplate) }
        var background = currentBackgroundImage
        let darkens = !isSystemStyled && isHighlighted && adjustsImageWhenHighlighted
        if darkens, ownContent?.image == nil { image = image.map(Self.darkened) }
        if darkens, ownContent?.backgroundImage == nil { background = background.map(Self.darkened) }
        imageContentView.image = image
        imageContentView.preferredSymbolConfiguration = currentPreferredSymbolConfiguration
        imageContentView.isHidden = false
        imageContentView.tintColor = isSystemStyled ? titleColor(for: state) : nil
        let lightens = !isSystemStyled && !isEnabled && adjustsImageWhenDisabled
        imageContentView.alpha = isSystemStyled && isHighlighted ? 0.2 : lightens && ownContent?.image == nil ? 0.4 : 1
        backgroundImageView.image = background
        backgroundImageView.alpha = lightens && ownContent?.backgroundImage == nil ? 0.4 : 1

        // A selected system button shows its title knocked out of a tinted rounded rectangle, as on iOS.
        let tintedSelection = kind == .system && isSelected && background == nil && ownContent?.titleColor == nil
        backgroundImageView.backgroundColor = tintedSelection ? tintColor : nil
        backgroundImageView.layer.cornerRadius = tintedSelection ? 6 : 0
    }

    /// The image with a third of black laid over its opaque parts: UIKit's highlighted look for custom buttons.
    private static func darkened(_ image: UIImage) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = image.scale
        let darker = UIGraphicsImageRenderer(size: image.size, format: format).image { context in
            image.draw(at: .zero)
            context.cgContext.setFillColor(UIColor(white: 0, alpha: 1.0 / 3).cgColor)
            context.fill(CGRect(origin: .zero, size: image.size), blendMode: .sourceAtop)
        }
        return darker.withRenderingMode(image.renderingMode)
    }

    // MARK: Layout

    /// Where the background image goes: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }

    /// Where the content goes: the bounds inside `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }

    /// Where the title goes: beside the image, aligned in the content rectangle inset by `titleEdgeInsets` (and by
    /// the title padding, once the button has measured itself with it).
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        let padding = padsTitle && titleIsPadded ? Self.titlePadding : 0
        return placement(in: contentRect.inset(by: titleEdgeInsets).inset(by: UIEdgeInsets(top: padding, left: 0, bottom: padding, right: 0))).title
    }

    /// Where the image goes: before the title, aligned in the content rectangle inset by `imageEdgeInsets`.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { placement(in: contentRect.inset(by: imageEdgeInsets)).image }

    open override func layoutSubviews() {
        updateConfigurationIfNeeded()
        super.layoutSubviews()
        guard buttonConfiguration == nil else { return layoutConfiguredContent() }
        backgroundImageView.frame = backgroundRect(forBounds: bounds)
        let content = contentRect(forBounds: bounds)
        titleView.frame = titleRect(forContentRect: content)
        imageContentView.frame = imageRect(forContentRect: content)
    }

    /// The image and the title side by side, as one group aligned in `rect` by the content alignments; the
    /// image shrinks to fit, and the title is cut to the room the image leaves.
    private func placement(in rect: CGRect) -> (image: CGRect, title: CGRect) {
        let room = CGSize(width: max(rect.width, 0), height: max(rect.height, 0))
        var imageSize = imageContentView.image == nil ? .zero : imageContentView.intrinsicContentSize
        if imageSize.width > room.width || imageSize.height > room.height, imageSize.width > 0, imageSize.height > 0 {
            let fit = min(room.width / imageSize.width, room.height / imageSize.height)
            imageSize = CGSize(width: imageSize.width * fit, height: imageSize.height * fit)
        }
        var titleSize = titleView.isHidden ? .zero : titleView.sizeThatFits(.zero)
        titleSize.width = min(titleSize.width, room.width - imageSize.width)
        if effectiveContentHorizontalAlignment == .fill {
            if titleSize.width > 0 { titleSize.width = room.width - imageSize.width } else { imageSize.width = room.width }
        }
        if contentVerticalAlignment == .fill { (imageSize.height, titleSize.height) = (room.height, room.height) }
        let x = alignedOrigin(of: CGSize(width: imageSize.width + titleSize.width, height: 0), in: rect).x
        // Right to left (`semanticContentAttribute = .forceRightToLeft` is how apps put the image after the title),
        // the title comes first and the image after it.
        let imageFirst = effectiveUserInterfaceLayoutDirection == .leftToRight
        let image = CGRect(origin: CGPoint(x: imageFirst ? x : x + titleSize.width, y: alignedOrigin(of: imageSize, in: rect).y), size: imageSize)
        return (image, CGRect(origin: CGPoint(x: imageFirst ? image.maxX : x, y: alignedOrigin(of: titleSize, in: rect).y), size: titleSize))
    }

    /// Where a box of `size` goes in `rect` by the content alignments; a filling one starts at the left or top.
    func alignedOrigin(of size: CGSize, in rect: CGRect) -> CGPoint {
        let x: CGFloat = switch effectiveContentHorizontalAlignment {
        case .center: rect.midX - size.width / 2
        case .right, .trailing: rect.maxX - size.width
        case .left, .leading, .fill: rect.minX
        }
        let y: CGFloat = switch contentVerticalAlignment {
        case .center: rect.midY - size.height / 2
        case .bottom: rect.maxY - size.height
        case .top, .fill: rect.minY
        }
        return CGPoint(x: x, y: y)
    }

    /// The image and title side by side inside `contentEdgeInsets`, as UIKit measures a button without a
    /// configuration.
    ///
    /// While `contentEdgeInsets` are zero, UIKit pads a title by 6 points above and below: a button is its title's
    /// fitted height plus 12 tall, at every font size (30 for iOS's 15-point system font, 31 here, where Inter's
    /// line is a point taller; 26.5, 31 and 36 for 12-, 16- and 20-point Roboto, as flowkey's UIKit tests measured on
    /// iOS). Any other insets, even 0.01 points, replace the padding, which is what the usual workaround for it
    /// relies on. A button with neither title nor image measures 30 x 34, as UIKit's does.
    open override var intrinsicContentSize: CGSize {
        if buttonConfiguration != nil { return configuredContentSize }
        let image = imageContentView.image == nil ? .zero : imageContentView.intrinsicContentSize
        let title = titleView.isHidden ? .zero : titleView.sizeThatFits(.zero)
        if imageContentView.image == nil && titleView.isHidden { return Self.emptySize }
        let insets = contentEdgeInsets
        let padding = insets == .zero && !titleView.isHidden ? 2 * Self.titlePadding : 0
        if titleIsPadded { padsTitle = true }
        return CGSize(width: image.width + title.width + insets.left + insets.right,
                      height: max(image.height, title.height + padding) + insets.top + insets.bottom)
    }

    /// The room UIKit leaves above and below a title while `contentEdgeInsets` are zero.
    private static let titlePadding: CGFloat = 6
    private static let emptySize = CGSize(width: 30, height: 34)

    /// Whether the title alone shows, with zero `contentEdgeInsets`: the button UIKit pads.
    private var titleIsPadded: Bool { contentEdgeInsets == .zero && imageContentView.image == nil && !titleView.isHidden }

    /// Whether the button has measured itself padded. From then on UIKit lays the title out inside the padding too,
    /// so a top- or bottom-aligned title stays 6 points from the edge, while one in a button never measured (only
    /// given a frame) touches it: both as flowkey's UIKit tests found on iOS.
    private var padsTitle = false

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Touches

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        let inside = isEnabled && touches.first.map { bounds.insetBy(dx: -Self.touchSlop, dy: -Self.touchSlop).contains($0.location(in: self)) } == true
        if changesSelectionAsPrimaryAction, inside { isSelected.toggle() }
        super.touchesEnded(touches, with: event)
        if inside, showsMenuAsPrimaryAction, let menu { MenuListView.show(menu, from: self) }
    }

    override package var touchUpInsideEvents: Event {
        showsMenuAsPrimaryAction && menu != nil ? .menuActionTriggered : [.touchUpInside, .primaryActionTriggered]
    }

    /// The menu the button shows when tapped, if `showsMenuAsPrimaryAction`.
    open var menu: UIMenu?

    // MARK: Checks

    private func checkedInsets(_ insets: UIEdgeInsets, _ old: UIEdgeInsets, named name: String) -> UIEdgeInsets {
        let checked = checkedFinite(insets, insets.top, insets.left, insets.bottom, insets.right, keeping: old, for: "UIButton.\(name)")
        if checked != old { contentDidChange() }
        return checked
    }
}

/// What the app set for one state of a button.
private struct StateContent {
    var title: String?
    var attributedTitle: NSAttributedString?
    var titleColor: UIColor?
    var titleShadowColor: UIColor?
    var image: UIImage?
    var backgroundImage: UIImage?
    var symbolConfiguration: UIImage.SymbolConfiguration?
}
