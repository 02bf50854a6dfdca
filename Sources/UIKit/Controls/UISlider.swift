import CoreGraphics
import QuartzCore

/// A control for choosing a value from a continuous range: a thumb on a 4-point track, filled in the tint up to it.
///
/// As on iOS only the thumb can be grabbed (a tap on the track elsewhere does nothing), it follows the finger at
/// the offset it was grabbed by, and the slider sends `.valueChanged` as the value changes, or once when the finger
/// lifts if `isContinuous` is false. Value images sit at the ends and the track shrinks between them.
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// iOS's slider height, for the 28-point thumb and its shadow.
    private static let height: CGFloat = 31
    private static let trackHeight: CGFloat = 4
    private static let thumbSide: CGFloat = 28
    /// The gap between a value image and the track.
    private static let imageSpacing: CGFloat = 10
    /// How far outside the thumb a finger still grabs it.
    private static let grabMargin: CGFloat = 8

    /// The value, always within `minimumValue...maximumValue`; NaN is refused.
    open var value: Float {
        get { currentValue }
        set { setValue(newValue, animated: false) }
    }

    /// The value at the leading end. As Apple documents, a minimum above the maximum raises the maximum to it,
    /// and the value is brought within the new range.
    open var minimumValue: Float {
        get { minimum }
        set { if accepts(newValue, for: "minimumValue", keeping: minimum) { setRange(newValue, max(maximum, newValue)) } }
    }

    /// The value at the trailing end; a maximum below the minimum lowers the minimum to it.
    open var maximumValue: Float {
        get { maximum }
        set { if accepts(newValue, for: "maximumValue", keeping: maximum) { setRange(min(minimum, newValue), newValue) } }
    }

    /// Moves the value up by a tenth of the range, as a VoiceOver swipe up does, and sends `.valueChanged`.
    open override func accessibilityIncrement() {
        adjustForAccessibility(by: (maximum - minimum) / 10)
    }

    open override func accessibilityDecrement() {
        adjustForAccessibility(by: (minimum - maximum) / 10)
    }

    private func adjustForAccessibility(by change: Float) {
        let before = currentValue
        setValue(currentValue + change, animated: false)
        if currentValue != before { sendActions(for: .valueChanged) }
    }

    /// Whether the slider sends `.valueChanged` while the thumb moves (true) or only when the finger lifts.
    open var isContinuous = true

    /// The track up to the thumb; nil follows `tintColor`.
    open var minimumTrackTintColor: UIColor? {
        didSet { updateColors(); appearancePropertyDidChange(\UISlider.minimumTrackTintColor) }
    }

    /// The track beyond the thumb; nil is the system fill, a light gray.
    open var maximumTrackTintColor: UIColor? {
        didSet { updateColors(); appearancePropertyDidChange(\UISlider.maximumTrackTintColor) }
    }

    /// The thumb's color; nil is white.
    open var thumbTintColor: UIColor? {
        didSet { updateColors(); appearancePropertyDidChange(\UISlider.thumbTintColor) }
    }

    /// An image at the leading end, before the track.
    open var minimumValueImage: UIImage? {
        didSet { valueImageDidChange() }
    }

    /// An image at the trailing end, after the track.
    open var maximumValueImage: UIImage? {
        didSet { valueImageDidChange() }
    }

    /// The thumb image in use for the current state: the state's own, or the normal one.
    open var currentThumbImage: UIImage? { current(thumbImages) }
    /// The image stretched over the track up to the thumb in the current state, if any.
    open var currentMinimumTrackImage: UIImage? { current(minimumTrackImages) }
    /// The image stretched over the track beyond the thumb in the current state, if any.
    open var currentMaximumTrackImage: UIImage? { current(maximumTrackImages) }

    private var currentValue: Float = 0
    private var minimum: Float = 0
    private var maximum: Float = 1
    private var thumbImages: [UInt: UIImage] = [:]
    private var minimumTrackImages: [UInt: UIImage] = [:]
    private var maximumTrackImages: [UInt: UIImage] = [:]
    /// Where the finger is from the thumb's center, kept while it drags, so the thumb does not jump under it.
    private var grabOffset: CGFloat = 0
    private var valueAtTouchDown: Float = 0
    private let minimumTrack = UIImageView(frame: .zero)
    private let maximumTrack = UIImageView(frame: .zero)
    private let minimumImageView = UIImageView(frame: .zero)
    private let maximumImageView = UIImageView(frame: .zero)
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
        for part in [minimumImageView, maximumImageView, maximumTrack, minimumTrack, thumb] {
            part.isUserInteractionEnabled = false
            addSubview(part)
        }
        updateColors()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.height)
    }

    /// Sets the value, brought within the range; animated, the thumb glides to it over a quarter of a second.
    /// Sends no action.
    open func setValue(_ value: Float, animated: Bool) {
        guard accepts(value, for: "value", keeping: currentValue, infinityAllowed: true) else { return }
        currentValue = min(max(value, minimum), maximum)
        UIView.animate(if: animated) { self.placeParts() }
    }

    /// Takes the new range and brings the value within it.
    private func setRange(_ lower: Float, _ upper: Float) {
        (minimum, maximum) = (lower, upper)
        setValue(currentValue, animated: false)
    }

    /// Sets the thumb's image for `state`; nil removes it, and the normal state's image (or the white circle) shows.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[state.rawValue] = image
        updateColors()
        placeParts()
    }

    /// Sets the image stretched over the track up to the thumb in `state`, in place of its color.
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[state.rawValue] = image
        updateColors()
    }

    /// Sets the image stretched over the track beyond the thumb in `state`, in place of its color.
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[state.rawValue] = image
        updateColors()
    }

    /// The thumb image set for `state`, if any.
    open func thumbImage(for state: UIControl.State) -> UIImage? { thumbImages[state.rawValue] }

    open func minimumTrackImage(for state: UIControl.State) -> UIImage? { minimumTrackImages[state.rawValue] }

    open func maximumTrackImage(for state: UIControl.State) -> UIImage? { maximumTrackImages[state.rawValue] }

    /// The image in `images` for the current state, or else for the normal state.
    private func current(_ images: [UInt: UIImage]) -> UIImage? {
        images[state.rawValue] ?? images[UIControl.State.normal.rawValue]
    }

    // MARK: Geometry

    /// Where the minimum value image goes: its size, at the leading edge, centered vertically; zero without one.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = minimumValueImage?.size else { return .zero }
        return CGRect(x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// Where the maximum value image goes: its size, at the trailing edge, centered vertically; zero without one.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        guard let size = maximumValueImage?.size else { return .zero }
        return CGRect(x: bounds.maxX - size.width, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// The track: 4 points high, centered vertically, between the value images or across the whole width.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        let minX = minimumValueImage == nil ? bounds.minX : minimumValueImageRect(forBounds: bounds).maxX + Self.imageSpacing
        let maxX = maximumValueImage == nil ? bounds.maxX : maximumValueImageRect(forBounds: bounds).minX - Self.imageSpacing
        return CGRect(x: minX, y: bounds.midY - Self.trackHeight / 2, width: max(0, maxX - minX), height: Self.trackHeight)
    }

    /// The thumb for `value`: it travels within the track, touching its leading end at the minimum and its
    /// trailing end at the maximum.
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbSide, height: Self.thumbSide)
        return CGRect(x: rect.minX + (rect.width - size.width) * fraction(of: value), y: rect.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// Where `value` lies in the range, from 0 to 1.
    private func fraction(of value: Float) -> CGFloat {
        maximum > minimum ? CGFloat(min(max((value - minimum) / (maximum - minimum), 0), 1)) : 0
    }

    // MARK: Drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeParts()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        updateColors()
    }

    package override func stateDidChange() {
        super.stateDidChange()
        updateColors()
    }

    private func valueImageDidChange() {
        minimumImageView.image = minimumValueImage
        maximumImageView.image = maximumValueImage
        placeParts()
    }

    private func placeParts() {
        let track = trackRect(forBounds: bounds)
        let thumbFrame = thumbRect(forBounds: bounds, trackRect: track, value: currentValue)
        let split = min(max(thumbFrame.midX, track.minX), track.maxX)
        minimumTrack.frame = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        maximumTrack.frame = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        // An image shows as it is drawn; a color gets round ends.
        for part in [minimumTrack, maximumTrack] { part.layer.cornerRadius = part.image == nil ? track.height / 2 : 0 }
        thumb.frame = thumbFrame
        minimumImageView.frame = minimumValueImageRect(forBounds: bounds)
        maximumImageView.frame = maximumValueImageRect(forBounds: bounds)
    }

    private func updateColors() {
        minimumTrack.image = currentMinimumTrackImage
        maximumTrack.image = currentMaximumTrackImage
        minimumTrack.backgroundColor = minimumTrack.image == nil ? minimumTrackTintColor ?? tintColor : nil
        maximumTrack.backgroundColor = maximumTrack.image == nil ? maximumTrackTintColor ?? .systemFill : nil
        thumb.color = thumbTintColor ?? .white
        thumb.image = currentThumbImage
        for part in [minimumTrack, maximumTrack, minimumImageView, maximumImageView, thumb] { part.alpha = contentAlpha }
    }

    // MARK: Tracking

    /// As UIKit documents, a slider refuses another view's swipe or pan along its track when the touch started on its
    /// thumb, so the thumb follows the finger inside a scroll view, a page view or a sheet.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        guard gestureRecognizer.view !== self, isTracking else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        switch gestureRecognizer {
        case let pan as UIPanGestureRecognizer:
            let moved = pan.translation(in: self)
            return abs(moved.x) < abs(moved.y)
        case let swipe as UISwipeGestureRecognizer:
            return swipe.direction.isDisjoint(with: [.left, .right])
        default:
            return super.gestureRecognizerShouldBegin(gestureRecognizer)
        }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let point = touch.location(in: self)
        guard thumb.frame.insetBy(dx: -Self.grabMargin, dy: -Self.grabMargin).contains(point) else { return false }
        grabOffset = point.x - thumb.frame.midX
        valueAtTouchDown = currentValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds), thumbWidth = thumb.frame.width
        guard track.width > thumbWidth else { return true }
        let thumbCenter = touch.location(in: self).x - grabOffset
        let fraction = Float(min(max((thumbCenter - track.minX - thumbWidth / 2) / (track.width - thumbWidth), 0), 1))
        let newValue = minimum + fraction * (maximum - minimum)
        guard newValue != currentValue else { return true }
        currentValue = newValue
        placeParts()
        if isContinuous { sendActions(for: .valueChanged, with: event) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, currentValue != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        endTracking(nil, with: event)
    }
}
