import Foundation
import UIKitTesting
@testable import UIKit

/// A cell that counts how many of its kind were made and how often each was prepared for reuse.
final class CountingCell: UITableViewCell {
    @MainActor static var made = 0
    var reuses = 0

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        CountingCell.made += 1
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
    }
}

/// A data source and delegate over an array of sections of strings, recording what the table tells and asks it.
@MainActor
final class TableRecorder: NSObject, UITableViewDataSource, UITableViewDelegate {
    var sections: [[String]]
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []
    var events: [String] = []
    var fixedHeight: CGFloat?
    var heightsAsked = 0
    var refusesSelection: Set<IndexPath> = []
    var contextMenu: ((IndexPath) -> UIContextMenuConfiguration?)?
    var trailingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var leadingActions: ((IndexPath) -> UISwipeActionsConfiguration?)?
    var commits: [(UITableViewCell.EditingStyle, IndexPath)] = []
    var editingStyle: UITableViewCell.EditingStyle = .delete
    var movable = false
    var configure: ((UITableViewCell, IndexPath) -> Void)?

    init(sections: [[String]]) {
        self.sections = sections
    }

    /// The events that name a delegate call, without display ones.
    var selectionEvents: [String] { events.filter { !$0.hasPrefix("willDisplay") && !$0.hasPrefix("didEndDisplaying") } }

    func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        configure?(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        headerTitles.indices.contains(section) ? headerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        footerTitles.indices.contains(section) ? footerTitles[section] : nil
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { movable }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        events.append("move(\(sourceIndexPath.row)->\(destinationIndexPath.section).\(destinationIndexPath.row))")
        let item = sections[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        commits.append((editingStyle, indexPath))
        events.append("commit(\(editingStyle.rawValue),\(indexPath.row))")
        if editingStyle == .delete {
            sections[indexPath.section].remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .fade)
        }
    }

    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightsAsked += 1
        return fixedHeight ?? tableView.rowHeight
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("willDisplay\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        events.append("didEndDisplaying\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        events.append("shouldHighlight\(indexPath.row)")
        return true
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { events.append("didHighlight\(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { events.append("didUnhighlight\(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willSelect\(indexPath.row)")
        return refusesSelection.contains(indexPath) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        events.append("willDeselect\(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { events.append("didSelect\(indexPath.row)") }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { events.append("didDeselect\(indexPath.row)") }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle { editingStyle }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        events.append("accessoryButtonTapped\(indexPath.row)")
    }
    func tableView(_ tableView: UITableView,
                   trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        trailingActions?(indexPath)
    }
    func tableView(_ tableView: UITableView,
                   leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        leadingActions?(indexPath)
    }
    func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                   point: CGPoint) -> UIContextMenuConfiguration? {
        contextMenu?(indexPath)
    }
}

/// A table view filling a shown window of `size` at 1x, its content not inset for the safe area, with
/// `CountingCell` registered as "cell".
@MainActor
struct TableHost {
    let window: UIWindow
    let tableView: UITableView
    let recorder: TableRecorder

    init(style: UITableView.Style = .plain, sections: [[String]], size: CGSize = CGSize(width: 320, height: 480),
         tableView: UITableView? = nil, setUp: (UITableView, TableRecorder) -> Void = { _, _ in }) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: 1)
        let controller = UIViewController()
        window.rootViewController = controller
        self.tableView = tableView ?? UITableView(frame: .zero, style: style)
        recorder = TableRecorder(sections: sections)
        self.tableView.frame = CGRect(origin: .zero, size: size)
        self.tableView.contentInsetAdjustmentBehavior = .never
        self.tableView.register(CountingCell.self, forCellReuseIdentifier: "cell")
        setUp(self.tableView, recorder)
        self.tableView.dataSource = recorder
        self.tableView.delegate = recorder
        controller.view.addSubview(self.tableView)
        window.isHidden = false
        window.runUpdateCycle()
    }

    /// Lays the table out after a change, as the next update cycle would.
    func layOut() {
        window.runUpdateCycle()
        tableView.layoutIfNeeded()
    }

    /// The center of a row, in the window.
    func center(of indexPath: IndexPath) -> CGPoint {
        let rect = tableView.rectForRow(at: indexPath)
        return tableView.convert(CGPoint(x: rect.midX, y: rect.midY), to: window)
    }

    /// The visible rows' titles, top to bottom.
    var visibleTitles: [String] { tableView.visibleCells.map { $0.textLabel?.text ?? "" } }
}

/// Sections of numbered rows: "s.r".
func numberedRows(_ counts: [Int]) -> [[String]] {
    counts.enumerated().map { section, count in (0..<count).map { "\(section).\($0)" } }
}
