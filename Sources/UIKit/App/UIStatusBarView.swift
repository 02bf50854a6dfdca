import CoreGraphics
import Foundation

/// The simulated status bar: the time on the left and a full battery on the right, drawn over the top of the window.
///
/// It is a layer of the window, not a subview, so `window.subviews` holds
/// only the root view, as on iOS where the status bar lives elsewhere.
@MainActor
package final class UIStatusBarView: UIView {
    /// The height of the status bar on a device without a notch, and of a desktop window's.
    package static let height: CGFloat = 20

    /// The time shown, which the clock gives: the desktop's shows the wall-clock time, a test's manual clock 9:41
    /// (Apple's convention) plus the time it has moved; without either, 9:41, so screenshots never change.
    package static var timeText: String { (MediaTime.scheduler as? any Clock)?.statusBarTime ?? "9:41" }

    /// The time last drawn, to redraw when the clock's minute changes.
    private var shownTime = ""

    /// Redraws the time when it has changed since it was drawn.
    package func refreshTime() {
        if Self.timeText != shownTime { setNeedsDisplay() }
    }

    /// The time of `date` as iOS shows it in the status bar ("9:41").
    nonisolated package static func format(_ date: Date, in timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.dateFormat = "H:mm"
        formatter.timeZone = timeZone
        return formatter.string(from: date)
    }

    package var style = UIStatusBarStyle.default {
        didSet { if style != oldValue { setNeedsDisplay() } }
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) { nil }

    package override func draw(_ rect: CGRect) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        let color: UIColor = style == .lightContent ? .white : .black
        let font = UIFont.systemFont(ofSize: 12, weight: .semibold)
        shownTime = Self.timeText
        let time = TextLayout(text: shownTime, font: font, width: .greatestFiniteMagnitude, numberOfLines: 1, lineBreakMode: .byClipping)
        time.draw(in: CGRect(x: 12, y: 0, width: time.size.width, height: bounds.height), alignment: .left, color: color, context: ctx)

        // A battery: a rounded outline, its terminal nub, and a full charge inside.
        let body = CGRect(x: bounds.width - 12 - 25, y: (bounds.height - 11.5) / 2, width: 22, height: 11.5)
        ctx.setStrokeColor(color.withAlphaComponent(0.4).cgColor)
        ctx.setLineWidth(1)
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 0.5, dy: 0.5), cornerWidth: 3, cornerHeight: 3, transform: nil))
        ctx.strokePath()
        ctx.setFillColor(color.withAlphaComponent(0.4).cgColor)
        ctx.addPath(CGPath(roundedRect: CGRect(x: body.maxX + 1, y: body.midY - 2, width: 1.5, height: 4), cornerWidth: 0.75, cornerHeight: 0.75, transform: nil))
        ctx.fillPath()
        ctx.setFillColor(color.cgColor)
        ctx.addPath(CGPath(roundedRect: body.insetBy(dx: 2, dy: 2), cornerWidth: 1.5, cornerHeight: 1.5, transform: nil))
        ctx.fillPath()
    }
}
