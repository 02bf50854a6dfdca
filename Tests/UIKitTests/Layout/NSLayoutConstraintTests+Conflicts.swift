import Testing
@testable import UIKit

/// Unsatisfiable constraints: like UIKit, the conflict is logged once with every constraint involved,
/// one required constraint is broken, and the app keeps running with the rest.
@MainActor
@Suite struct NSLayoutConstraintConflictTests {
    private func conflictReports() -> [String] {
        MisuseReporter.recentMessages.filter { $0.contains("Unable to simultaneously satisfy constraints") }
    }

    @Test func aConflictIsLoggedOnceWithEveryConstraintInvolved() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let leading = box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 20)
        leading.identifier = "box leading"
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "box width"
        NSLayoutConstraint.activate([leading, width, box.topAnchor.constraint(equalTo: host.root.topAnchor),
                                     box.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        MisuseReporter.clearRecentMessages()
        let trailing = box.trailingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 300)
        trailing.identifier = "box trailing"
        trailing.isActive = true
        host.layout()
        host.layout()
        let reports = conflictReports()
        #expect(reports.count == 1, "logged once, not at every layout")
        let report = reports.first ?? ""
        // The list names every constraint of the conflict, the broken one included, and then which one was broken.
        let list = report.components(separatedBy: "Will attempt to recover by breaking constraint")
        #expect(list.count == 2)
        for name in ["'box leading'", "'box width'", "'box trailing'"] {
            #expect(list.first?.contains(name) == true, "\(name) missing from \(report)")
        }
        #expect(list.last?.contains("'box trailing'") == true)
        // The app keeps running with the other constraints.
        #expect(box.frame == CGRect(x: 20, y: 0, width: 100, height: 10))
        #expect(trailing.isActive, "a broken constraint stays active, as in UIKit")
        #expect(!trailing.isEnforced)
    }

    @Test func anOptionalConstraintNeverConflicts() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let wish = box.widthAnchor.constraint(equalToConstant: 500)
        wish.priority = UILayoutPriority(999)
        MisuseReporter.clearRecentMessages()
        NSLayoutConstraint.activate([wish, box.widthAnchor.constraint(lessThanOrEqualToConstant: 150),
                                     box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        #expect(conflictReports().isEmpty)
        #expect(box.frame.width == 150, "the optional constraint comes as close as the required ones allow")
    }

    @Test func forgettingToTurnOffAutoresizingTranslationConflictsAndNamesIt() {
        let host = LayoutHost()
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.root.addSubview(box)
        MisuseReporter.clearRecentMessages()
        let width = box.widthAnchor.constraint(equalToConstant: 80)
        width.identifier = "wanted width"
        width.isActive = true
        host.layout()
        let report = conflictReports().first ?? ""
        #expect(conflictReports().count == 1)
        #expect(report.contains("'wanted width'"))
        #expect(report.contains("NSAutoresizingMaskLayoutConstraint"), "\(report)")
        #expect(box.frame.size == CGSize(width: 50, height: 50), "the frame the code set wins")
    }

    @Test func aConstantChangeThatConflictsIsReportedAndTheOldLayoutKept() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let width = box.widthAnchor.constraint(equalToConstant: 100)
        width.identifier = "width"
        let limit = box.widthAnchor.constraint(lessThanOrEqualToConstant: 200)
        limit.identifier = "limit"
        NSLayoutConstraint.activate([width, limit, box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        MisuseReporter.clearRecentMessages()
        width.constant = 250
        host.layout()
        #expect(conflictReports().count == 1)
        #expect(box.frame.width == 100)
        width.constant = 180
        host.layout()
        #expect(box.frame.width == 180, "a constant that fits again is enforced again")
        #expect(width.isEnforced)
    }

    @Test func aWindowTooSmallForRequiredConstraintsBreaksOneOfThemNotTheWindowSize() {
        let host = LayoutHost(size: CGSize(width: 400, height: 300))
        let box = host.constrainedView()
        let leading = box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 20)
        leading.identifier = "leading"
        let trailing = box.trailingAnchor.constraint(equalTo: host.root.trailingAnchor, constant: -20)
        trailing.identifier = "trailing"
        let width = box.widthAnchor.constraint(equalToConstant: 360)
        width.identifier = "fixed width"
        NSLayoutConstraint.activate([leading, trailing, width,
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        host.layout()
        #expect(box.frame.width == 360)
        MisuseReporter.clearRecentMessages()
        host.window.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        host.layout()
        // The size the window gives its root view is not negotiable: one of the view's constraints gives way.
        #expect(host.root.bounds.width == 300)
        let reports = conflictReports()
        #expect(reports.count == 1)
        for name in ["'leading'", "'trailing'", "'fixed width'", "NSAutoresizingMaskLayoutConstraint"] {
            #expect(reports.first?.contains(name) == true, "\(name) missing from \(reports)")
        }
        let broken = [leading, trailing, width].filter { !$0.isEnforced }
        #expect(broken.count == 1)
        let frame = box.frame
        #expect([frame.minX == 20, frame.maxX == 280, frame.width == 360].filter { $0 }.count == 2, "the other two still hold: \(frame)")
        host.window.frame = CGRect(x: 0, y: 0, width: 500, height: 300)
        host.layout()
        #expect(conflictReports().count == 1, "a broken constraint is not reported again")
    }

    @Test func aSafeAreaThatGrowsBreaksAConstraintThatNoLongerFits() {
        let controller = RecordingViewController()
        controller.statusBarHidden = true
        let host = LayoutHost(size: CGSize(width: 300, height: 400), controller: controller)
        let content = host.constrainedView()
        let height = content.heightAnchor.constraint(equalToConstant: 400)
        height.identifier = "full height"
        NSLayoutConstraint.activate([height, content.topAnchor.constraint(equalTo: host.root.safeAreaLayoutGuide.topAnchor),
                                     content.bottomAnchor.constraint(lessThanOrEqualTo: host.root.bottomAnchor),
                                     content.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     content.widthAnchor.constraint(equalToConstant: 100)])
        host.layout()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 100, height: 400))
        MisuseReporter.clearRecentMessages()
        controller.statusBarHidden = false
        controller.setNeedsStatusBarAppearanceUpdate()
        host.layout()
        #expect(host.root.safeAreaInsets.top == 20)
        #expect(content.frame.minY == 20, "the safe area holds")
        #expect(conflictReports().count == 1)
        #expect(conflictReports().first?.contains("UIViewSafeAreaLayoutGuide") == true)
    }

    @Test func deactivatingOneSideOfAConflictLetsTheBrokenConstraintHoldAgain() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let first = box.widthAnchor.constraint(equalToConstant: 30)
        let second = box.widthAnchor.constraint(equalToConstant: 60)
        NSLayoutConstraint.activate([first, box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     box.topAnchor.constraint(equalTo: host.root.topAnchor), box.heightAnchor.constraint(equalToConstant: 10)])
        second.isActive = true
        host.layout()
        #expect(box.frame.width == 30)
        first.isActive = false
        second.isActive = false
        second.isActive = true
        host.layout()
        #expect(box.frame.width == 60)
    }
}
