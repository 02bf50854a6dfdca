import Foundation
import UIKit
import UIKitTesting

/// Scrolling a compositional grid of 10,000 items by one screen a frame: the frame's cost and the cells made.
@MainActor
enum CollectionBenchmarks {
    /// A cell with a colored background and its item's number.
    private final class GridCell: UICollectionViewCell {
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            contentView.backgroundColor = .systemTeal
            label.textAlignment = .center
            contentView.addSubview(label)
        }

        required init?(coder: NSCoder) { fatalError("made in code") }

        override func layoutSubviews() {
            super.layoutSubviews()
            label.frame = contentView.bounds
        }
    }

    private final class Source: NSObject, UICollectionViewDataSource {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10_000 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "grid", for: indexPath) as! GridCell
            cell.label.text = "\(indexPath.item)"
            return cell
        }
    }

    static func run() {
        print("Collections: 1280x800 @1x, a compositional grid of 10,000 items (8 columns, 100-pt rows), scrolled one screen a frame")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("ms", 12) + "target")
        // Time stands still, so no animation or indicator fade runs between the frames.
        _ = ManualClock.install()
        defer { ManualClock.uninstall() }
        let window = BenchScene.makeWindow()
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 8), heightDimension: .fractionalHeight(1)))
        item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
        let collectionView = UICollectionView(frame: window.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(GridCell.self, forCellWithReuseIdentifier: "grid")
        let source = Source()
        collectionView.dataSource = source
        let controller = UIViewController()
        controller.view = collectionView
        window.rootViewController = controller
        window.isHidden = false
        // A headless window does not composite in its update cycle: the frame is its layout, then its composite.
        func frame() {
            window.runUpdateCycle()
            _ = window.compositeFrame()
        }
        let setup = Stopwatch.median(runs: 1, warmup: 0) { frame() }
        let madeAtStart = collectionView.viewsMade
        var samples: [Double] = []
        for screen in 1...120 {
            let start = DispatchTime.now().uptimeNanoseconds
            collectionView.contentOffset = CGPoint(x: 0, y: CGFloat(screen) * 800)
            frame()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        let average = samples.reduce(0, +) / Double(samples.count), worst = samples.max() ?? 0
        let rows: [(String, Double, String)] = [
            ("first layout and composite (10,000 items laid out)", setup, ""),
            ("scroll frame (layout + composite), average of 120", average, "<= 4 ms: \(BenchTable.met(average <= 4))"),
            ("scroll frame, worst of 120", worst, "<= 8 ms: \(BenchTable.met(worst <= 8))"),
        ]
        for (name, milliseconds, note) in rows {
            print(BenchTable.pad(name, 60) + BenchTable.pad(String(format: "%.3f", milliseconds), 12) + note)
        }
        print(BenchTable.pad("cells made: first screen / while scrolling 120 screens", 60)
              + "\(madeAtStart) / \(collectionView.viewsMade - madeAtStart)")
    }
}
