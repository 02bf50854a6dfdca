import CoreGraphics
import Foundation
import QuartzCore

/// A horizontal row of segments, each a title or an image, of which one at a time is selected.
///
/// Drawn as since iOS 13: a gray rounded track, a white pill with a soft shadow under the selected segment, and
/// hairline separators between unselected ones, with titles in the 13-point system font (semibold when selected).
/// A touch selects the segment it lifts on and sends `.valueChanged` (with `.primaryActionTriggered`), after
/// performing that segment's action if it has one; a momentary control forgets the selection again once its
/// actions have run. Insertions and removals take effect at once, animated or not.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The selected index when no segment is selected.
    public static let noSegment = -1

    private static let height: CGFloat = 32
    private static let cornerRadius: CGFloat = 9
    /// The gap between the track and the selected pill.
    private static let pillInset: CGFloat = 2
    /// Room on either side of a segment's content when the width comes from the content.
    private static let contentPadding: CGFloat = 12

    /// The selected segment, or `noSegment`; an index out of range is refused.
    open var selectedSegmentIndex: Int {
        get { selected }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return reportMisuse("UISegmentedControl: selectedSegmentIndex \(newValue) is beyond bounds [-1 .. \(segments.count - 1)]; "
                                    + "it keeps \(selected).")
            }
            selected = newValue
            setNeedsDisplay()
        }
    }

    open var numberOfSegments: Int { segments.count }

    /// Whether the control forgets its selection once the actions of a touch have run.
    open var isMomentary = false

    /// Whether segments without a fixed width share the width in proportion to their content (true) or equally.
    open var apportionsSegmentWidthsByContent = false {
        didSet { contentDidChange() }
    }

    private static let pillColor = UIColor { traits in
        traits.userInterfaceStyle == .dark ? UIColor(red: 99 / 255, green: 99 / 255, blue: 102 / 255, alpha: 1) : .white
    }

    /// The selected pill's color; nil is iOS's: white, or a lighter gray in the dark appearance.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay(); appearancePropertyDidChange(\UISegmentedControl.selectedSegmentTintColor) }
    }

    private var segments: [Segment] = []
    private var selected = UISegmentedControl.noSegment
    /// The segment under a finger while it is down.
    private var pressedSegment: Int?
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// A control with a segment for each item, a `String` or a `UIImage`, sized to fit them.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            switch item {
            case let title as String: segments.append(Segment(title: title))
            case let image as UIImage: segments.append(Segment(image: image))
            default: reportMisuse("UISegmentedControl: an item must be a String or a UIImage, not \(type(of: item)); it is left out.")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control with a segment for each action, showing its image or else its title; selecting the segment
    /// performs the action.
    public convenience init(frame: CGRect, actions: [UIAction]) {
        self.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
        contentDidChange()
    }

    // MARK: Segments

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment showing the action's image, or else its title, that performs the action when selected.
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Inserts before the segment at `index`, pinned to `0...numberOfSegments`, as Apple documents; the selected
    /// segment stays selected.
    private func insert(_ segment: Segment, at index: Int) {
        let index = min(max(index, 0), segments.count)
        segments.insert(segment, at: index)
        if selected >= index { selected += 1 }
        contentDidChange()
    }

    open func removeSegment(at segment: Int, animated: Bool) {
        guard exists(segment, "removeSegmentAtIndex:animated:") else { return }
        segments.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
        contentDidChange()
    }

    open func removeAllSegments() {
        segments.removeAll()
        selected = Self.noSegment
        contentDidChange()
    }

    /// Shows `title` in the segment, in place of its image.
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment, "setTitle:forSegmentAtIndex:") { $0.title = title; $0.image = nil }
    }

    open func titleForSegment(at segment: Int) -> String? {
        exists(segment, "titleForSegmentAtIndex:") ? segments[segment].title : nil
    }

    /// Shows `image` in the segment, in place of its title.
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment, "setImage:forSegmentAtIndex:") { $0.image = image; $0.title = nil }
    }

    open func imageForSegment(at segment: Int) -> UIImage? {
        exists(segment, "imageForSegmentAtIndex:") ? segments[segment].image : nil
    }

    /// Makes the segment show and perform `action`.
    open func setAction(_ action: UIAction, forSegmentAt segment: Int) {
        update(segment, "setAction:forSegmentAtIndex:") { $0 = Segment(title: action.title, image: action.image, action: action) }
    }

    open func actionForSegment(at segment: Int) -> UIAction? {
        exists(segment, "actionForSegmentAtIndex:") ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `actionIdentifier`, or `noSegment`.
    open func segmentIndex(identifiedBy actionIdentifier: UIAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == actionIdentifier } ?? Self.noSegment
    }

    /// Enables or disables one segment: a disabled segment is faded and cannot be selected by touch.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment, "setEnabled:forSegmentAtIndex:") { $0.isEnabled = enabled }
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        exists(segment, "isEnabledForSegmentAtIndex:") && segments[segment].isEnabled
    }

    /// Gives the segment a fixed width; 0 lets it take its share. A negative or non-finite width is refused.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard exists(segment, "setWidth:forSegmentAtIndex:"),
              accepts(width, for: "the width of segment \(segment)", keeping: segments[segment].width) else { return }
        guard width >= 0 else {
            return reportMisuse("UISegmentedControl: a segment's width must not be negative, not \(width); it keeps \(segments[segment].width).")
        }
        update(segment, "setWidth:forSegmentAtIndex:") { $0.width = width }
    }

    /// The fixed width of the segment, or 0 when it takes its share.
    open func widthForSegment(at segment: Int) -> CGFloat {
        exists(segment, "widthForSegmentAtIndex:") ? segments[segment].width : 0
    }

    /// Moves the segment's title or image by `offset` from the segment's center.
    open func setContentOffset(_ offset: CGSize, forSegmentAt segment: Int) {
        guard accepts(offset.width, for: "the content offset of segment \(segment)", keeping: 0),
              accepts(offset.height, for: "the content offset of segment \(segment)", keeping: 0) else { return }
        update(segment, "setContentOffset:forSegmentAtIndex:") { $0.contentOffset = offset }
    }

    open func contentOffsetForSegment(at segment: Int) -> CGSize {
        exists(segment, "contentOffsetForSegmentAtIndex:") ? segments[segment].contentOffset : .zero
    }

    /// The attributes titles are drawn with in `state` (`.normal`, `.selected`, `.disabled`), over the defaults.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        contentDidChange()
    }

    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue]
    }

    /// Whether `segment` is an index of a segment; reports the misuse, naming `method`, when it is not.
    private func exists(_ segment: Int, _ method: String) -> Bool {
        guard !segments.indices.contains(segment) else { return true }
        reportMisuse("-[UISegmentedControl \(method)]: index \(segment) beyond bounds [0 .. \(segments.count - 1)]; ignored.")
        return false
    }

    /// Applies `change` to the segment at `index`, if there is one (reporting the misuse, naming `method`, if not).
    private func update(_ index: Int, _ method: String, _ change: (inout Segment) -> Void) {
        guard exists(index, method) else { return }
        change(&segments[index])
        contentDidChange()
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    // MARK: Geometry

    open override var intrinsicContentSize: CGSize {
        let natural = segments.map(naturalWidth)
        let widest = natural.max() ?? 0
        let width = zip(segments, natural).reduce(0) { sum, pair in
            sum + (pair.0.width > 0 ? pair.0.width : apportionsSegmentWidthsByContent ? pair.1 : widest)
        }
        return CGSize(width: width, height: Self.height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// The attributes a title is drawn with: the 13-point system font (semibold when selected) in the label color,
    /// under those set for the state.
    private func attributes(selected: Bool, enabled: Bool) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: 13, weight: selected ? .semibold : .regular),
            .foregroundColor: enabled ? UIColor.label : UIColor.tertiaryLabel,
        ]
        let states: [UIControl.State] = [.normal] + (selected ? [.selected] : []) + (enabled ? [] : [.disabled])
        for state in states { attributes.merge(titleAttributes[state.rawValue] ?? [:]) { $1 } }
        return attributes
    }

    /// The segment's content, measured in its widest (selected) font, with padding either side.
    private func naturalWidth(_ segment: Segment) -> CGFloat {
        let content = segment.image?.size.width ?? segment.title?.size(withAttributes: attributes(selected: true, enabled: true)).width ?? 0
        return (content + 2 * Self.contentPadding).rounded(.up)
    }

    /// Each segment's frame: fixed widths first, the rest of the bounds shared equally or by content.
    private func segmentFrames() -> [CGRect] {
        let natural = segments.map(naturalWidth)
        let shared = segments.indices.filter { segments[$0].width == 0 }
        let room = max(0, bounds.width - segments.reduce(0) { $0 + $1.width })
        let sharedNatural = shared.reduce(0) { $0 + natural[$1] }
        var x = bounds.minX
        return segments.indices.map { index in
            var width = segments[index].width
            if width == 0 {
                width = apportionsSegmentWidthsByContent && sharedNatural > 0
                    ? room * natural[index] / sharedNatural : room / CGFloat(shared.count)
            }
            defer { x += width }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// One element per segment for VoiceOver and UI tests, as UIKit gives them: a button named by the segment's title
    /// (or its image's identifier), selected while selected and not enabled while disabled.
    var segmentAccessibilityElements: [UIAccessibilityElement] {
        zip(segments.indices, segmentFrames()).map { index, frame in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = segments[index].title ?? segments[index].image?.accessibilityIdentifier
            var traits: UIAccessibilityTraits = .button
            if index == selected { traits.insert(.selected) }
            if !segments[index].isEnabled || !isEnabled { traits.insert(.notEnabled) }
            element.accessibilityTraits = traits
            element.accessibilityFrameInContainerSpace = frame
            return element
        }
    }

    /// The enabled segment under `point`, if any.
    private func enabledSegment(at point: CGPoint) -> Int? {
        guard let index = segmentFrames().firstIndex(where: { $0.minX <= point.x && point.x < $0.maxX }),
              segments[index].isEnabled else { return nil }
        return index
    }

    // MARK: Drawing

    open override func layoutSubviews() {
        super.layoutSubviews()
        // The segments share new bounds.
        setNeedsDisplay()
    }

    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setAlpha(contentAlpha)
        UIColor.tertiarySystemFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius).fill()
        let frames = segmentFrames()
        // A momentary control shows the segment under the finger instead of a selection.
        let shown = isMomentary ? pressedSegment : frames.indices.contains(selected) ? selected : nil

        UIColor.separator.setFill()
        for index in frames.indices.dropFirst() where index != shown && index - 1 != shown {
            ctx.fill(CGRect(x: frames[index].minX - 0.5, y: bounds.minY + 8, width: 1, height: bounds.height - 16))
        }
        if let shown {
            let pill = UIBezierPath(roundedRect: frames[shown].insetBy(dx: Self.pillInset, dy: Self.pillInset),
                                    cornerRadius: Self.cornerRadius - Self.pillInset)
            ctx.saveGState()
            ctx.setShadow(offset: CGSize(width: 0, height: 3), blur: 8, color: CGColor(gray: 0, alpha: 0.12))
            (selectedSegmentTintColor ?? Self.pillColor).setFill()
            pill.fill()
            ctx.restoreGState()
            UIColor(white: 0, alpha: 0.04).setStroke()
            pill.lineWidth = 0.5
            pill.stroke()
        }
        for (index, segment) in segments.enumerated() {
            ctx.saveGState()
            ctx.clip(to: frames[index])
            drawContent(of: segment, in: frames[index].offsetBy(dx: segment.contentOffset.width, dy: segment.contentOffset.height),
                        selected: index == shown, context: ctx)
            ctx.restoreGState()
        }
    }

    /// Draws the segment's title, or its image (as a template in the title's color unless it is always original),
    /// centered in `frame`.
    private func drawContent(of segment: Segment, in frame: CGRect, selected: Bool, context ctx: CGContext) {
        let attributes = attributes(selected: selected, enabled: segment.isEnabled)
        if let image = segment.image, let cgImage = image.cgImage {
            let color = attributes[.foregroundColor] as? UIColor ?? .label
            let drawn = image.renderingMode == .alwaysOriginal ? cgImage : UIImageView.tinted(cgImage, with: color) ?? cgImage
            let size = image.size
            ctx.drawUpright(drawn, in: CGRect(origin: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), size: size))
        } else if let title = segment.title {
            let size = title.size(withAttributes: attributes)
            title.draw(at: CGPoint(x: frame.midX - size.width / 2, y: frame.midY - size.height / 2), withAttributes: attributes)
        }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pressedSegment = enabledSegment(at: touch.location(in: self))
        setNeedsDisplay()
        return pressedSegment != nil
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let under = isTouchInside ? enabledSegment(at: touch.location(in: self)) : nil
        if under != pressedSegment {
            pressedSegment = under
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            pressedSegment = nil
            setNeedsDisplay()
        }
        guard let touch, isTouchInside, let index = enabledSegment(at: touch.location(in: self)),
              isMomentary || index != selected else { return }
        selected = index
        if let action = segments[index].action { sendAction(action) }
        sendActions(for: [.valueChanged, .primaryActionTriggered], with: event)
        if isMomentary { selected = Self.noSegment }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedSegment = nil
        setNeedsDisplay()
    }
}
