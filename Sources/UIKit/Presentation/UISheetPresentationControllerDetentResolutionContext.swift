import CoreGraphics

/// What a custom detent's resolver knows: the sheet's traits and the largest height a detent may have.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: AnyObject {
    var containerTraitCollection: UITraitCollection { get }
    var maximumDetentValue: CGFloat { get }
}

@MainActor
package final class DetentResolutionContext: UISheetPresentationControllerDetentResolutionContext {
    package let containerTraitCollection: UITraitCollection
    package let maximumDetentValue: CGFloat

    package init(containerTraitCollection: UITraitCollection, maximumDetentValue: CGFloat) {
        self.containerTraitCollection = containerTraitCollection
        self.maximumDetentValue = maximumDetentValue
    }
}
