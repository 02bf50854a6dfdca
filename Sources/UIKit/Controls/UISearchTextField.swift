import CoreGraphics

/// The text field inside a search bar: a rounded gray field with a magnifying glass at its leading edge.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        borderStyle = .none
        backgroundColor = .tertiarySystemFill
        layer.cornerRadius = 10
        font = .systemFont(ofSize: 17)
        clearButtonMode = .whileEditing
        returnKeyType = .search
        let glass = UIImageView(image: Self.magnifyingGlass)
        glass.tintColor = .secondaryLabel
        glass.contentMode = .center
        glass.frame.size = CGSize(width: 30, height: 20)
        leftView = glass
        leftViewMode = .always
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    open override func textRect(forBounds bounds: CGRect) -> CGRect {
        super.textRect(forBounds: bounds).inset(by: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 4))
    }

    /// The magnifying glass leads the text: on the left, and on the right in a right-to-left layout, as iOS's search
    /// fields show it.
    open override func leftViewRect(forBounds bounds: CGRect) -> CGRect {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        return CGRect(x: rightToLeft ? bounds.maxX - 32 : bounds.minX + 2, y: bounds.midY - 10, width: 30, height: 20)
    }

    /// A ring with a handle to its lower right, drawn, since SF Symbols do not ship.
    private static let magnifyingGlass = UIGraphicsImageRenderer(size: CGSize(width: 16, height: 16)).image { _ in
        let ring = UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 10, height: 10))
        ring.lineWidth = 2
        ring.stroke()
        let handle = UIBezierPath()
        handle.move(to: CGPoint(x: 10.5, y: 10.5))
        handle.addLine(to: CGPoint(x: 14.5, y: 14.5))
        handle.lineWidth = 2.2
        handle.lineCapStyle = .round
        handle.stroke()
    }.withRenderingMode(.alwaysTemplate)
}
