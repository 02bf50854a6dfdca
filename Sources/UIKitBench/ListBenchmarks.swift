import Foundation
import UIKit
import UIKitTesting

/// Table views: scrolling 10,000 self-sizing rows a screen per frame, applying a diffable snapshot that moves a
/// thousand of 10,000 items, and reloading the table, each with the frame that follows.
@MainActor
enum ListBenchmarks {
    /// A row sized by Auto Layout: a wrapping label pinned to the content view's edges.
    private final class NoteCell: UITableViewCell {
        static var made = 0
        let label = UILabel()

        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            NoteCell.made += 1
            label.numberOfLines = 0
            label.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 11),
                label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -11),
                label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            ])
        }

        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private final class Notes: NSObject, UITableViewDataSource {
        let notes = (0..<10_000).map { index in
            "Note \(index): " + String(repeating: "a sighting worth writing down ", count: 1 + index % 4)
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { notes.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "note", for: indexPath) as! NoteCell
            cell.label.text = notes[indexPath.row]
            return cell
        }
    }

    private enum Section: Hashable, Sendable { case main }

    static func run() {
        print("Lists: 1280x800 @1x, table views of 10,000 rows, each with the frame that follows")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("ms", 24) + "target")
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = BenchScene.makeWindow()
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        scroll(in: window, controller: controller)
        applySnapshot(in: window, controller: controller)
    }

    /// A screen per frame down 10,000 self-sizing rows: the frame time and how many cells there ever were.
    private static func scroll(in window: UIWindow, controller: UIViewController) {
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.estimatedRowHeight = 44
        table.register(NoteCell.self, forCellReuseIdentifier: "note")
        let notes = Notes()
        table.dataSource = notes
        controller.view.addSubview(table)
        defer { table.removeFromSuperview() }
        window.runUpdateCycle()
        var frames: [Double] = [], mostAlive = 0, mostVisibleRows = 0
        for _ in 0..<300 {
            let start = DispatchTime.now().uptimeNanoseconds
            table.contentOffset.y = min(table.contentOffset.y + 800, max(0, table.contentSize.height - 800))
            window.runUpdateCycle()
            frames.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
            mostAlive = max(mostAlive, NoteCell.made)
            mostVisibleRows = max(mostVisibleRows, table.visibleCells.count)
        }
        let average = frames.reduce(0, +) / Double(frames.count), worst = frames.max() ?? 0
        print(BenchTable.pad("scroll a screen a frame, 300 frames: average | worst", 60)
              + BenchTable.pad(String(format: "%.2f | %.2f", average, worst), 24)
              + "≤ 4 | ≤ 8: " + BenchTable.met(average <= 4 && worst <= 8))
        print(BenchTable.pad("cells made | most rows visible at once", 60) + BenchTable.pad("\(mostAlive) | \(mostVisibleRows)", 24)
              + "≤ visible + 2: " + BenchTable.met(mostAlive <= mostVisibleRows + 2))
        let reload = Stopwatch.median(runs: 20) {
            table.reloadData()
            window.runUpdateCycle()
        }
        print(BenchTable.pad("reloadData of 10,000 rows", 60) + BenchTable.pad(String(format: "%.2f", reload), 24) + "-")
    }

    /// A diffable snapshot of 10,000 items in which 1,000 move, applied without animation, and back.
    private static func applySnapshot(in window: UIWindow, controller: UIViewController) {
        let table = UITableView(frame: controller.view.bounds, style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        controller.view.addSubview(table)
        defer { table.removeFromSuperview() }
        var ordered = NSDiffableDataSourceSnapshot<Section, Int>()
        ordered.appendSections([.main])
        ordered.appendItems(Array(0..<10_000))
        var moved = ordered
        for item in stride(from: 0, to: 10_000, by: 10) { moved.moveItem(item, afterItem: 9_999) }
        dataSource.apply(ordered, animatingDifferences: false)
        window.runUpdateCycle()
        var flip = false
        let apply = Stopwatch.median(runs: 20) {
            flip.toggle()
            dataSource.apply(flip ? moved : ordered, animatingDifferences: false)
            window.runUpdateCycle()
        }
        print(BenchTable.pad("apply a snapshot of 10,000 items moving 1,000", 60) + BenchTable.pad(String(format: "%.2f", apply), 24)
              + "≤ 20: " + BenchTable.met(apply <= 20))
    }
}
