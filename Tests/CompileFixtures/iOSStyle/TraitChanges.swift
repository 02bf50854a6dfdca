import UIKit

// Trait-change handling as iOS 17 code writes it, and the older override.

public final class ThemedBadge: UIView {
    public private(set) var styleChanges = 0
    public private(set) var sizeChanges = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (self: Self, previousTraitCollection: UITraitCollection) in
            self.styleChanges += 1
            self.layer.borderColor = UIColor.separator.resolvedColor(with: self.traitCollection).cgColor
        }
        registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self], target: self, action: ThemedBadge.sizeClassesChanged)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    private func sizeClassesChanged() {
        sizeChanges += 1
    }
}

public final class AdaptiveViewController: UIViewController {
    public private(set) var columns = 1

    public override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if traitCollection.horizontalSizeClass != previousTraitCollection?.horizontalSizeClass {
            columns = traitCollection.horizontalSizeClass == .regular ? 2 : 1
        }
    }

    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { _ in self.view.setNeedsLayout() }, completion: nil)
    }
}
