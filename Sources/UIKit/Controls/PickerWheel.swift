import CoreGraphics
import Foundation

/// One component of a picker view: a scroll view of rows, inset so that any row can sit in the band across the
/// middle, that settles with a row there.
@MainActor
package final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private unowned let picker: UIPickerView
    let component: Int
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    package private(set) var rowCount = 0
    package private(set) var selectedRow = -1
    private var rows: [UIView] = []
    /// Whether the settling scroll was a person's, whose selection the picker's delegate hears of.
    private var settlingForPerson = false

    init(picker: UIPickerView, component: Int) {
        self.picker = picker
        self.component = component
        super.init(frame: .zero)
        showsVerticalScrollIndicator = false
        showsHorizontalScrollIndicator = false
        contentInsetAdjustmentBehavior = .never
        decelerationRate = .fast
        clipsToBounds = true
        delegate = self
        isAccessibilityElement = true
        accessibilityTraits = .adjustable
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: PickerWheel.rowTapped))
    }

    required init?(coder: NSCoder) { nil }

    /// Asks the picker's data source and delegate for the rows again; the selected row stays where it can.
    func reload() {
        guard let dataSource = picker.dataSource else { return replaceRows(count: 0) }
        rowHeight = picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        if !(rowHeight.isFinite && rowHeight > 0) { rowHeight = UIPickerView.defaultRowHeight }
        replaceRows(count: max(0, dataSource.pickerView(picker, numberOfRowsInComponent: component)))
    }

    private func replaceRows(count: Int) {
        let old = rows
        rows = (0..<count).map { row in
            let reused = row < old.count ? old[row] : nil
            return picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
                ?? picker.titleView(forRow: row, inComponent: component, reusing: reused)
        }
        for view in old where !rows.contains(where: { $0 === view }) { view.removeFromSuperview() }
        for view in rows where view.superview !== self { addSubview(view) }
        rowCount = count
        selectedRow = count == 0 ? -1 : min(max(selectedRow, 0), count - 1)
        setNeedsLayout()
    }

    func rowView(_ row: Int) -> UIView? {
        rows.indices.contains(row) ? rows[row] : nil
    }

    /// The row whose middle is nearest the band's middle for a content offset.
    private func row(at offsetY: CGFloat) -> Int {
        guard rowCount > 0 else { return -1 }
        return min(max(Int(((offsetY + contentInset.top) / rowHeight).rounded()), 0), rowCount - 1)
    }

    private func offset(of row: Int) -> CGPoint {
        CGPoint(x: 0, y: CGFloat(row) * rowHeight - contentInset.top)
    }

    package override func layoutSubviews() {
        let inset = max(0, (bounds.height - rowHeight) / 2)
        if contentInset.top != inset {
            contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
            if selectedRow >= 0 { contentOffset = offset(of: selectedRow) }
        }
        contentSize = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        super.layoutSubviews()
        for (row, view) in rows.enumerated() {
            view.transform = .identity
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
        }
        shapeRows()
    }

    /// Rows away from the band fade and flatten, as on the face of a turning cylinder.
    private func shapeRows() {
        let middle = contentOffset.y + bounds.height / 2, radius = max(1, bounds.height / 2)
        for view in rows {
            let distance = min(1, abs(view.center.y - middle) / radius)
            view.alpha = 1 - 0.7 * distance
            view.transform = CGAffineTransform(scaleX: 1, y: max(0.3, cos(distance * .pi / 2.4)))
        }
    }

    /// Scrolls `row` into the band; `notifying` tells the picker's delegate once it is there, as a person's choice.
    package func turn(to row: Int, animated: Bool, notifying: Bool) {
        guard rowCount > 0 else { return }
        let target = offset(of: min(max(row, 0), rowCount - 1))
        settlingForPerson = notifying
        if animated, contentOffset != target {
            setContentOffset(target, animated: true)
        } else {
            contentOffset = target
            settle()
        }
    }

    /// The wheel came to rest: the row in the band is the selected row.
    private func settle() {
        let row = row(at: contentOffset.y)
        let changed = row != selectedRow
        selectedRow = row
        if changed, settlingForPerson { picker.wheelDidSelect(self) }
        settlingForPerson = false
    }

    /// The selected row's title, as VoiceOver reads a wheel.
    package override var accessibilityValue: String? {
        get { accessibilityTitle(of: selectedRow) }
        set {}
    }

    /// What VoiceOver and UI tests read for a row: its title, else its view's label.
    package func accessibilityTitle(of row: Int) -> String? {
        guard let view = rowView(row) else { return nil }
        return (view as? UILabel)?.text ?? view.accessibilityLabel
    }

    private func rowTapped(_ recognizer: UITapGestureRecognizer) {
        let y = recognizer.location(in: self).y
        turn(to: min(max(Int(y / rowHeight), 0), rowCount - 1), animated: true, notifying: true)
    }

    // MARK: Scrolling

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        shapeRows()
    }

    package func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
        settlingForPerson = true
    }

    package func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                           targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee = offset(of: row(at: targetContentOffset.pointee.y))
    }

    package func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
        if !decelerate { turn(to: row(at: contentOffset.y), animated: true, notifying: true) }
    }

    package func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        settlingForPerson = true
        settle()
    }

    package func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
        settle()
    }
}
