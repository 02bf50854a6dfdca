import CoreGraphics
import Foundation

/// Spinning wheels, one per component, each a column of rows that a person scrolls (or taps) to choose one.
///
/// The data source says how many wheels and rows there are; the delegate gives each row a title, an attributed
/// title or a view, and hears of selections. A wheel scrolls with the scroll view's physics and settles with a row
/// in the band across the middle, which is the wheel's selected row.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { reloadAllComponents() }
    }

    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { reloadAllComponents() }
    }

    /// The height of a row when the delegate gives none.
    package static let defaultRowHeight: CGFloat = 32

    private var wheels: [PickerWheel] = []
    /// The rounded band behind the selected rows.
    private let selectionBand = UIView(frame: .zero)

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
        selectionBand.backgroundColor = .tertiarySystemFill
        selectionBand.layer.cornerRadius = 8
        selectionBand.isUserInteractionEnabled = false
        addSubview(selectionBand)
    }

    /// A picker is 216 points tall, as UIKit's, and as wide as it is given; alone, 320 points.
    open override var intrinsicContentSize: CGSize { CGSize(width: 320, height: 216) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width > 0 ? size.width : 320, height: 216) }

    // MARK: Components and rows

    open var numberOfComponents: Int { wheels.count }

    open func numberOfRows(inComponent component: Int) -> Int {
        wheel(component, in: "numberOfRows(inComponent:)")?.rowCount ?? 0
    }

    /// The size of a row of `component`: its wheel's width by its row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let wheel = wheel(component, in: "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: wheel.bounds.width, height: wheel.rowHeight)
    }

    /// Asks the data source and delegate again for every wheel, keeping the selected rows that still exist.
    open func reloadAllComponents() {
        let count = max(0, dataSource?.numberOfComponents(in: self) ?? 0)
        while wheels.count > count { wheels.removeLast().removeFromSuperview() }
        while wheels.count < count {
            let wheel = PickerWheel(picker: self, component: wheels.count)
            wheels.append(wheel)
            addSubview(wheel)
        }
        for wheel in wheels { wheel.reload() }
        setNeedsLayout()
    }

    /// Asks the data source and delegate again for one wheel's rows.
    open func reloadComponent(_ component: Int) {
        wheel(component, in: "reloadComponent(_:)")?.reload()
        setNeedsLayout()
    }

    /// Turns `component`'s wheel to `row`, without telling the delegate, as UIKit does.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard let wheel = wheel(component, in: "selectRow(_:inComponent:animated:)") else { return }
        guard (0..<wheel.rowCount).contains(row) else {
            return reportMisuse("UIPickerView.selectRow(_:inComponent:animated:): row \(row) is not among the \(wheel.rowCount) rows of component \(component).")
        }
        layoutIfNeeded()
        wheel.turn(to: row, animated: animated, notifying: false)
    }

    /// The row in the band of `component`'s wheel; -1 when the wheel has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        wheel(component, in: "selectedRow(inComponent:)")?.selectedRow ?? -1
    }

    /// The view showing `row` of `component`, while the wheel shows it.
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        wheel(component, in: "view(forRow:forComponent:)")?.rowView(row)
    }

    private func wheel(_ component: Int, in method: String) -> PickerWheel? {
        guard wheels.indices.contains(component) else {
            reportMisuse("UIPickerView.\(method): component \(component) is not among the picker's \(wheels.count) components.")
            return nil
        }
        return wheels[component]
    }

    /// The wheels, for UI tests.
    package var componentWheels: [PickerWheel] { wheels }

    // MARK: Layout

    /// The share of the width a wheel gets when the delegate says nothing: the width less the gaps, evenly.
    package func defaultWidth(forComponent component: Int) -> CGFloat {
        let count = CGFloat(max(1, wheels.count))
        return max(0, (bounds.width - Self.margin * 2 - Self.gap * (count - 1)) / count)
    }

    /// The title a row shows when the delegate gives no view: its attributed title, else its title, centered.
    package func titleView(forRow row: Int, inComponent component: Int, reusing view: UIView?) -> UIView {
        let label = view as? UILabel ?? UILabel()
        label.textAlignment = .center
        label.font = .systemFont(ofSize: 21)
        label.textColor = .label
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = delegate?.pickerView(self, titleForRow: row, forComponent: component)
        }
        return label
    }

    private static let margin: CGFloat = 8, gap: CGFloat = 4

    open override func layoutSubviews() {
        super.layoutSubviews()
        let widths = wheels.map { wheel in delegate?.pickerView(self, widthForComponent: wheel.component) ?? defaultWidth(forComponent: wheel.component) }
        let total = widths.reduce(0, +) + Self.gap * CGFloat(max(0, wheels.count - 1))
        var x = (bounds.width - total) / 2
        let rowHeight = wheels.map(\.rowHeight).max() ?? Self.defaultRowHeight
        for (wheel, width) in zip(wheels, widths) {
            wheel.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width + Self.gap
        }
        selectionBand.frame = CGRect(x: Self.margin, y: (bounds.height - rowHeight) / 2, width: max(0, bounds.width - Self.margin * 2), height: rowHeight)
    }

    /// A wheel settled on a row a person chose.
    package func wheelDidSelect(_ wheel: PickerWheel) {
        delegate?.pickerView(self, didSelectRow: wheel.selectedRow, inComponent: wheel.component)
    }
}
