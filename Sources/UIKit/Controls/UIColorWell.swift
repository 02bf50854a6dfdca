import CoreGraphics
import Foundation

/// A control that shows a color and, tapped, opens a color picker: a ring of every hue around the color picked.
///
/// A tap presents a `UIColorPickerViewController` as a popover from the well's view controller (a sheet in a compact
/// width); a color picked there becomes `selectedColor` and the well sends `.valueChanged`. Setting `selectedColor`
/// from code sends nothing.
@preconcurrency @MainActor
open class UIColorWell: UIControl {
    /// The well's side, as iOS draws it.
    private static let side: CGFloat = 28
    private static let ringWidth: CGFloat = 3

    /// The title of the picker the well opens.
    open var title: String?

    /// Whether the picker the well opens lets people pick an opacity below 100%.
    open var supportsAlpha = true

    /// Whether the picker offers its eyedropper. There is no eyedropper on the desktop; the value is kept.
    open var supportsEyedropper = true

    /// The color shown in the well, and the one its picker opens on; nil shows the ring alone.
    open var selectedColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The picker the well has open, if any.
    private weak var picker: UIColorPickerViewController?

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
        isOpaque = false
        contentMode = .redraw
        accessibilityLabel = "Color"
        addAction(UIAction { [unowned self] _ in presentPicker() }, for: .touchUpInside)
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: Self.side, height: Self.side) }

    open override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let side = min(bounds.width, bounds.height)
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        let radius = side / 2 - Self.ringWidth / 2
        // The ring: a short arc of each hue, clockwise from red at the top.
        let segments = 72
        context.setLineWidth(Self.ringWidth)
        for segment in 0..<segments {
            let start = -CGFloat.pi / 2 + 2 * .pi * CGFloat(segment) / CGFloat(segments)
            let end = start + 2 * .pi / CGFloat(segments) + 0.01
            context.setStrokeColor(UIColor(hue: CGFloat(segment) / CGFloat(segments), saturation: 1, brightness: 1, alpha: 1).cgColor)
            context.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: false)
            context.strokePath()
        }
        guard let selectedColor else { return }
        let inner = side / 2 - Self.ringWidth - 2
        context.setFillColor(selectedColor.cgColor)
        context.fillEllipse(in: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner))
    }

    private func presentPicker() {
        guard picker?.presentingViewController == nil, let presenter = owningViewController else { return }
        let picker = UIColorPickerViewController()
        picker.title = title
        picker.supportsAlpha = supportsAlpha
        picker.selectedColor = selectedColor ?? .white
        picker.pickHandler = { [weak self] color in
            guard let self else { return }
            selectedColor = color
            sendActions(for: .valueChanged)
        }
        picker.modalPresentationStyle = .popover
        picker.popoverPresentationController?.sourceView = self
        picker.popoverPresentationController?.sourceRect = bounds
        self.picker = picker
        presenter.present(picker, animated: true)
    }
}
