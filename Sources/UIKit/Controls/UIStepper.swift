import CoreGraphics
import QuartzCore

/// A control for stepping a value up or down: a rounded box whose left half subtracts `stepValue` and whose right
/// half adds it.
///
/// As on iOS, a stepper is 94x32 points whatever frame it is given. A press steps at once; held, it repeats after
/// half a second and then ten times a second, following the media clock, while the finger stays on its half. A
/// half that cannot step (at a limit, unless the stepper wraps) is drawn faded and ignores touches.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The size of every stepper since iOS 7.
    static let size = CGSize(width: 94, height: 32)
    private static let cornerRadius: CGFloat = 8
    /// The first repeat of a held press, then the ones after it, in seconds.
    private static let repeatDelay: TimeInterval = 0.5
    private static let repeatInterval: TimeInterval = 0.1

    /// The value, within `minimumValue...maximumValue`; NaN is refused.
    open var value: Double {
        get { currentValue }
        set {
            guard accepts(newValue, for: "value", keeping: currentValue, infinityAllowed: true) else { return }
            currentValue = min(max(newValue, minimum), maximum)
            setNeedsDisplay()
        }
    }

    /// The lowest value; it must stay below `maximumValue` (iOS raises otherwise; here the change is refused).
    open var minimumValue: Double {
        get { minimum }
        set {
            guard accepts(newValue, for: "minimumValue", keeping: minimum, if: newValue < maximum,
                          "must be less than maximumValue (\(maximum))") else { return }
            minimum = newValue
            value = currentValue
        }
    }

    /// The highest value; it must stay above `minimumValue` (iOS raises otherwise; here the change is refused).
    open var maximumValue: Double {
        get { maximum }
        set {
            guard accepts(newValue, for: "maximumValue", keeping: maximum, if: newValue > minimum,
                          "must be greater than minimumValue (\(minimum))") else { return }
            maximum = newValue
            value = currentValue
        }
    }

    /// What one step adds or subtracts; it must be greater than 0 (iOS raises otherwise; here it is refused).
    open var stepValue: Double {
        get { step }
        set { if accepts(newValue, for: "stepValue", keeping: step, if: newValue > 0, "must be greater than 0") { step = newValue } }
    }

    /// Whether stepping past a limit goes round to the other one.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    /// Whether a held press keeps stepping.
    open var autorepeat = true

    /// Whether each step sends `.valueChanged` (true) or the press sends one when the finger lifts.
    open var isContinuous = true

    private var currentValue: Double = 0
    private var minimum: Double = 0
    private var maximum: Double = 100
    private var step: Double = 1
    /// The pressed half's direction: -1 for minus, 1 for plus, 0 when neither is pressed.
    private var pressedDirection: Double = 0
    /// Whether the finger is still on the half it pressed; a held press repeats only then.
    private var pressIsOnHalf = false
    private var valueAtTouchDown: Double = 0
    private var repeatTimer: ClockTimer?

    package override var fixedSize: CGSize? { Self.size }

    open override var intrinsicContentSize: CGSize { Self.size }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.size }

    /// Whether `value` may become `property`: a finite number that keeps to `rule`, which iOS raises for breaking.
    private func accepts(_ value: Double, for property: String, keeping old: Double, if keepsRule: Bool, _ rule: String) -> Bool {
        guard accepts(value, for: property, keeping: old) else { return false }
        guard keepsRule else {
            reportMisuse("-[UIStepper set\(property.prefix(1).uppercased())\(property.dropFirst()):]: \(property) (\(value)) \(rule)",
                         raising: "NSInvalidArgumentException")
            return false
        }
        return true
    }

    /// Whether stepping in `direction` (-1 or 1) would change the value.
    private func canStep(_ direction: Double) -> Bool {
        wraps || (direction < 0 ? currentValue > minimum : currentValue < maximum)
    }

    /// The half that steps in `direction`.
    private func half(_ direction: Double) -> CGRect {
        let (left, right) = bounds.divided(atDistance: bounds.width / 2, from: .minXEdge)
        return direction < 0 ? left : right
    }

    /// The stepper's halves as VoiceOver and UI tests see them, as UIKit gives them: a "Decrement" and an
    /// "Increment" button, each not enabled while it cannot step.
    var halfAccessibilityElements: [UIAccessibilityElement] {
        [(-1.0, "Decrement"), (1.0, "Increment")].map { direction, label in
            let element = UIAccessibilityElement(accessibilityContainer: self)
            element.accessibilityLabel = label
            element.accessibilityTraits = isEnabled && canStep(direction) ? .button : [.button, .notEnabled]
            element.accessibilityFrameInContainerSpace = half(direction)
            return element
        }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let direction: Double = touch.location(in: self).x < bounds.midX ? -1 : 1
        guard canStep(direction) else { return false }
        pressedDirection = direction
        pressIsOnHalf = true
        valueAtTouchDown = currentValue
        stepOnce(with: event)
        if autorepeat { scheduleRepeat(after: Self.repeatDelay) }
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let onHalf = half(pressedDirection).contains(touch.location(in: self))
        if onHalf != pressIsOnHalf {
            pressIsOnHalf = onHalf
            setNeedsDisplay()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        repeatTimer?.cancel()
        repeatTimer = nil
        pressedDirection = 0
        setNeedsDisplay()
        if !isContinuous, currentValue != valueAtTouchDown { sendActions(for: .valueChanged, with: event) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        endTracking(nil, with: event)
    }

    private func scheduleRepeat(after delay: TimeInterval) {
        repeatTimer = ClockTimer.schedule(after: delay) { [weak self] in
            guard let self, self.pressedDirection != 0 else { return }
            if self.pressIsOnHalf { self.stepOnce(with: nil) }
            self.scheduleRepeat(after: Self.repeatInterval)
        }
    }

    /// Steps the value in the pressed direction, going round at a limit when the stepper wraps.
    private func stepOnce(with event: UIEvent?) {
        if step(in: pressedDirection), isContinuous { sendActions(for: .valueChanged, with: event) }
    }

    /// Steps the value in `direction` (-1 or 1); returns whether it changed.
    private func step(in direction: Double) -> Bool {
        guard canStep(direction) else { return false }
        var next = currentValue + direction * step
        if wraps, next > maximum { next = minimum }
        if wraps, next < minimum { next = maximum }
        next = min(max(next, minimum), maximum)
        guard next != currentValue else { return false }
        currentValue = next
        setNeedsDisplay()
        return true
    }

    // MARK: Accessibility

    /// Steps up by `stepValue`, as a VoiceOver swipe up does, and sends `.valueChanged`.
    open override func accessibilityIncrement() {
        if step(in: 1) { sendActions(for: .valueChanged) }
    }

    open override func accessibilityDecrement() {
        if step(in: -1) { sendActions(for: .valueChanged) }
    }

    // MARK: Drawing

    /// Draws iOS's stepper: a light gray rounded box, the pressed half darker, a divider, and a minus and a plus
    /// drawn as strokes, each faded when its half cannot step.
    open override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        ctx.setAlpha(contentAlpha)
        let box = UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadius)
        UIColor.tertiarySystemFill.setFill()
        box.fill()
        if pressedDirection != 0, pressIsOnHalf {
            ctx.saveGState()
            box.addClip()
            UIColor.systemFill.setFill()
            ctx.fill(half(pressedDirection))
            ctx.restoreGState()
        }
        UIColor.separator.setFill()
        ctx.fill(CGRect(x: bounds.midX - 0.5, y: bounds.minY + 7, width: 1, height: bounds.height - 14))

        ctx.setLineWidth(2)
        ctx.setLineCap(.round)
        let arm: CGFloat = 7
        for direction: Double in [-1, 1] {
            let center = CGPoint(x: half(direction).midX, y: bounds.midY)
            ctx.setStrokeColor((canStep(direction) ? UIColor.label : UIColor.tertiaryLabel).cgColor)
            ctx.move(to: CGPoint(x: center.x - arm, y: center.y))
            ctx.addLine(to: CGPoint(x: center.x + arm, y: center.y))
            if direction > 0 {
                ctx.move(to: CGPoint(x: center.x, y: center.y - arm))
                ctx.addLine(to: CGPoint(x: center.x, y: center.y + arm))
            }
            ctx.strokePath()
        }
    }
}
