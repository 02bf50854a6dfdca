import CoreGraphics
import Foundation

/// One component of a picker view: a scroll view of rows, inset so that any row can sit in the band across the
/// middle, that settles with a row there. Only the rows in sight have views, reused as the wheel turns, so a wheel
/// of years costs what a wheel of months does.
@MainActor
package final class PickerWheel: UIScrollView, UIScrollViewDelegate {
    private unowned let picker: UIPickerView
    let component: Int
    private(set) var rowHeight = UIPickerView.defaultRowHeight
    package private(set) var rowCount = 0
    package private(set) var selectedRow = -1
    /// The views of the rows in sight, by row.
    private var shown: [Int: UIView] = [:]
    private var reusable: [UIView] = []
    /// Whether the settling scroll was a person's, whose selection the picker's delegate hears of.
    private var settlingForPerson = false
    /// Whether the selected row must be put back in the band at the next layout, after a reload.
    private var needsCentering = true

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
        rowHeight = picker.delegate?.pickerView(picker, rowHeightForComponent: component) ?? UIPickerView.defaultRowHeight
        if !(rowHeight.isFinite && rowHeight > 0) { rowHeight = UIPickerView.defaultRowHeight }
        rowCount = max(0, picker.dataSource?.pickerView(picker, numberOfRowsInComponent: component) ?? 0)
        selectedRow = rowCount == 0 ? -1 : min(max(selectedRow, 0), rowCount - 1)
        for view in shown.values {
            view.removeFromSuperview()
            reusable.append(view)
        }
        shown = [:]
        needsCentering = true
        setNeedsLayout()
    }

    /// The view of `row` while it is in sight.
    func rowView(_ row: Int) -> UIView? {
        layoutIfNeeded()
        return shown[row]
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
            needsCentering = true
        }
        let size = CGSize(width: bounds.width, height: CGFloat(rowCount) * rowHeight)
        if contentSize != size { contentSize = size }
        if needsCentering, selectedRow >= 0 {
            needsCentering = false
            contentOffset = offset(of: selectedRow)
        }
        super.layoutSubviews()
        showRowsInSight()
    }

    /// Gives the rows in sight views (reusing those of rows that left), and shapes them as on the face of a turning
    /// cylinder: rows away from the band fade and flatten.
    private func showRowsInSight() {
        let first = max(0, Int((contentOffset.y / rowHeight).rounded(.down)))
        let last = min(rowCount - 1, Int(((contentOffset.y + bounds.height) / rowHeight).rounded(.up)))
        let sight = first <= last ? first..<last + 1 : 0..<0
        for (row, view) in shown where !sight.contains(row) {
            view.removeFromSuperview()
            reusable.append(view)
            shown[row] = nil
        }
        let middle = contentOffset.y + bounds.height / 2, radius = max(1, bounds.height / 2)
        for row in sight {
            let view = shown[row] ?? makeView(for: row)
            view.transform = .identity
            view.frame = CGRect(x: 0, y: CGFloat(row) * rowHeight, width: bounds.width, height: rowHeight)
            let distance = min(1, abs(view.frame.midY - middle) / radius)
            view.alpha = 1 - 0.7 * distance
            view.transform = CGAffineTransform(scaleX: 1, y: max(0.3, cos(distance * .pi / 2.4)))
        }
    }

    private func makeView(for row: Int) -> UIView {
        let reused = reusable.popLast()
        let view = picker.delegate?.pickerView(picker, viewForRow: row, forComponent: component, reusing: reused)
            ?? picker.titleView(forRow: row, inComponent: component, reusing: reused)
        if view.superview !== self { addSubview(view) }
        shown[row] = view
        return view
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

    /// What VoiceOver and UI tests read for a row: its attributed title's or title's text, else its view's label.
    package func accessibilityTitle(of row: Int) -> String? {
        guard (0..<rowCount).contains(row) else { return nil }
        if let delegate = picker.delegate {
            if let attributed = delegate.pickerView(picker, attributedTitleForRow: row, forComponent: component) { return attributed.string }
            if let title = delegate.pickerView(picker, titleForRow: row, forComponent: component) { return title }
        }
        return rowView(row).flatMap { ($0 as? UILabel)?.text ?? $0.accessibilityLabel }
    }

    private func rowTapped(_ recognizer: UITapGestureRecognizer) {
        let y = recognizer.location(in: self).y
        turn(to: min(max(Int(y / rowHeight), 0), rowCount - 1), animated: true, notifying: true)
    }

    // MARK: Scrolling

    package func scrollViewDidScroll(_ scrollView: UIScrollView) {
        showRowsInSight()
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
