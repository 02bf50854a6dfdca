import Testing
@testable import UIKit

/// The order of the constraint and layout callbacks, as Apple's View Controller Programming Guide documents it
/// for a size change: the view resizes, autoresizing runs, `viewWillLayoutSubviews`, then within the root view's
/// layout `updateViewConstraints` → `updateConstraints` → solve and apply frames, then `viewDidLayoutSubviews`.
@MainActor
@Suite struct UIViewControllerConstraintOrderTests {
    /// A view that records its size changes, its `updateConstraints` and its `layoutSubviews` into a log.
    final class LoggingView: UIView {
        let name: String
        let log: CallLog
        var callsSuper = true

        init(_ name: String, log: CallLog) {
            self.name = name
            self.log = log
            super.init(frame: .zero)
        }

        required init?(coder: NSCoder) { nil }

        override var bounds: CGRect {
            willSet { if newValue.size != bounds.size { log.record("\(name).resize") } }
        }

        override var frame: CGRect {
            willSet { if newValue.size != frame.size { log.record("\(name).resize") } }
        }

        override func updateConstraints() {
            log.record("\(name).updateConstraints")
            if callsSuper { super.updateConstraints() }
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            log.record("\(name).layoutSubviews")
        }
    }

    /// A controller whose root view holds an autoresizing banner and a box placed by constraints.
    final class OrderViewController: UIViewController {
        let log = CallLog()
        lazy var banner = LoggingView("banner", log: log)
        lazy var box = LoggingView("box", log: log)
        var callsSuper = true
        /// The box's frame as each callback saw it.
        var boxFrames: [String: CGRect] = [:]

        override func loadView() {
            view = LoggingView("root", log: log)
        }

        override func viewDidLoad() {
            super.viewDidLoad()
            banner.frame = CGRect(x: 0, y: 0, width: view.bounds.width, height: 10)
            banner.autoresizingMask = [.flexibleWidth]
            view.addSubview(banner)
            box.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
                box.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
                box.topAnchor.constraint(equalTo: view.topAnchor, constant: 40),
                box.heightAnchor.constraint(equalToConstant: 30),
            ])
        }

        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.record("viewWillLayoutSubviews")
            boxFrames["viewWillLayoutSubviews"] = box.frame
        }

        override func updateViewConstraints() {
            log.record("updateViewConstraints")
            if callsSuper { super.updateViewConstraints() }
        }

        override func viewDidLayoutSubviews() {
            super.viewDidLayoutSubviews()
            log.record("viewDidLayoutSubviews")
            boxFrames["viewDidLayoutSubviews"] = box.frame
        }

        var root: LoggingView { view as! LoggingView }
    }

    /// A visible window of `size` showing `controller`, laid out once, with the log cleared.
    private func show(_ controller: OrderViewController, size: CGSize = CGSize(width: 300, height: 400)) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        controller.log.clear()
        return window
    }

    @Test func aSizeChangeRunsTheDocumentedOrder() {
        let controller = OrderViewController()
        let window = show(controller)
        #expect(controller.box.frame == CGRect(x: 10, y: 40, width: 280, height: 30))

        window.frame = CGRect(x: 0, y: 0, width: 500, height: 400)
        #expect(controller.log.entries == ["root.resize", "banner.resize"], "the resize and autoresizing happen at once")
        window.runUpdateCycle()
        #expect(controller.log.entries == [
            "root.resize", "banner.resize",
            "viewWillLayoutSubviews", "updateViewConstraints", "root.updateConstraints",
            "box.resize", "root.layoutSubviews", "viewDidLayoutSubviews",
            "banner.layoutSubviews", "box.layoutSubviews",
        ])
        // Frames are applied between the two controller callbacks.
        #expect(controller.boxFrames["viewWillLayoutSubviews"] == CGRect(x: 10, y: 40, width: 280, height: 30))
        #expect(controller.boxFrames["viewDidLayoutSubviews"] == CGRect(x: 10, y: 40, width: 480, height: 30))
        #expect(controller.banner.frame.width == 500)
    }

    @Test func theFirstLayoutAlsoUpdatesConstraintsAfterViewWillLayoutSubviews() {
        let controller = OrderViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.rootViewController = controller
        window.isHidden = false
        window.runUpdateCycle()
        let calls = controller.log.entries.filter { !$0.hasSuffix(".resize") && !$0.hasPrefix("banner") && !$0.hasPrefix("box") }
        #expect(calls == ["viewWillLayoutSubviews", "updateViewConstraints", "root.updateConstraints", "root.layoutSubviews", "viewDidLayoutSubviews"])
        #expect(controller.boxFrames["viewDidLayoutSubviews"] == CGRect(x: 10, y: 40, width: 280, height: 30))
    }

    @Test func aSecondPassWithNothingChangedCallsNothing() {
        let controller = OrderViewController()
        let window = show(controller)
        window.runUpdateCycle()
        window.runUpdateCycle()
        #expect(controller.log.entries.isEmpty)
    }

    @Test func setNeedsUpdateConstraintsWaitsForTheNextPassAndRunsOnce() {
        let controller = OrderViewController()
        let window = show(controller)
        controller.box.setNeedsUpdateConstraints()
        controller.box.setNeedsUpdateConstraints()
        #expect(controller.box.needsUpdateConstraints())
        #expect(controller.log.entries.isEmpty, "nothing runs until the next pass")
        window.runUpdateCycle()
        #expect(controller.log.entries.filter { $0.hasSuffix("updateConstraints") } == ["box.updateConstraints"])
        #expect(!controller.box.needsUpdateConstraints())
    }

    @Test func updateConstraintsIfNeededRunsThePendingUpdatesNowSubviewsFirst() {
        let controller = OrderViewController()
        _ = show(controller)
        controller.root.setNeedsUpdateConstraints()
        controller.box.setNeedsUpdateConstraints()
        controller.root.updateConstraintsIfNeeded()
        #expect(controller.log.entries == ["box.updateConstraints", "updateViewConstraints", "root.updateConstraints"])
        controller.root.updateConstraintsIfNeeded()
        #expect(controller.log.entries.count == 3, "a second call finds nothing to do")
    }

    @Test func changingAConstraintInUpdateConstraintsTakesEffectInTheSamePass() {
        final class GrowingView: UIView {
            var height: NSLayoutConstraint?
            var wanted: CGFloat = 30
            override func updateConstraints() {
                height?.constant = wanted
                super.updateConstraints()
            }
        }
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
        window.rootViewController = controller
        window.isHidden = false
        let box = GrowingView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        let height = box.heightAnchor.constraint(equalToConstant: 10)
        box.height = height
        NSLayoutConstraint.activate([height, box.widthAnchor.constraint(equalToConstant: 10),
                                     box.topAnchor.constraint(equalTo: controller.view.topAnchor),
                                     box.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor)])
        window.runUpdateCycle()
        #expect(box.frame.height == 30)
        box.wanted = 70
        box.setNeedsUpdateConstraints()
        window.runUpdateCycle()
        #expect(box.frame.height == 70)
    }

    @Test func anUpdateConstraintsThatSkipsSuperIsReported() {
        let controller = OrderViewController()
        let window = show(controller)
        MisuseReporter.clearRecentMessages()
        controller.box.callsSuper = false
        controller.box.setNeedsUpdateConstraints()
        window.runUpdateCycle()
        let reports = MisuseReporter.recentMessages.filter { $0.contains("super.updateConstraints()") }
        #expect(reports.count == 1)
        #expect(reports.first?.contains("LoggingView.updateConstraints()") == true)
        #expect(controller.box.frame == CGRect(x: 10, y: 40, width: 280, height: 30), "layout goes on")
    }

    @Test func anUpdateViewConstraintsThatSkipsSuperIsReportedAsTheControllers() {
        let controller = OrderViewController()
        let window = show(controller)
        MisuseReporter.clearRecentMessages()
        controller.callsSuper = false
        window.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        window.runUpdateCycle()
        #expect(MisuseReporter.recentMessages.count == 1)
        #expect(MisuseReporter.recentMessages.first?.contains("OrderViewController.updateViewConstraints() did not call super.updateViewConstraints()") == true,
                "\(MisuseReporter.recentMessages)")
        #expect(controller.box.frame.width == 300)
    }
}
