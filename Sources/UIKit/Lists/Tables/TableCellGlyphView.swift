import CoreGraphics
import QuartzCore

/// The small drawn controls of a table view cell: the accessory types' chevron, checkmark and detail button, and
/// the editing controls (delete, insert, reorder). Symbols do not ship, so they are paths.
@preconcurrency @MainActor
package final class TableCellGlyphView: UIView {
    package enum Glyph: Equatable {
        case accessory(UITableViewCell.AccessoryType)
        case editing(UITableViewCell.EditingStyle)
        case reorder
    }

    package var glyph: Glyph {
        didSet { if glyph != oldValue { redraw() } }
    }
    private let shapes = [CAShapeLayer(), CAShapeLayer(), CAShapeLayer()]

    package init(_ glyph: Glyph) {
        self.glyph = glyph
        super.init(frame: CGRect(origin: .zero, size: Self.size(of: glyph)))
        for shape in shapes { layer.addSublayer(shape) }
        redraw()
    }

    package required init?(coder: NSCoder) {
        glyph = .reorder
        super.init(coder: coder)
    }

    package override func tintColorDidChange() {
        super.tintColorDidChange()
        redraw()
    }

    /// The glyph's size, which a cell leaves room for.
    package static func size(of glyph: Glyph) -> CGSize {
        switch glyph {
        case .accessory(.disclosureIndicator): CGSize(width: 8, height: 14)
        case .accessory(.checkmark): CGSize(width: 14, height: 12)
        case .accessory(.detailButton): CGSize(width: 22, height: 22)
        case .accessory(.detailDisclosureButton): CGSize(width: 44, height: 22)
        case .accessory(.none), .editing(.none): .zero
        case .editing: CGSize(width: 22, height: 22)
        case .reorder: CGSize(width: 20, height: 11)
        }
    }

    /// Where the detail button is, in the glyph's coordinates; nil when it has none.
    package var detailButtonFrame: CGRect? {
        switch glyph {
        case .accessory(.detailButton), .accessory(.detailDisclosureButton): CGRect(x: 0, y: 0, width: 22, height: 22)
        default: nil
        }
    }

    private final func redraw() {
        bounds.size = Self.size(of: glyph)
        for shape in shapes {
            shape.path = nil
            shape.fillColor = nil
            shape.strokeColor = nil
            shape.lineWidth = 2
            shape.lineCap = .round
            shape.lineJoin = .round
        }
        let tint = tintColor.cgColor, gray = UIColor.tertiaryLabel.cgColor
        switch glyph {
        case .accessory(.disclosureIndicator):
            shapes[0].path = chevron(at: 0)
            shapes[0].strokeColor = gray
        case .accessory(.checkmark):
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 1, y: 6.5))
            path.addLine(to: CGPoint(x: 5, y: 10.5))
            path.addLine(to: CGPoint(x: 13, y: 1.5))
            shapes[0].path = path
            shapes[0].strokeColor = tint
        case .accessory(.detailButton), .accessory(.detailDisclosureButton):
            drawDetailButton(tint: tint)
            if glyph == .accessory(.detailDisclosureButton) {
                shapes[2].path = chevron(at: 36)
                shapes[2].strokeColor = gray
            }
        case .editing(let style) where style != .none:
            let circle = CGMutablePath()
            circle.addEllipse(in: CGRect(x: 0, y: 0, width: 22, height: 22))
            shapes[0].path = circle
            shapes[0].fillColor = (style == .delete ? UIColor.systemRed : UIColor.systemGreen).cgColor
            let bar = CGMutablePath()
            bar.move(to: CGPoint(x: 6, y: 11))
            bar.addLine(to: CGPoint(x: 16, y: 11))
            if style == .insert {
                bar.move(to: CGPoint(x: 11, y: 6))
                bar.addLine(to: CGPoint(x: 11, y: 16))
            }
            shapes[1].path = bar
            shapes[1].strokeColor = UIColor.white.cgColor
        case .reorder:
            let lines = CGMutablePath()
            for y in [CGFloat(0.75), 5.5, 10.25] {
                lines.move(to: CGPoint(x: 0, y: y))
                lines.addLine(to: CGPoint(x: 20, y: y))
            }
            shapes[0].path = lines
            shapes[0].strokeColor = gray
            shapes[0].lineWidth = 1.5
        default:
            break
        }
    }

    private final func chevron(at x: CGFloat) -> CGPath {
        let path = CGMutablePath()
        path.move(to: CGPoint(x: x + 1, y: 1))
        path.addLine(to: CGPoint(x: x + 7, y: 7))
        path.addLine(to: CGPoint(x: x + 1, y: 13))
        return path
    }

    private final func drawDetailButton(tint: CGColor) {
        let circle = CGMutablePath()
        circle.addEllipse(in: CGRect(x: 1, y: 1, width: 20, height: 20))
        shapes[0].path = circle
        shapes[0].strokeColor = tint
        shapes[0].lineWidth = 1.5
        let letter = CGMutablePath()
        letter.addEllipse(in: CGRect(x: 10, y: 5, width: 2, height: 2))
        letter.move(to: CGPoint(x: 11, y: 10))
        letter.addLine(to: CGPoint(x: 11, y: 16))
        shapes[1].path = letter
        shapes[1].strokeColor = tint
    }
}
