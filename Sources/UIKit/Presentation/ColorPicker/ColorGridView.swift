import CoreGraphics

/// The color picker's grid, as iOS lays it out: twelve columns, a row of grays from white to black over nine rows of
/// twelve hues from dark to light. A touch picks the cell under it, and a drag moves the pick; each new cell sends
/// `.valueChanged`.
package final class ColorGridView: UIControl {
    package static let columns = 12
    package static let rows = 10

    /// The picked cell, as (column, row); nil when the picker's color is not in the grid.
    package var pickedCell: (column: Int, row: Int)? {
        didSet { setNeedsDisplay() }
    }

    package override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    package required init?(coder: NSCoder) {
        fatalError("A color picker makes its grid itself.")
    }

    /// The color of a cell.
    package static func color(column: Int, row: Int) -> UIColor {
        if row == 0 {
            let white = 1 - CGFloat(column) / CGFloat(columns - 1)
            return UIColor(white: white, alpha: 1)
        }
        // Blue first, round the wheel to cyan; dark rows are deep and saturated, light rows pale.
        let hue = (CGFloat(column) / CGFloat(columns) + 0.6).truncatingRemainder(dividingBy: 1)
        let lightness = CGFloat(row) / CGFloat(rows)
        let brightness = min(1, 0.25 + lightness * 1.5)
        let saturation = lightness <= 0.5 ? 1 : 1 - (lightness - 0.5) * 1.6
        return UIColor(hue: hue, saturation: saturation, brightness: brightness, alpha: 1)
    }

    /// The cell whose color is `color`, ignoring opacity.
    package static func cell(of color: UIColor) -> (column: Int, row: Int)? {
        let target = color.withAlphaComponent(1)
        for row in 0..<rows {
            for column in 0..<columns where Self.color(column: column, row: row).isEqual(target) {
                return (column, row)
            }
        }
        return nil
    }

    package override var intrinsicContentSize: CGSize {
        CGSize(width: CGFloat(Self.columns) * 24, height: CGFloat(Self.rows) * 24)
    }

    private var cellSize: CGSize {
        CGSize(width: bounds.width / CGFloat(Self.columns), height: bounds.height / CGFloat(Self.rows))
    }

    package override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let size = cellSize
        for row in 0..<Self.rows {
            for column in 0..<Self.columns {
                context.setFillColor(Self.color(column: column, row: row).cgColor)
                context.fill(CGRect(x: CGFloat(column) * size.width, y: CGFloat(row) * size.height, width: size.width, height: size.height))
            }
        }
        guard let picked = pickedCell else { return }
        let frame = CGRect(x: CGFloat(picked.column) * size.width, y: CGFloat(picked.row) * size.height,
                           width: size.width, height: size.height)
        let ring = UIBezierPath(roundedRect: frame.insetBy(dx: 1.5, dy: 1.5), cornerRadius: 3)
        ring.lineWidth = 3
        UIColor.white.setStroke()
        ring.stroke()
        let outline = UIBezierPath(roundedRect: frame, cornerRadius: 4)
        outline.lineWidth = 1
        UIColor(white: 0, alpha: 0.3).setStroke()
        outline.stroke()
    }

    package override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = 8
        layer.masksToBounds = true
    }

    package override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self))
        return true
    }

    package override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        pick(at: touch.location(in: self))
        return true
    }

    private func pick(at point: CGPoint) {
        let size = cellSize
        guard size.width > 0, size.height > 0 else { return }
        let column = min(Self.columns - 1, max(0, Int(point.x / size.width)))
        let row = min(Self.rows - 1, max(0, Int(point.y / size.height)))
        guard pickedCell.map({ $0 != (column, row) }) ?? true else { return }
        pickedCell = (column, row)
        sendActions(for: .valueChanged)
    }
}
