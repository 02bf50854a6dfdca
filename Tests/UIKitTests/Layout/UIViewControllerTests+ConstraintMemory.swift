import Testing
@testable import UIKit

/// Constraints hold their items weakly and views hold only the constraints they own, so a screen built with
/// constraints is freed as soon as nothing else holds it, and leaves nothing behind in the layout engine.
@MainActor
@Suite struct UIViewControllerConstraintMemoryTests {
    /// A screen laid out with anchors, guides, margins, the safe area and the legacy top layout guide.
    final class FormViewController: UIViewController {
        let title1 = UILabel(), field = UIView(), spacer = UILayoutGuide()
        var constraintsMade: [NSLayoutConstraint] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            title1.text = "Sign in"
            for view in [title1, field] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            view.addLayoutGuide(spacer)
            constraintsMade = [
                title1.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                title1.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                spacer.topAnchor.constraint(equalTo: title1.bottomAnchor),
                spacer.heightAnchor.constraint(equalToConstant: 12),
                field.topAnchor.constraint(equalTo: spacer.bottomAnchor),
                field.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                field.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                field.heightAnchor.constraint(equalToConstant: 44),
                field.bottomAnchor.constraint(lessThanOrEqualTo: bottomLayoutGuide.topAnchor),
            ]
            NSLayoutConstraint.activate(constraintsMade)
        }
    }

    @Test func aReplacedRootControllerIsFreedWithItsViewsAndConstraints() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        weak var weakController: FormViewController?
        weak var weakView: UIView?
        weak var weakField: UIView?
        weak var weakGuide: UILayoutGuide?
        weak var weakConstraint: NSLayoutConstraint?
        weak var weakMargins: UILayoutGuide?
        do {
            let controller = FormViewController()
            window.rootViewController = controller
            window.runUpdateCycle()
            #expect(controller.field.frame.width == 358)
            weakController = controller
            weakView = controller.view
            weakField = controller.field
            weakGuide = controller.spacer
            weakConstraint = controller.constraintsMade.first
            weakMargins = controller.view.layoutMarginsGuide
        }
        window.rootViewController = UIViewController()
        window.runUpdateCycle()
        #expect(weakController == nil)
        #expect(weakView == nil)
        #expect(weakField == nil)
        #expect(weakGuide == nil)
        #expect(weakMargins == nil)
        #expect(weakConstraint == nil)
    }

    @Test func aFreedScreenLeavesNothingInTheEngine() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        window.rootViewController = FormViewController()
        window.runUpdateCycle()
        window.rootViewController = UIViewController()
        window.runUpdateCycle()
        let before = LayoutEngine.shared._constraintCount
        for _ in 0..<5 {
            window.rootViewController = FormViewController()
            window.runUpdateCycle()
            window.rootViewController = UIViewController()
            window.runUpdateCycle()
        }
        #expect(LayoutEngine.shared._constraintCount == before, "five screens came and went")
    }

    @Test func aViewLeavingTheHierarchyIsFreedWithItsConstraints() {
        let host = LayoutHost()
        weak var weakBox: UIView?
        weak var weakConstraint: NSLayoutConstraint?
        do {
            let box = host.constrainedView()
            let inner = host.constrainedView(in: box)
            let constraint = box.widthAnchor.constraint(equalTo: host.root.widthAnchor, multiplier: 0.5)
            NSLayoutConstraint.activate([constraint, box.heightAnchor.constraint(equalToConstant: 20),
                                         box.topAnchor.constraint(equalTo: host.root.topAnchor),
                                         box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                         inner.widthAnchor.constraint(equalTo: box.widthAnchor),
                                         inner.heightAnchor.constraint(equalTo: box.heightAnchor),
                                         inner.centerXAnchor.constraint(equalTo: box.centerXAnchor),
                                         inner.centerYAnchor.constraint(equalTo: box.centerYAnchor)])
            host.layout()
            weakBox = box
            weakConstraint = constraint
            box.removeFromSuperview()
        }
        host.layout()
        #expect(weakBox == nil)
        #expect(weakConstraint == nil)
    }
}

/// A container placed by its frame but holding constrained subviews: its pins name its superview, which must not
/// keep the hierarchy alive. Its plain `deinit` is what most custom views have.
@MainActor
private final class FramedContainer: UIView {
    nonisolated(unsafe) static var freed = 0
    deinit { Self.freed += 1 }
}

@MainActor
@Suite struct UIViewConstraintMemoryTests {
    @Test func aHierarchyOfFramedAndConstrainedViewsIsFreed() {
        FramedContainer.freed = 0
        weak var weakRoot: UIView?
        weak var weakContainer: UIView?
        do {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            let container = FramedContainer(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(container)
            container.addSubview(label)
            NSLayoutConstraint.activate([
                label.centerXAnchor.constraint(equalTo: container.centerXAnchor),
                label.centerYAnchor.constraint(equalTo: container.centerYAnchor),
            ])
            root.layoutIfNeeded()
            #expect(container.hasLayoutVariables && root.hasLayoutVariables)
            weakRoot = root
            weakContainer = container
        }
        #expect(weakRoot == nil)
        #expect(weakContainer == nil)
        #expect(FramedContainer.freed == 1)
    }
}
