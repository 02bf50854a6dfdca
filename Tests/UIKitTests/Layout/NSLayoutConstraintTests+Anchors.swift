import Testing
@testable import UIKit

/// Common anchor layouts, solved in a window and checked by frame.
@MainActor
@Suite struct NSLayoutConstraintAnchorTests {
    /// Windows the tests below build into; an app keeps its window alive the same way, through its delegate.
    private static var windows: [UIWindow] = []

    /// A visible window whose root controller's view is `root`, laid out once.
    private func host(_ build: (UIView) -> Void, size: CGSize = CGSize(width: 400, height: 300)) -> (UIWindow, UIView) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        build(controller.view)
        UIApplication.shared.runUpdateCycle()
        Self.windows.append(window)
        return (window, controller.view)
    }

    private func pinned() -> UIView {
        let view = UIView()
        view.translatesAutoresizingMaskIntoConstraints = false
        return view
    }

    @Test func centeredWithAFixedSize() {
        let box = pinned()
        _ = host { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.centerXAnchor.constraint(equalTo: root.centerXAnchor),
                box.centerYAnchor.constraint(equalTo: root.centerYAnchor),
                box.widthAnchor.constraint(equalToConstant: 100),
                box.heightAnchor.constraint(equalToConstant: 50),
            ])
        }
        #expect(box.frame == CGRect(x: 150, y: 125, width: 100, height: 50))
    }

    @Test func pinnedToTheSafeAreaBelowTheStatusBar() {
        let box = pinned()
        let (window, root) = host { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
                box.leadingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.leadingAnchor, constant: 10),
                box.trailingAnchor.constraint(equalTo: root.safeAreaLayoutGuide.trailingAnchor, constant: -10),
                box.bottomAnchor.constraint(equalTo: root.safeAreaLayoutGuide.bottomAnchor),
            ])
        }
        #expect(root.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(box.frame == CGRect(x: 10, y: 20, width: 380, height: 280))
        window.frame = CGRect(x: 0, y: 0, width: 600, height: 200)
        UIApplication.shared.runUpdateCycle()
        #expect(box.frame == CGRect(x: 10, y: 20, width: 580, height: 180))
    }

    @Test func equalWidthsAndAnAspectRatio() {
        let left = pinned(), right = pinned()
        _ = host { root in
            root.addSubview(left)
            root.addSubview(right)
            NSLayoutConstraint.activate([
                left.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 20),
                right.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                left.widthAnchor.constraint(equalTo: right.widthAnchor),
                left.topAnchor.constraint(equalTo: root.topAnchor),
                right.topAnchor.constraint(equalTo: root.topAnchor),
                left.heightAnchor.constraint(equalTo: left.widthAnchor, multiplier: 0.5),
                right.heightAnchor.constraint(equalTo: left.heightAnchor),
            ])
        }
        #expect(left.frame == CGRect(x: 0, y: 0, width: 190, height: 95))
        #expect(right.frame == CGRect(x: 210, y: 0, width: 190, height: 95))
    }

    @Test func changingAConstantMovesTheView() {
        let box = pinned()
        var leading: NSLayoutConstraint!
        _ = host { root in
            root.addSubview(box)
            leading = box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
            NSLayoutConstraint.activate([
                leading, box.topAnchor.constraint(equalTo: root.topAnchor),
                box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(box.frame.minX == 5)
        leading.constant = 42
        UIApplication.shared.runUpdateCycle()
        #expect(box.frame.minX == 42)
    }

    @Test func theHigherPriorityWinsAndRequiredConflictsAreReportedAndBroken() {
        let box = pinned()
        MisuseReporter.clearRecentMessages()
        _ = host { root in
            root.addSubview(box)
            let low = box.widthAnchor.constraint(equalToConstant: 50)
            low.priority = .defaultLow
            let high = box.widthAnchor.constraint(equalToConstant: 80)
            high.priority = .defaultHigh
            NSLayoutConstraint.activate([
                low, high, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
        }
        #expect(box.frame.width == 80)
        let fixed = box.widthAnchor.constraint(equalToConstant: 30)
        fixed.identifier = "thirty"
        let clash = box.widthAnchor.constraint(equalToConstant: 60)
        clash.identifier = "sixty"
        fixed.isActive = true
        clash.isActive = true
        UIApplication.shared.runUpdateCycle()
        #expect(box.frame.width == 30)
        let report = MisuseReporter.recentMessages.last ?? ""
        #expect(report.contains("Unable to simultaneously satisfy constraints"))
        #expect(report.contains("'thirty'"))
        #expect(report.contains("'sixty'"))
        #expect(clash.isActive)
        #expect(!clash.isEnforced)
    }

    @Test func hugAndCompressionContestBetweenTwoLabels() {
        let short = UILabel(), long = UILabel()
        for label in [short, long] { label.translatesAutoresizingMaskIntoConstraints = false }
        short.text = "Hi"
        long.text = "A considerably longer label"
        _ = host { root in
            root.addSubview(short)
            root.addSubview(long)
            NSLayoutConstraint.activate([
                short.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                long.leadingAnchor.constraint(equalTo: short.trailingAnchor),
                long.trailingAnchor.constraint(equalTo: root.trailingAnchor),
                short.topAnchor.constraint(equalTo: root.topAnchor),
                long.topAnchor.constraint(equalTo: root.topAnchor),
            ])
            short.setContentHuggingPriority(.defaultHigh, for: .horizontal)
        }
        // The short label hugs its text; the long one takes the rest of the row.
        #expect(short.frame.width == short.intrinsicContentSize.width)
        #expect(long.frame.maxX == 400)
        #expect(short.frame.height == short.intrinsicContentSize.height)
    }

    @Test func anUnconstrainedPositionIsAmbiguous() {
        let box = pinned()
        _ = host { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([box.widthAnchor.constraint(equalToConstant: 10), box.heightAnchor.constraint(equalToConstant: 10),
                                         box.topAnchor.constraint(equalTo: root.topAnchor)])
        }
        #expect(box.hasAmbiguousLayout)
        box.leadingAnchor.constraint(equalTo: box.superview!.leadingAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(box.constraintsAffectingLayout(for: .horizontal).count == 2)
    }

    @Test func turningOffAutoresizingTranslationAfterActivatingIsNoConflict() {
        MisuseReporter.clearRecentMessages()
        let box = UIView(frame: CGRect(x: 3, y: 4, width: 5, height: 6))
        _ = host { root in
            root.addSubview(box)
            NSLayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 30),
                box.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
                box.widthAnchor.constraint(equalToConstant: 50),
                box.heightAnchor.constraint(equalToConstant: 60),
            ])
            box.translatesAutoresizingMaskIntoConstraints = false
        }
        #expect(box.frame == CGRect(x: 30, y: 40, width: 50, height: 60))
        #expect(!MisuseReporter.recentMessages.contains { $0.contains("Unable to simultaneously satisfy") })
    }

    @Test func aFrameThatStillTranslatesConflictsWithRequiredConstraints() {
        MisuseReporter.clearRecentMessages()
        let box = UIView(frame: CGRect(x: 3, y: 4, width: 5, height: 6))
        _ = host { root in
            root.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 50).isActive = true
        }
        // The view keeps its frame; the width constraint it contradicts is the one broken.
        #expect(box.frame == CGRect(x: 3, y: 4, width: 5, height: 6))
        #expect(MisuseReporter.recentMessages.contains { $0.contains("Unable to simultaneously satisfy") && $0.contains("NSAutoresizingMaskLayoutConstraint") })
    }
}
