import Foundation
import Testing
@testable import UIKit

/// The `CASEMENT_` variables any app reads as it launches.
@MainActor
@Suite struct LaunchEnvironmentTests {
    @Test func aDeviceNamesItsScreenInEitherOrientation() throws {
        let environment = try LaunchEnvironment(["CASEMENT_DEVICE": "iPhone 15", "CASEMENT_LANDSCAPE": "1",
                                                 "CASEMENT_APPEARANCE": "dark", "CASEMENT_SCREENSHOT": "shot.png"])
        #expect(environment.device?.name == "iPhone 15" && environment.landscape)
        #expect(environment.appearance == .dark && environment.screenshot == "shot.png")
        let screen = UIScreen.main, style = UIScreen.defaultInterfaceStyle
        defer { (UIScreen.main, UIScreen.defaultInterfaceStyle) = (screen, style) }
        environment.applyScreen()
        #expect(UIScreen.main.bounds.size == CGSize(width: 852, height: 393) && UIScreen.main.scale == 3)
        #expect(UIScreen.main.traitCollection.userInterfaceStyle == .dark)
    }

    @Test func nothingSetChangesNothing() throws {
        let environment = try LaunchEnvironment([:])
        #expect(environment.device == nil && !environment.landscape && environment.appearance == .unspecified && environment.screenshot == nil)
    }

    @Test func aContentSizeIsNamedAsSwiftOrShortlyAndSetsTheAppsTextSize() throws {
        #expect(try LaunchEnvironment(["CASEMENT_CONTENT_SIZE": "extraExtraLarge"]).contentSize == .extraExtraLarge)
        #expect(try LaunchEnvironment(["CASEMENT_CONTENT_SIZE": "ax3"]).contentSize == .accessibilityExtraLarge)
        #expect(try LaunchEnvironment(["CASEMENT_CONTENT_SIZE": "UICTContentSizeCategoryS"]).contentSize == .small)
        let environment = try LaunchEnvironment(["CASEMENT_CONTENT_SIZE": "XL"])
        let screen = UIScreen.main
        defer { (UIScreen.main, UIContentSizeCategory.preferred) = (screen, .large) }
        environment.applyScreen()
        #expect(UIApplication.shared.preferredContentSizeCategory == .extraLarge)
        #expect(UIScreen.main.traitCollection.preferredContentSizeCategory == .extraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 19)
        #expect {
            try LaunchEnvironment(["CASEMENT_CONTENT_SIZE": "huge"])
        } throws: { error in
            let message = (error as? LaunchEnvironment.Problem)?.message ?? ""
            return message.contains("no text size named \"huge\"") && message.contains("accessibilityExtraExtraExtraLarge")
        }
    }

    @Test func anUnknownDeviceIsReportedWithTheNamesThereAre() {
        #expect {
            try LaunchEnvironment(["CASEMENT_DEVICE": "iPhone 99"])
        } throws: { error in
            let message = (error as? LaunchEnvironment.Problem)?.message ?? ""
            return message.contains("no device named \"iPhone 99\"") && UIScreen.deviceNames.allSatisfy(message.contains)
        }
        #expect(throws: LaunchEnvironment.Problem.self) { try LaunchEnvironment(["CASEMENT_APPEARANCE": "sepia"]) }
    }
}
