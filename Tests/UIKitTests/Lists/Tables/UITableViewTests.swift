import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Loading, reuse, heights, geometry, headers and cells.
@MainActor @Suite(.serialized) struct TableViewTests {
    @Test func defaultsAreUIKits() {
        let table = UITableView()
        #expect(table.style == .plain && table.rowHeight == UITableView.automaticDimension && UITableView.automaticDimension == -1)
        #expect(table.estimatedRowHeight == UITableView.automaticDimension && table.sectionHeaderTopPadding == UITableView.automaticDimension)
        #expect(table.allowsSelection && !table.allowsMultipleSelection && !table.allowsSelectionDuringEditing && !table.isEditing)
        #expect(table.separatorStyle == .singleLine && table.separatorInset.left == 16)
        #expect(UITableView(frame: .zero, style: .insetGrouped).style == .insetGrouped)
        let cell = UITableViewCell(style: .value1, reuseIdentifier: "x")
        #expect(cell.reuseIdentifier == "x" && cell.selectionStyle == .default && cell.accessoryType == .none)
        #expect(cell.detailTextLabel != nil && UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
        #expect(cell.textLabel?.superview === cell.contentView)
    }

    @Test func aTenThousandRowTableMakesOnlyTheVisibleCellsAndReusesThem() {
        CountingCell.made = 0
        let host = TableHost(sections: numberedRows([10_000])) { table, _ in table.rowHeight = 44 }
        let table = host.tableView
        let visible = Int((480.0 / 44).rounded(.up))
        #expect(table.visibleCells.count == visible)
        #expect(CountingCell.made == visible, "only the rows that show have cells")
        #expect(table.contentSize.height == 440_000)
        #expect(host.visibleTitles.first == "0.0" && table.indexPathsForVisibleRows?.last == IndexPath(row: visible - 1, section: 0))
        let firstCells = Set(table.visibleCells.map(ObjectIdentifier.init))
        for screen in 1...40 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(screen) * 480)
            host.layOut()
            #expect(table.visibleCells.count <= visible + 1)
            #expect(table.subviews.filter { $0 is UITableViewCell }.count <= visible + 1)
        }
        #expect(CountingCell.made <= visible + 2, "scrolling reuses cells rather than making more")
        let cellsNow = Set(table.visibleCells.map(ObjectIdentifier.init))
        #expect(!cellsNow.isDisjoint(with: firstCells), "the first cells came back for later rows")
        #expect(table.visibleCells.allSatisfy { ($0 as? CountingCell)?.reuses ?? 0 > 0 })
        let row = 40 * 480 / 44
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: row, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: row, section: 0))?.textLabel?.text == "0.\(row)")
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "rows off screen have no cell")
    }

    @Test func displayAndEndDisplayingAreToldAsRowsScroll() {
        let host = TableHost(sections: numberedRows([30])) { table, _ in table.rowHeight = 100 }
        #expect(host.recorder.events == (0..<5).map { "willDisplay\($0)" })
        host.recorder.events = []
        host.tableView.contentOffset = CGPoint(x: 0, y: 150)
        host.layOut()
        #expect(host.recorder.events == ["didEndDisplaying0", "willDisplay5", "willDisplay6"])
        #expect(host.tableView.indexPathsForVisibleRows == (1...6).map { IndexPath(row: $0, section: 0) })
    }

    @Test func thePrefetchDataSourceHearsOfTheNextScreenOnce() {
        final class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
            var batches: [[IndexPath]] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { batches.append(indexPaths) }
        }
        let prefetcher = Prefetcher()
        let host = TableHost(sections: numberedRows([100])) { table, _ in table.rowHeight = 48 }
        host.tableView.prefetchDataSource = prefetcher
        host.tableView.setNeedsLayout()
        host.layOut()
        #expect(prefetcher.batches == [(10..<20).map { IndexPath(row: $0, section: 0) }])
        host.tableView.contentOffset.y = 48
        host.layOut()
        #expect(prefetcher.batches.count == 2 && prefetcher.batches[1] == [IndexPath(row: 20, section: 0)])
    }

    @Test func rowGeometryFollowsHeightsAndSections() {
        let host = TableHost(sections: numberedRows([3, 2])) { table, recorder in
            table.rowHeight = 50
            recorder.headerTitles = ["First", "Second"]
        }
        let table = host.tableView
        // Plain: a 22-point padding above each 28-point header.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 22, width: 320, height: 28))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 50, width: 320, height: 50))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 250, width: 320, height: 50))
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 200, width: 320, height: 150))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 120)) == IndexPath(row: 1, section: 0))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 230)) == nil, "a header is no row")
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 5000)) == nil)
        #expect(table.numberOfSections == 2 && table.numberOfRows(inSection: 1) == 2)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 1))!
        #expect(table.indexPath(for: cell) == IndexPath(row: 1, section: 1) && cell.frame == table.rectForRow(at: IndexPath(row: 1, section: 1)))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "First")
        #expect(table.indexPathsForRows(in: CGRect(x: 0, y: 90, width: 10, height: 20)) == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
    }

    @Test func plainHeadersStickToTheTopWhileTheirSectionShows() {
        let host = TableHost(sections: numberedRows([10, 10])) { table, recorder in
            table.rowHeight = 44
            table.sectionHeaderTopPadding = 0
            recorder.headerTitles = ["A", "B"]
        }
        let table = host.tableView
        table.contentOffset = CGPoint(x: 0, y: 200)
        host.layOut()
        #expect(table.headerView(forSection: 0)?.frame.minY == 200, "pinned at the top of the visible area")
        // Section 0 ends at 28 + 440 = 468: its header is pushed up by the next.
        table.contentOffset = CGPoint(x: 0, y: 450)
        host.layOut()
        #expect(table.headerView(forSection: 0)?.frame.minY == 440)
        #expect(table.headerView(forSection: 1)?.frame.minY == 468)
        table.contentOffset = CGPoint(x: 0, y: 600)
        host.layOut()
        #expect(table.headerView(forSection: 1)?.frame.minY == 600)
        #expect(table.headerView(forSection: 0) == nil)
    }

    @Test func plainFootersStickToTheBottomWhileTheirSectionShows() {
        let host = TableHost(sections: numberedRows([20, 5])) { table, recorder in
            table.rowHeight = 44
            recorder.footerTitles = ["End of A", "End of B"]
        }
        let table = host.tableView
        let footer = table.rectForFooter(inSection: 0)
        #expect(footer.minY == 880 && footer.height > 0)
        #expect(table.footerView(forSection: 0)?.frame.maxY == 480, "pinned to the bottom of the visible area")
        table.contentOffset = CGPoint(x: 0, y: footer.maxY - 480 + 30)
        host.layOut()
        #expect(table.footerView(forSection: 0)?.frame == footer, "back in place once the section's end shows")
    }

    @Test func registeredHeadersSizeThemselvesWithAutoLayout() {
        final class BannerHeader: UITableViewHeaderFooterView {
            let label = UILabel()
            override init(reuseIdentifier: String?) {
                super.init(reuseIdentifier: reuseIdentifier)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        final class Headers: NSObject, UITableViewDelegate {
            var shown: [Int] = []
            func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
                let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner") as? BannerHeader
                header?.label.text = String(repeating: "Section \(section) ", count: 12)
                return header
            }
            func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) { shown.append(section) }
        }
        let headers = Headers()
        let host = TableHost(sections: numberedRows([2, 2])) { table, _ in
            table.rowHeight = 44
            table.register(BannerHeader.self, forHeaderFooterViewReuseIdentifier: "banner")
        }
        host.tableView.delegate = headers
        host.layOut()
        let header = host.tableView.headerView(forSection: 0) as? BannerHeader
        let labelHeight = header?.label.frame.height ?? 0
        #expect(labelHeight > 30, "the title wraps")
        #expect(abs(host.tableView.rectForHeader(inSection: 0).height - (labelHeight + 16)) <= 1)
        #expect(headers.shown == [0, 1] && header?.reuseIdentifier == "banner")
    }

    @Test func groupedHeadersScrollWithTheirSection() {
        let host = TableHost(style: .grouped, sections: numberedRows([10, 10])) { table, recorder in
            table.rowHeight = 44
            recorder.headerTitles = ["A", "B"]
        }
        let table = host.tableView
        let natural = table.rectForHeader(inSection: 0)
        #expect(natural.height == 38 && table.backgroundColor == .systemGroupedBackground)
        #expect(table.rectForHeader(inSection: 1).height == 38)
        host.recorder.headerTitles[1] = String(repeating: "A long title that wraps ", count: 6)
        table.reloadData()
        #expect(table.rectForHeader(inSection: 1).height > 60, "a title of several lines makes its header taller")
        table.contentOffset = CGPoint(x: 0, y: 20)
        host.layOut()
        #expect(table.headerView(forSection: 0)?.frame == natural)
    }

    @Test func selfSizingRowsTakeTheHeightTheirConstraintsNeed() {
        final class NoteCell: UITableViewCell {
            let label = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                label.numberOfLines = 0
                label.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(label)
                NSLayoutConstraint.activate([
                    label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
                    label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
                    label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let long = String(repeating: "A rather long note that wraps. ", count: 6)
        let host = TableHost(sections: [["Short", long, "Short"]]) { table, recorder in
            table.register(NoteCell.self, forCellReuseIdentifier: "note")
            table.estimatedRowHeight = 44
            recorder.configure = { _, _ in }
        }
        let table = host.tableView
        host.recorder.configure = nil
        // Swap the data source's cells for self-sizing ones.
        final class NotesSource: NSObject, UITableViewDataSource {
            let notes: [String]
            init(_ notes: [String]) { self.notes = notes }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
                cell.label.text = notes[indexPath.row]
                return cell
            }
        }
        let source = NotesSource(["Short", long, "Short"])
        table.delegate = nil
        table.dataSource = source
        host.layOut()
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let labelHeight = (table.cellForRow(at: IndexPath(row: 0, section: 0)) as! NoteCell).label.intrinsicContentSize.height
        #expect(short == (labelHeight + 20).rounded(.up) || abs(short - (labelHeight + 20)) <= 0.5)
        #expect(tall > short * 2, "the long note wraps onto several lines")
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)).minY == short + tall)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0)) as! NoteCell
        #expect(cell.frame.height == tall && cell.label.frame.height > labelHeight * 2)
        #expect(table.contentSize.height == 2 * short + tall)
    }

    @Test func rowsMeasuredAboveTheFirstVisibleRowDoNotMoveIt() {
        let host = TableHost(sections: numberedRows([1_000])) { table, recorder in
            table.estimatedRowHeight = 44
            // Two-line subtitle rows, taller than their estimate.
            recorder.configure = { cell, _ in
                var content = cell.defaultContentConfiguration()
                content.text = "Title"
                content.secondaryText = "A subtitle"
                cell.contentConfiguration = content
            }
        }
        let table = host.tableView
        table.scrollToRow(at: IndexPath(row: 500, section: 0), at: .top, animated: false)
        host.layOut()
        let row = IndexPath(row: 500, section: 0)
        let onScreen = { table.rectForRow(at: row).minY - table.contentOffset.y }
        #expect(table.rectForRow(at: row).height > 44, "measured")
        let before = onScreen()
        table.contentOffset.y -= 100
        host.layOut()
        #expect(table.cellForRow(at: IndexPath(row: 498, section: 0)) != nil)
        #expect(abs(onScreen() - (before + 100)) < 0.5, "the rows above were measured without moving row 500")
    }

    @Test func anEmptyBatchMeasuresSelfSizingRowsAgain() {
        let host = TableHost(sections: [["Short", "Short"]]) { _, recorder in
            recorder.configure = { cell, _ in cell.textLabel?.numberOfLines = 0 }
        }
        let table = host.tableView
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text = String(repeating: "Now much longer. ", count: 10)
        table.beginUpdates()
        table.endUpdates()
        host.layOut()
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height > 80)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.frame.minY == table.rectForRow(at: IndexPath(row: 0, section: 0)).maxY)
    }

    @Test func classicCellsWithWrappingLabelsSizeThemselves() {
        let long = String(repeating: "Wraps onto more lines. ", count: 8)
        let host = TableHost(sections: [["One line", long]]) { table, recorder in
            recorder.configure = { cell, _ in cell.textLabel?.numberOfLines = 0 }
        }
        let table = host.tableView
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).height == 44)
        let tall = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        let label = table.cellForRow(at: IndexPath(row: 1, section: 0))!.textLabel!
        #expect(tall > 80 && abs(tall - (label.frame.height + 22)) <= 1)
        // A narrower table wraps the text onto more lines.
        table.frame.size.width = 200
        host.layOut()
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height > tall)
    }

    @Test func classicCellStylesLayOutTheirLabels() {
        let host = TableHost(sections: [["a"]]) { table, _ in table.rowHeight = 44 }
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.textLabel?.text = "Wi-Fi"
        value1.detailTextLabel?.text = "Home"
        value1.accessoryType = .disclosureIndicator
        host.window.rootViewController?.view.addSubview(value1)
        value1.layoutIfNeeded()
        let text = value1.textLabel!.frame, detail = value1.detailTextLabel!.convert(value1.detailTextLabel!.bounds, to: value1)
        #expect(text.minX == 16 && detail.maxX < 320 - 16 - 8, "the detail ends before the chevron")
        #expect(value1.contentView.frame.maxX < 300)
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.textLabel?.text = "Title"
        subtitle.detailTextLabel?.text = "Subtitle"
        subtitle.layoutIfNeeded()
        #expect(subtitle.detailTextLabel!.frame.minY >= subtitle.textLabel!.frame.maxY)
        #expect(subtitle.textLabel!.frame.minX == subtitle.detailTextLabel!.frame.minX)
        let value2 = UITableViewCell(style: .value2, reuseIdentifier: nil)
        value2.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value2.textLabel?.text = "Label"
        value2.detailTextLabel?.text = "Detail"
        value2.layoutIfNeeded()
        #expect(value2.textLabel!.textAlignment == .right && value2.detailTextLabel!.frame.minX > value2.textLabel!.frame.maxX)
    }

    @Test func separatorsBackgroundsAndAccessoryViewsFollowTheirSettings() {
        let background = UIView()
        let host = TableHost(sections: numberedRows([3])) { table, recorder in
            table.rowHeight = 44
            table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 10)
            table.separatorColor = .systemRed
            table.backgroundView = background
            recorder.configure = { cell, indexPath in
                cell.accessoryView = indexPath.row == 1 ? UISwitch() : nil
                cell.selectionStyle = indexPath.row == 2 ? .none : .default
                cell.indentationLevel = indexPath.row == 2 ? 2 : 0
            }
        }
        let table = host.tableView
        let cells = table.visibleCells
        #expect(cells[0].separatorView.frame == CGRect(x: 30, y: 43, width: 280, height: 1))
        #expect(cells[0].separatorView.backgroundColor == .systemRed)
        cells[0].separatorInset = .zero
        cells[0].layoutIfNeeded()
        #expect(cells[0].separatorView.frame.minX == 0 && cells[0].separatorInset == .zero)
        #expect(background.frame == table.bounds && background.superview === table)
        #expect(table.subviews.firstIndex(of: background)! < table.subviews.firstIndex(of: cells[0])!, "rows draw over the background view")
        let toggle = cells[1].accessoryView!
        #expect(toggle.superview === cells[1] && toggle.frame.maxX == 320 - 16 && cells[1].contentView.frame.maxX <= toggle.frame.minX)
        #expect(cells[2].contentView.frame.minX == 20, "two levels of indentation")
        host.window.tap(at: host.center(of: IndexPath(row: 2, section: 0)))
        #expect(cells[2].isSelected && cells[2].selectedBackgroundView?.superview == nil, "no selected background for selectionStyle none")
        host.window.tap(at: host.center(of: IndexPath(row: 0, section: 0)))
        #expect(cells[0].selectedBackgroundView?.superview === cells[0])
    }

    @Test func cellConfigurationsFollowTheCellsState() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = cell.defaultContentConfiguration()
        content.text = "Row"
        cell.contentConfiguration = content
        cell.backgroundConfiguration = .listPlainCell()
        var states: [UICellConfigurationState] = []
        cell.configurationUpdateHandler = { _, state in states.append(state) }
        cell.layoutIfNeeded()
        #expect(states.count == 1 && !states[0].isSelected)
        #expect(cell.contentView.subviews.contains { $0 is UIListContentView })
        cell.setSelected(true, animated: false)
        cell.layoutIfNeeded()
        #expect(states.last?.isSelected == true && cell.configurationState.isSelected)
        #expect(cell.backgroundConfiguration?.backgroundColor != UIBackgroundConfiguration.listPlainCell().backgroundColor,
                "the selected background is gray")
        let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
        #expect(header.defaultContentConfiguration().textProperties.font == UIListContentConfiguration.plainHeader().textProperties.font)
    }

    @Test func registeredClassesAreMadeThroughTheirInitializerWithTheirIdentifier() {
        final class Made: UITableViewCell {
            var identifierSeen: String?
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                identifierSeen = reuseIdentifier
            }
            required init?(coder: NSCoder) { fatalError() }
        }
        let table = UITableView()
        table.register(Made.self, forCellReuseIdentifier: "made")
        let cell = table.dequeueReusableCell(withIdentifier: "made") as? Made
        #expect(cell?.identifierSeen == "made" && cell?.reuseIdentifier == "made")
        #expect(table.dequeueReusableCell(withIdentifier: "unknown") == nil)
        let reports = recordMisuseReports {
            _ = table.dequeueReusableCell(withIdentifier: "unknown", for: IndexPath(row: 0, section: 0))
        }
        #expect(reports.map(\.message) == ["unable to dequeue a cell with identifier unknown - must register a nib or a class for the identifier or connect a prototype cell in a storyboard"])
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header")?.reuseIdentifier == "header")
    }

    @Test func cellsAndTheTableAreFreedWithTheTable() {
        weak var weakTable: UITableView?
        weak var weakCell: UITableViewCell?
        weak var weakSpare: UITableViewCell?
        do {
            let host = TableHost(sections: numberedRows([100])) { table, _ in table.rowHeight = 44 }
            weakTable = host.tableView
            weakCell = host.tableView.visibleCells.first
            host.tableView.contentOffset = CGPoint(x: 0, y: 1000)
            host.layOut()
            weakSpare = host.tableView.cellQueue.spare(for: "cell").map { cell in
                host.tableView.cellQueue.enqueue(cell, for: "cell")
                return cell
            }
            host.tableView.removeFromSuperview()
            host.window.isHidden = true
            host.window.rootViewController = nil
        }
        #expect(weakTable == nil)
        #expect(weakCell == nil && weakSpare == nil)
    }

    @Test func scrollToRowPutsTheRowWhereAsked() {
        let host = TableHost(sections: numberedRows([100])) { table, _ in table.rowHeight = 44 }
        let table = host.tableView
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: false)
        #expect(abs(table.contentOffset.y - (2200)) < 0.001)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .bottom, animated: false)
        #expect(abs(table.contentOffset.y - (2244 - 480)) < 0.001)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .middle, animated: false)
        #expect(abs(table.contentOffset.y - (2222 - 240)) < 0.001)
        table.scrollToRow(at: IndexPath(row: 99, section: 0), at: .top, animated: false)
        #expect(abs(table.contentOffset.y - (4400 - 480)) < 0.001, "kept within the content")
        host.layOut()
        #expect(table.cellForRow(at: IndexPath(row: 99, section: 0)) != nil)
    }

    @Test func tableHeaderAndFooterViewsFrameTheSections() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 100))
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        let host = TableHost(sections: numberedRows([3])) { table, _ in
            table.rowHeight = 44
            table.tableHeaderView = header
            table.tableFooterView = footer
        }
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        #expect(host.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 100)
        #expect(footer.frame.minY == 232 && host.tableView.contentSize.height == 292)
    }

    @Test func insetGroupedRowsAreInsetAndRounded() {
        let host = TableHost(style: .insetGrouped, sections: numberedRows([3])) { table, _ in table.rowHeight = 44 }
        let cells = host.tableView.visibleCells
        #expect(cells.allSatisfy { $0.frame.minX == 16 && $0.frame.width == 288 })
        #expect(cells[0].layer.cornerRadius == 10 && cells[0].layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner])
        #expect(cells[1].layer.cornerRadius == 0)
        #expect(cells[2].layer.maskedCorners == [.layerMinXMaxYCorner, .layerMaxXMaxYCorner])
        #expect(cells[2].separatorView.isHidden && !cells[0].separatorView.isHidden)
    }
}
