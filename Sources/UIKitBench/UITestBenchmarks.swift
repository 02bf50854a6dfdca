import Foundation
import UIKit
import UIKitTesting

/// UI tests in process: a 10-step XCUITest-style flow, a phone screenshot checked against its reference, and the
/// element tree printed. The flow drives a small list-and-form app built here, the demo's shapes (a navigation stack
/// with a table, a pushed detail, a presented form, an alert): an executable such as the demo cannot be linked into
/// another executable, only into tests, where `BirdSightingsUITests` runs the same steps on the demo itself.
@MainActor
enum UITestBenchmarks {
    static func run() {
        print("UI tests: XCTest's queries and actions in process, screenshot checks, the element tree")
        print(BenchTable.pad("workload", 60) + BenchTable.pad("value", 12) + "target")
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let flow = Stopwatch.median(runs: 15) { _ = runFlow() }
        let (check, render, encode, decode, tree) = screenshotAndTree()
        let rows: [(String, String, String)] = [
            ("10-step flow: launch, tap, type, wait, assert", String(format: "%.2f ms", flow), "<= 50 ms: \(BenchTable.met(flow <= 50))"),
            ("393x852@3x screenshot rendered and found equal", String(format: "%.2f ms", check), "<= 40 ms: \(BenchTable.met(check <= 40))"),
            ("  the render alone", String(format: "%.2f ms", render), ""),
            ("  PNG encode it no longer does (only to record or report)", String(format: "%.2f ms", encode), ""),
            ("  reference decode, now once per file", String(format: "%.2f ms", decode),
             String(format: "check / (render + encode + decode): %.2fx", check / (render + encode + decode))),
            ("debugDescription of the app's tree", String(format: "%.3f ms", tree), ""),
        ]
        for (name, value, note) in rows { print(BenchTable.pad(name, 60) + BenchTable.pad(value, 12) + note) }
    }

    /// The flow a UI test of a list app runs; returns whether every assertion held.
    private static func runFlow() -> Bool {
        let window = makeApp()                                              // 1. launch
        let app = XCUIApplication(window: window)
        app.cells.staticTexts["Row 3"].tap()                               // 2. open a row
        var held = app.staticTexts["Detail of Row 3"].waitForExistence(timeout: 2)   // 3. wait for the push
        app.navigationBars.buttons.element(boundBy: 0).tap()              // 4. back
        app.navigationBars["Rows"].buttons["Add"].tap()                    // 5. present the form
        let field = app.textFields["Name"]
        field.tap()                                                        // 6. focus the field
        field.typeText("Osprey")                                           // 7. type
        app.buttons["Save"].tap()                                          // 8. save
        held = held && app.cells.staticTexts["Osprey"].waitForExistence(timeout: 2)  // 9. wait for the new row
        held = held && app.cells.count > 5                                 // 10. assert
        window.isHidden = true
        return held
    }

    /// A phone screenshot of the list checked against a reference recorded once, and the tree printed.
    private static func screenshotAndTree() -> (check: Double, render: Double, encode: Double, decode: Double, tree: Double) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("casement-bench-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        // A fresh controller for every picture, as each screenshot test makes its own: nothing is drawn already.
        let screen = UIScreen.device("iPhone 15")!
        func picture() -> UIImage { UINavigationController(rootViewController: ListController()).snapshotImage(on: screen) }
        _ = verifySnapshot(of: picture(), in: directory, stem: "list", record: true, tolerance: 2)
        let render = Stopwatch.median(runs: 21) { _ = picture() }
        var failure: String?
        let check = Stopwatch.median(runs: 21) {
            failure = verifySnapshot(of: picture(), in: directory, stem: "list", record: false, tolerance: 2)
        }
        if let failure { print("screenshot check failed: \(failure)") }
        // What the check used to do besides: encode the new picture and decode the reference every time.
        let image = picture().cgImage!
        let encode = Stopwatch.median(runs: 9) { _ = image.pngData() }
        let png = image.pngData()!
        let decode = Stopwatch.median(runs: 9) { _ = CGImage(pngData: png) }
        let window = makeApp()
        let app = XCUIApplication(window: window)
        let tree = Stopwatch.median(runs: 15) { _ = app.debugDescription }
        window.isHidden = true
        return (check, render, encode, decode, tree)
    }

    private static func makeApp() -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = UINavigationController(rootViewController: ListController())
        window.makeKeyAndVisible()
        window.runUpdateCycle()
        return window
    }

    private final class ListController: UITableViewController {
        var rows = (0..<20).map { "Row \($0)" }

        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Rows"
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
            navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: ListController.add)
        }

        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
            cell.textLabel?.text = rows[indexPath.row]
            return cell
        }

        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            let detail = UIViewController()
            detail.view.backgroundColor = .systemBackground
            let label = UILabel(frame: CGRect(x: 20, y: 120, width: 300, height: 30))
            label.text = "Detail of \(rows[indexPath.row])"
            detail.view.addSubview(label)
            navigationController?.pushViewController(detail, animated: true)
        }

        private func add() {
            let form = FormController()
            form.onSave = { [weak self] name in
                self?.rows.insert(name, at: 0)
                self?.tableView.reloadData()
            }
            present(form, animated: true)
        }
    }

    private final class FormController: UIViewController {
        let field = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 40))
        let save = UIButton(type: .system)
        var onSave: ((String) -> Void)?

        override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .systemBackground
            field.placeholder = "Name"
            save.setTitle("Save", for: .normal)
            save.frame = CGRect(x: 20, y: 140, width: 100, height: 44)
            save.addAction(UIAction { [unowned self] _ in
                onSave?(field.text ?? "")
                dismiss(animated: true)
            }, for: .touchUpInside)
            view.addSubview(field)
            view.addSubview(save)
        }
    }
}
