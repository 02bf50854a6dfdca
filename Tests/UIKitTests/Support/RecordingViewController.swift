@testable import UIKit

/// The calls that one or more recording objects received, in the order they arrived.
@MainActor
final class CallLog {
    private(set) var entries: [String] = []

    func record(_ entry: String) { entries.append(entry) }

    func clear() { entries.removeAll() }

    /// The appearance callbacks, without loading and layout.
    var appearance: [String] {
        entries.filter { $0.contains("Appear") || $0.contains("Disappear") }
    }
}

/// A hidden window of a phone's size, for controller tests.
@MainActor
func makeWindow() -> UIWindow {
    UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
}

/// A view controller that records its life-cycle, layout, containment and memory callbacks.
///
/// Entries are the method names ("viewDidLoad"), prefixed with the controller's
/// name when it has one ("a.viewDidLoad"), so several controllers can share a log.
/// Its root view records `layoutSubviews` the same way.
@MainActor
class RecordingViewController: UIViewController {
    let name: String?
    let log: CallLog
    /// What `prefersStatusBarHidden` answers.
    var statusBarHidden = false

    init(_ name: String? = nil, log: CallLog = CallLog()) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    func record(_ call: String) {
        log.record(name.map { "\($0).\(call)" } ?? call)
    }

    /// The root view: a plain view that records its `layoutSubviews` in the controller's log.
    final class RootView: UIView {
        weak var controller: RecordingViewController?

        override func layoutSubviews() {
            super.layoutSubviews()
            controller?.record("layoutSubviews")
        }
    }

    override func loadView() {
        record("loadView")
        let root = RootView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.controller = self
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        record("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        record("viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        record("viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        record("viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        record("viewDidDisappear")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        record("viewWillLayoutSubviews")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        record("viewDidLayoutSubviews")
    }

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        record("didReceiveMemoryWarning")
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        record("willMove(toParent: \(Self.describe(parent)))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        record("didMove(toParent: \(Self.describe(parent)))")
    }

    override var prefersStatusBarHidden: Bool { statusBarHidden }

    private static func describe(_ controller: UIViewController?) -> String {
        guard let controller else { return "nil" }
        return (controller as? RecordingViewController)?.name ?? "\(type(of: controller))"
    }
}
