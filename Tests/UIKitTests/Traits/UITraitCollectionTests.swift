import Testing
@testable import UIKit

@Suite struct UITraitCollectionTests {
    @Test func laterSpecifiedTraitsWinWhenCombined() {
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), UITraitCollection(displayScale: 2),
                                                      UITraitCollection(userInterfaceStyle: .light)])
        #expect(combined.userInterfaceStyle == .light && combined.displayScale == 2)
        #expect(combined.horizontalSizeClass == .unspecified)
        #expect(combined.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(!combined.containsTraits(in: UITraitCollection(userInterfaceStyle: .dark)))
        #expect(combined == UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(userInterfaceStyle: .light)]))
        #expect(combined != UITraitCollection(displayScale: 2))
    }
}
