import Foundation
import Testing
@testable import UIKit

@MainActor @Suite struct UIDeviceTests {
    @Test func theIdiomAndOrientationFollowTheMainScreen() {
        let saved = UIScreen.main
        defer { UIScreen.main = saved }
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.model == "iPhone")
        #expect(UIDevice.current.orientation == .portrait)
        UIScreen.main = UIScreen(bounds: CGRect(x: 0, y: 0, width: 1280, height: 800), scale: 1)
        #expect(UIDevice.current.userInterfaceIdiom == .pad && UIDevice.current.orientation.isLandscape)
        #expect(UIDevice.current.systemName == "Linux")
        #expect(!UIDevice.current.systemVersion.isEmpty && UIDevice.current.name == ProcessInfo.processInfo.hostName)
        #expect(UIDevice.current.identifierForVendor == UIDevice.current.identifierForVendor)
    }

    @Test func indexPathsHaveSectionsRowsAndItems() {
        var path = IndexPath(row: 3, section: 1)
        #expect(path.section == 1 && path.row == 3 && path.item == 3)
        path.item = 5
        #expect(path == IndexPath(item: 5, section: 1))
        #expect([IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1), IndexPath(row: 0, section: 0)].sorted()
                == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 1)])
    }

    @Test func imageContextsDrawAtTheirScaleAndEnd() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        UIColor.systemRed.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == 2 && image.size == CGSize(width: 4, height: 3))
        #expect(image.cgImage?.rgba(1, 1) == RGBA(255, 59, 48))
        #expect(image.cgImage?.rgba(2, 2) == .clear)
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContext(CGSize(width: 2, height: 2))
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.scale == 1)
        UIGraphicsEndImageContext()
    }

    @Test func aSymbolConfigurationKeepsWhatItWasMadeWith() {
        let configuration = UIImage.SymbolConfiguration(pointSize: 17, weight: .semibold, scale: .large)
        #expect(configuration.pointSize == 17 && configuration.weight == .semibold && configuration.scale == .large)
        #expect(UIImage(systemName: "star.fill", withConfiguration: configuration)?.symbolConfiguration == configuration)
    }
}
