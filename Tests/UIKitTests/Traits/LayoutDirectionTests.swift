import Testing
@testable import UIKit

/// The layout direction a view reports: its semantic content attribute applied to the direction it inherits.
@MainActor
@Suite struct LayoutDirectionTests {
    @Test func theAppReadsInTheDirectionOfItsLanguage() {
        // The test bundle is not localized, so the app runs in English.
        #expect(UIApplication.shared.userInterfaceLayoutDirection == .leftToRight)
    }

    @Test func semanticAttributesForceADirectionOrFollowTheInheritedOne() {
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .rightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified, relativeTo: .leftToRight) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .playback, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .spatial, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceLeftToRight, relativeTo: .rightToLeft) == .leftToRight)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft, relativeTo: .leftToRight) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
        #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == UIApplication.shared.userInterfaceLayoutDirection)
    }

    @Test func aViewsEffectiveDirectionAppliesItsAttributeToItsTraits() {
        let view = UIView()
        #expect(view.semanticContentAttribute == .unspecified)
        #expect(view.effectiveUserInterfaceLayoutDirection == .leftToRight)
        view.semanticContentAttribute = .forceRightToLeft
        #expect(view.effectiveUserInterfaceLayoutDirection == .rightToLeft)
    }
}
