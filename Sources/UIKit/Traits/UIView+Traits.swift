/// How trait changes reach `traitCollectionDidChange(_:)`: a change marks the subtree it affects, and the window's
/// next update cycle, before layout, walks those subtrees parents first, computing each controller's and view's
/// traits from the ones above and reporting those that differ from what was last reported. Views coming into a
/// window take their first traits silently, as UIKit does.
extension UIView {
    /// Marks this view's subtree for a trait check before the next layout pass.
    package func traitsDidChange() {
        guard let window else { return }
        window.pendingTraitRoots.append(WeakView(view: self))
        window.setNeedsUpdate()
    }

    /// Reports changed traits in this subtree, given the traits its superview has.
    package func reportTraitChanges(inheriting inherited: UITraitCollection) {
        var traits = inherited
        if let controller = viewController {
            traits = (controller.parent.map { $0.traits(forChild: controller) } ?? inherited).overriding(style: controller.overrideUserInterfaceStyle)
            if let previous = Self.record(traits, in: &controller.reportedTraits) {
                controller.traitCollectionDidChange(previous)
                controller.notifyTraitRegistrations(from: previous)
            }
        }
        traits = self is UIWindow ? traitCollection
            : traits.overriding(style: overrideUserInterfaceStyle).limitingContentSize(to: contentSizeCategoryLimits)
        // Colors were resolved light until the view had traits of its own.
        if traits.hasDifferentColorAppearance(comparedTo: reportedTraits ?? Self.lightTraits) {
            applyBackgroundColor()
            setNeedsDisplay()
        }
        if reportedTraits?.preferredContentSizeCategory != traits.preferredContentSizeCategory { adjustFonts(to: traits) }
        let directionChanged = reportedTraits?.layoutDirection != traits.layoutDirection
        let isFirst = reportedTraits == nil
        let previous = Self.record(traits, in: &reportedTraits)
        if directionChanged { mirrorConstraintsAgain() }
        if let previous {
            // Hairlines and pixel-aligned frames depend on the scale, so a view on a screen of another scale lays out again.
            if previous.displayScale != traits.displayScale { setNeedsLayout() }
            traitCollectionDidChange(previous)
            notifyTraitRegistrations(from: previous)
        } else if isFirst {
            notifyTraitRegistrations(from: nil)
        }
        for subview in subviews { subview.reportTraitChanges(inheriting: traits) }
    }

    private static let lightTraits = UITraitCollection(userInterfaceStyle: .light)

    /// Stores `traits` as reported; returns the ones reported before when they differ.
    private static func record(_ traits: UITraitCollection, in reported: inout UITraitCollection?) -> UITraitCollection? {
        defer { reported = traits }
        guard let previous = reported, previous != traits else { return nil }
        return previous
    }
}

/// A subtree root waiting for a trait check, held weakly: a view removed meanwhile needs none.
package struct WeakView {
    weak var view: UIView?
}

extension UIView: TraitChangeRegistry {}
extension UIViewController: TraitChangeRegistry {}
