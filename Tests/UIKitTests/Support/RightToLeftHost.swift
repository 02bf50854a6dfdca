@testable import UIKit

/// A view whose subviews lay out right to left, as in Arabic or Hebrew.
final class RightToLeftHost: UIView {
    override var traitCollection: UITraitCollection {
        UITraitCollection(traitsFrom: [super.traitCollection, UITraitCollection(layoutDirection: .rightToLeft)])
    }
}
