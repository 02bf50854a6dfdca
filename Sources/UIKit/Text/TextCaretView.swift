import CoreGraphics

/// The caret of a text field or text view: a bar in the tint color that stays lit while the user types and then
/// blinks, twice a second, until it is hidden.
package final class TextCaretView: UIView {
    package static let width: CGFloat = 2
    private var blink: ClockTimer?

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        isHidden = true
    }

    package required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the caret lit at `frame`, or hides it when `shown` is false, and restarts its blink.
    package func show(_ shown: Bool, at frame: CGRect, color: UIColor) {
        backgroundColor = color
        self.frame = frame
        isHidden = !shown
        blink?.cancel()
        blink = nil
        if shown { scheduleBlink() }
    }

    package func hide() {
        isHidden = true
        blink?.cancel()
        blink = nil
    }

    private func scheduleBlink() {
        blink = ClockTimer.schedule(after: 0.5, idle: true) { [weak self] in
            guard let self, blink != nil else { return }
            isHidden.toggle()
            scheduleBlink()
        }
    }
}
