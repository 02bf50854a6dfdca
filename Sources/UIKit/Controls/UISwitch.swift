import CoreGraphics
import QuartzCore

/// A control that offers a choice between on and off: a capsule track and a round thumb that slides from end to end.
///
/// As on iOS, a switch is 51x31 points whatever frame it is given (the frame keeps its origin), and its track fills
/// with `onTintColor` when it is on. A tap toggles it; a drag carries the thumb to the side the finger is on and the
/// switch takes that side when the finger lifts. Either sends `.valueChanged` if the value changed; setting the
/// value from code sends nothing.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The size of every switch since iOS 7.
    static let size = CGSize(width: 51, height: 31)
    /// The gap between the track's edge and the thumb.
    private static let inset: CGFloat = 2
    /// How far a pressed thumb stretches towards the middle, as iOS's does under a finger.
    private static let pressedStretch: CGFloat = 7
    /// How far a finger moves before a touch counts as a drag rather than a tap.
    private static let dragDistance: CGFloat = 4
    /// The off track over white, iOS's light gray: the secondary system fill.
    private static let offTrackColor = UIColor.secondarySystemFill

    /// Whether the switch is on; setting it moves the thumb at once and sends no action.
    open var isOn: Bool {
        get { on }
        set { setOn(newValue, animated: false) }
    }

    /// The track's color when the switch is on; nil is the system green.
    open var onTintColor: UIColor? {
        didSet { showValue(); appearancePropertyDidChange(\UISwitch.onTintColor) }
    }

    /// The thumb's color; nil is white.
    open var thumbTintColor: UIColor? {
        didSet { thumb.color = thumbTintColor ?? .white; appearancePropertyDidChange(\UISwitch.thumbTintColor) }
    }

    private var on = false
    /// The side the thumb shows: the value, or where a dragging finger has carried it.
    private var shownOn = false
    private var touchStartX: CGFloat = 0
    private var dragged = false
    private let track = UIView(frame: .zero)
    private let thumb = ThumbView(frame: .zero)

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
        track.isUserInteractionEnabled = false
        track.layer.cornerRadius = Self.size.height / 2
        addSubview(track)
        track.addSubview(thumb)
        showValue()
    }

    package override var fixedSize: CGSize? { Self.size }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Turns the switch on or off; animated, the thumb slides and the track's color fades over a quarter of a
    /// second. Sends no action.
    open func setOn(_ on: Bool, animated: Bool) {
        self.on = on
        shownOn = on
        UIView.animate(if: animated) { self.showValue() }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        showValue()
    }

    package override func stateDidChange() {
        super.stateDidChange()
        UIView.animate(if: true, duration: 0.2) { self.showValue() }
    }

    /// Places the thumb on the shown side, stretched while pressed, and colors the track to match.
    private func showValue() {
        let width = Self.size.height - 2 * Self.inset + (isHighlighted ? Self.pressedStretch : 0)
        let x = shownOn ? bounds.width - Self.inset - width : Self.inset
        track.frame = bounds
        track.alpha = contentAlpha
        track.backgroundColor = shownOn ? onTintColor ?? .systemGreen : Self.offTrackColor
        thumb.frame = CGRect(x: x, y: Self.inset, width: width, height: Self.size.height - 2 * Self.inset)
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchStartX = touch.location(in: self).x
        dragged = false
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        dragged = dragged || abs(x - touchStartX) >= Self.dragDistance
        if dragged, (x > bounds.midX) != shownOn {
            shownOn = x > bounds.midX
            UIView.animate(if: true, duration: 0.2) { self.showValue() }
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let newValue = dragged ? shownOn : !on
        let changed = newValue != on
        setOn(newValue, animated: true)
        if changed { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        setOn(on, animated: true)
    }
}
