import CoreGraphics
import Foundation

/// A view controller in which people pick a color: a grid of colors, an opacity slider and the color picked, under
/// a title and a close button, as iOS shows it. Present it as a popover or a sheet; `UIColorWell` presents one for you.
///
/// A color picked in the grid, or an opacity dragged to, becomes `selectedColor` and is told to the delegate. Closing
/// the picker, by its button or by a tap outside its popover, tells the delegate it finished.
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The width of the picker's content, and the height of its header.
    private static let width: CGFloat = 320
    private static let headerHeight: CGFloat = 56
    private static let inset: CGFloat = 16

    /// The object told of picks and of the picker closing.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?

    /// The color picked; white at first. Setting it shows it and tells the delegate nothing.
    open var selectedColor: UIColor = .white {
        didSet { if isViewLoaded { showSelectedColor() } }
    }

    /// Whether people can pick an opacity below 100%: when false the opacity slider is hidden and picks are opaque.
    open var supportsAlpha = true {
        didSet { if isViewLoaded { view.setNeedsLayout(); showSelectedColor() } }
    }

    /// Also told of picks, for the color well that presented the picker.
    package var pickHandler: ((UIColor) -> Void)?

    private let titleLabel = UILabel()
    private let closeButton = UIButton(type: .system)
    private let grid = ColorGridView(frame: .zero)
    private let opacityLabel = UILabel()
    private let opacitySlider = UISlider()
    private let opacityValue = UILabel()
    private let swatch = UIView()

    public init() {
        super.init(nibName: nil, bundle: nil)
        preferredContentSize = CGSize(width: Self.width, height: 460)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        preferredContentSize = CGSize(width: Self.width, height: 460)
    }

    open override var title: String? {
        didSet { titleLabel.text = title ?? "Colors" }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .secondarySystemBackground
        titleLabel.text = title ?? "Colors"
        titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
        titleLabel.textAlignment = .center
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .secondaryLabel
        closeButton.accessibilityLabel = "Close"
        closeButton.addAction(UIAction { [unowned self] _ in dismiss(animated: true) }, for: .touchUpInside)
        grid.addAction(UIAction { [unowned self] _ in pickFromGrid() }, for: .valueChanged)
        opacityLabel.text = "OPACITY"
        opacityLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        opacityLabel.textColor = .secondaryLabel
        opacityValue.font = .monospacedDigitSystemFont(ofSize: 15, weight: .regular)
        opacityValue.textAlignment = .right
        opacitySlider.addAction(UIAction { [unowned self] _ in pickOpacity(continuously: opacitySlider.isTracking) }, for: .valueChanged)
        // The drag's last value is told once more, no longer continuous, when the finger lifts.
        opacitySlider.addAction(UIAction { [unowned self] _ in pickOpacity(continuously: false) }, for: [.touchUpInside, .touchUpOutside])
        swatch.layer.cornerRadius = 10
        swatch.layer.borderWidth = 1
        swatch.layer.borderColor = UIColor.separator.cgColor
        [titleLabel, closeButton, grid, opacityLabel, opacitySlider, opacityValue, swatch].forEach(view.addSubview)
        showSelectedColor()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        let bounds = view.bounds.inset(by: view.safeAreaInsets)
        let inset = Self.inset, width = max(0, bounds.width - 2 * inset)
        closeButton.frame = CGRect(x: bounds.maxX - inset - 30, y: bounds.minY + (Self.headerHeight - 30) / 2, width: 30, height: 30)
        titleLabel.frame = CGRect(x: bounds.minX + 46, y: bounds.minY, width: max(0, bounds.width - 92), height: Self.headerHeight)
        let cell = (width / CGFloat(ColorGridView.columns)).rounded(.down)
        grid.frame = CGRect(x: bounds.minX + inset, y: bounds.minY + Self.headerHeight, width: cell * CGFloat(ColorGridView.columns),
                            height: cell * CGFloat(ColorGridView.rows))
        var y = grid.frame.maxY + 16
        for subview in [opacityLabel, opacitySlider, opacityValue] as [UIView] { subview.isHidden = !supportsAlpha }
        if supportsAlpha {
            opacityLabel.frame = CGRect(x: bounds.minX + inset, y: y, width: width, height: 18)
            y += 22
            opacityValue.frame = CGRect(x: bounds.minX + inset + width - 52, y: y, width: 52, height: 31)
            opacitySlider.frame = CGRect(x: bounds.minX + inset, y: y, width: max(0, width - 64), height: 31)
            y += 31 + 16
        }
        swatch.frame = CGRect(x: bounds.minX + inset, y: y, width: 56, height: 56)
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        // Closed by the button or by a tap outside the popover: either way the picker was dismissed, not merely covered.
        if isBeingDismissed { delegate?.colorPickerViewControllerDidFinish(self) }
    }

    private func showSelectedColor() {
        grid.pickedCell = ColorGridView.cell(of: selectedColor)
        let alpha = supportsAlpha ? selectedColor.cgColor.alpha : 1
        opacitySlider.value = Float(alpha)
        opacityValue.text = "\(Int((alpha * 100).rounded()))%"
        swatch.backgroundColor = selectedColor
    }

    private func pickFromGrid() {
        guard let cell = grid.pickedCell else { return }
        let alpha = supportsAlpha ? CGFloat(opacitySlider.value) : 1
        pick(ColorGridView.color(column: cell.column, row: cell.row).withAlphaComponent(alpha), continuously: false)
    }

    private func pickOpacity(continuously: Bool) {
        pick(selectedColor.withAlphaComponent(CGFloat(opacitySlider.value)), continuously: continuously)
    }

    private func pick(_ color: UIColor, continuously: Bool) {
        selectedColor = color
        pickHandler?(color)
        delegate?.colorPickerViewController(self, didSelect: color, continuously: continuously)
        if !continuously { delegate?.colorPickerViewControllerDidSelectColor(self) }
    }
}
