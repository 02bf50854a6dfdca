import Cassowary
import CoreGraphics

extension UIScrollView {
    /// Adds the content guide, its origin at the content's and its size held at `contentSize` only as weakly as
    /// the engine allows, so that constraints of the content decide it whenever they say anything about it.
    final func attachContentGuide() {
        addLayoutGuide(contentGuide)
        let view = layoutVariables, guide = contentGuide.layoutVariables
        contentGuide.keep([
            Constraint(guide.minX - view.minX, .equal, identifier: contentGuide.identifier),
            Constraint(guide.minY - view.minY, .equal, identifier: contentGuide.identifier),
        ])
        contentSizePins = [guide.width, guide.height].map {
            Constraint(LinearExpression($0), .equal, strength: Strength(rawValue: 1), identifier: "UIScrollView-contentSize")
        }
        updateContentSizePins()
    }

    /// Keeps the weak size pins at `contentSize`.
    final func updateContentSizePins() {
        guard contentSizePins.count == 2 else { return }
        let engine = LayoutEngine.shared
        for (index, value) in [contentSize.width, contentSize.height].enumerated() {
            let pin = contentSizePins[index], replacement = pin.withConstant(-Double(value))
            guard !engine.contains(pin) || pin.constant != replacement.constant else { continue }
            _ = engine.replace(pin, with: replacement)
            contentSizePins[index] = replacement
        }
    }

    /// Takes the content guide's solved size as `contentSize`, as UIKit does at layout.
    final func adoptContentGuideSize() {
        guard contentGuide.owningView === self else { return }
        let solved = contentGuide.layoutVariables.solvedFrame.size
        let scale = window?.screen.scale ?? 1
        let size = CGSize(width: (solved.width * scale).rounded() / scale, height: (solved.height * scale).rounded() / scale)
        if size.width >= 0, size.height >= 0 { contentSize = size }
    }
}

extension LayoutAnchorItem {
    /// The item a constraint means: a scroll view's edges and centers related to one of its descendants are its
    /// content area, as in UIKit.
    init?(_ item: AnyObject?, attribute: NSLayoutConstraint.Attribute, relatedTo other: AnyObject?) {
        if let scrollView = item as? UIScrollView, let other = LayoutAnchorItem(other), other.view !== scrollView,
           other.view.isDescendant(of: scrollView), ![.width, .height, .notAnAttribute].contains(attribute) {
            self.init(scrollView.contentLayoutGuide)
        } else {
            self.init(item)
        }
    }
}
