import Foundation
import UIKit

/// Storyboards and nibs: parsing a 20-scene storyboard and loading its initial scene, and making a table cell from
/// a xib again and again.
@MainActor
enum InterfaceBuilderBenchmarks {
    static func run() {
        print("Interface files: a generated 20-scene storyboard (12 views and 14 constraints a scene) and a cell xib")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("value", 12) + "target")
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("casement-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let runs = 15, warmup = 2
        for copy in 0..<(runs + warmup) {
            try? Data(storyboard(scenes: 20).utf8).write(to: directory.appendingPathComponent("Bench\(copy).storyboard"))
        }
        let bundle = Bundle(path: directory.path)
        // Each run reads a file not read before: the parse is part of the figure.
        var copy = 0
        let cold = Stopwatch.median(runs: runs, warmup: warmup) {
            let navigation = UIStoryboard(name: "Bench\(copy)", bundle: bundle).instantiateInitialViewController() as? UINavigationController
            navigation?.topViewController?.loadViewIfNeeded()
            copy += 1
        }
        let warm = Stopwatch.median(runs: runs) {
            let navigation = UIStoryboard(name: "Bench0", bundle: bundle).instantiateInitialViewController() as? UINavigationController
            navigation?.topViewController?.loadViewIfNeeded()
        }

        let nib = UINib(data: Data(cellXib.utf8), bundle: nil)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(nib, forCellReuseIdentifier: "Cell")
        _ = table.dequeueReusableCell(withIdentifier: "Cell")
        let cells = 1_000
        let total = Stopwatch.median(runs: 5, warmup: 1) {
            for _ in 0..<cells { _ = table.dequeueReusableCell(withIdentifier: "Cell") }
        }
        let perCell = total / Double(cells) * 1000
        let inCode = Stopwatch.median(runs: 5, warmup: 1) {
            for _ in 0..<cells { _ = cellInCode() }
        } / Double(cells) * 1000

        let rows: [(String, String, String)] = [
            ("20-scene storyboard: parse, initial controller, its view", String(format: "%.2f ms", cold), "<= 5 ms: \(BenchTable.met(cold <= 5))"),
            ("the same, the file already read", String(format: "%.2f ms", warm), ""),
            ("table cell from a xib, each after the first", String(format: "%.1f µs", perCell), "<= 50 µs: \(BenchTable.met(perCell <= 50))"),
            ("the same cell built in code", String(format: "%.1f µs", inCode), String(format: "xib / code: %.2fx", perCell / inCode)),
        ]
        for (name, value, note) in rows { print(BenchTable.pad(name, 60) + BenchTable.pad(value, 12) + note) }
    }

    /// Makes `count` of the benchmark's cells, from its xib or in code, for profiling.
    static func makeCells(_ count: Int, fromXib: Bool) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        table.register(UINib(data: Data(cellXib.utf8), bundle: nil), forCellReuseIdentifier: "Cell")
        for _ in 0..<count {
            _ = fromXib ? table.dequeueReusableCell(withIdentifier: "Cell") : cellInCode()
        }
    }

    /// The xib's cell, written in code: the yardstick for what the file costs on top of making the views.
    private static func cellInCode() -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: "Cell")
        let title = UILabel(), detail = UILabel(), icon = UIImageView()
        (title.text, title.font, detail.text, detail.font) = ("Title", .boldSystemFont(ofSize: 17), "Detail", .systemFont(ofSize: 13))
        for view in [title, detail, icon] {
            view.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(view)
        }
        let content = cell.contentView
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: content.layoutMarginsGuide.leadingAnchor),
            title.topAnchor.constraint(equalTo: content.layoutMarginsGuide.topAnchor),
            detail.leadingAnchor.constraint(equalTo: title.leadingAnchor),
            detail.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
            icon.trailingAnchor.constraint(equalTo: content.layoutMarginsGuide.trailingAnchor),
            icon.centerYAnchor.constraint(equalTo: content.centerYAnchor),
        ])
        return cell
    }

    /// A storyboard in Xcode's form: a navigation controller whose root is the first of `scenes` scenes, each a
    /// controller whose view holds labels, buttons and a stack view placed by constraints, with segues between them.
    private static func storyboard(scenes: Int) -> String {
        var xml = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" "#
            + #"version="3.0" targetRuntime="iOS.CocoaTouch" useAutolayout="YES" useSafeAreas="YES" initialViewController="nav"><scenes>"#
            + #"<scene sceneID="s-nav"><objects><navigationController id="nav" sceneMemberID="viewController"><connections>"#
            + #"<segue destination="vc0" kind="relationship" relationship="rootViewController" id="rel"/></connections>"#
            + #"</navigationController></objects></scene>"#
        for scene in 0..<scenes {
            let id = "vc\(scene)"
            var subviews = "", constraints = ""
            for row in 0..<10 {
                let view = "\(id)-v\(row)", element = row.isMultiple(of: 2) ? "label" : "button"
                let content = element == "label"
                    ? #"text="Row \#(row)" lineBreakMode="tailTruncation"><fontDescription key="fontDescription" type="system" pointSize="17"/>"#
                    : #"buttonType="system"><state key="normal" title="Row \#(row)"/><connections><segue destination="vc\#((scene + 1) % scenes)" kind="show" id="\#(view)-s"/></connections>"#
                subviews += #"<\#(element) translatesAutoresizingMaskIntoConstraints="NO" id="\#(view)" \#(content)</\#(element)>"#
                let above = row == 0 ? "\(id)-safe\" secondAttribute=\"top" : "\(id)-v\(row - 1)\" secondAttribute=\"bottom"
                constraints += #"<constraint firstItem="\#(view)" firstAttribute="top" secondItem="\#(above)" constant="8" id="\#(view)-c1"/>"#
                if row < 4 { constraints += #"<constraint firstItem="\#(view)" firstAttribute="leading" secondItem="\#(id)-safe" secondAttribute="leading" constant="16" id="\#(view)-c2"/>"# }
            }
            subviews += #"<stackView axis="vertical" spacing="4" translatesAutoresizingMaskIntoConstraints="NO" id="\#(id)-stack"><subviews>"#
                + #"<label text="A" id="\#(id)-a"/></subviews></stackView>"#
            xml += #"<scene sceneID="s-\#(id)"><objects><viewController title="Scene \#(scene)" id="\#(id)" sceneMemberID="viewController">"#
                + #"<view key="view" id="\#(id)-view"><rect key="frame" x="0" y="0" width="390" height="844"/><subviews>\#(subviews)</subviews>"#
                + #"<viewLayoutGuide key="safeArea" id="\#(id)-safe"/><color key="backgroundColor" systemColor="systemBackgroundColor"/>"#
                + #"<constraints>\#(constraints)</constraints></view></viewController></objects></scene>"#
        }
        return xml + "</scenes></document>"
    }

    private static let cellXib = #"<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" "#
        + #"version="3.0" targetRuntime="iOS.CocoaTouch"><objects><placeholder placeholderIdentifier="IBFilesOwner" id="-1"/>"#
        + #"<tableViewCell reuseIdentifier="Cell" id="cell"><rect key="frame" x="0" y="0" width="390" height="60"/>"#
        + #"<tableViewCellContentView key="contentView" id="content"><subviews>"#
        + #"<label text="Title" translatesAutoresizingMaskIntoConstraints="NO" id="title"><fontDescription key="fontDescription" type="boldSystem" pointSize="17"/></label>"#
        + #"<label text="Detail" translatesAutoresizingMaskIntoConstraints="NO" id="detail"><fontDescription key="fontDescription" type="system" pointSize="13"/></label>"#
        + #"<imageView translatesAutoresizingMaskIntoConstraints="NO" id="icon"/></subviews><constraints>"#
        + #"<constraint firstItem="title" firstAttribute="leading" secondItem="content" secondAttribute="leadingMargin" id="c1"/>"#
        + #"<constraint firstItem="title" firstAttribute="top" secondItem="content" secondAttribute="topMargin" id="c2"/>"#
        + #"<constraint firstItem="detail" firstAttribute="leading" secondItem="title" secondAttribute="leading" id="c3"/>"#
        + #"<constraint firstItem="detail" firstAttribute="top" secondItem="title" secondAttribute="bottom" constant="4" id="c4"/>"#
        + #"<constraint firstItem="icon" firstAttribute="trailing" secondItem="content" secondAttribute="trailingMargin" id="c5"/>"#
        + #"<constraint firstItem="icon" firstAttribute="centerY" secondItem="content" secondAttribute="centerY" id="c6"/>"#
        + #"</constraints></tableViewCellContentView></tableViewCell></objects></document>"#
}
