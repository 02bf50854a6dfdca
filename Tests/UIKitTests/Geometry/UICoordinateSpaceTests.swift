import Testing
@testable import UIKit

/// Views and screens are coordinate spaces: points and rectangles convert between any two, through the screen.
@MainActor @Suite struct UICoordinateSpaceTests {
    @Test func aViewConvertsToAndFromItsScreensCoordinateSpace() {
        let screen = UIScreen(bounds: CGRect(x: 0, y: 0, width: 800, height: 600), scale: 1)
        let window = UIWindow(frame: CGRect(x: 100, y: 50, width: 320, height: 480))
        window.screen = screen
        let card = UIView(frame: CGRect(x: 10, y: 20, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 5, y: 6, width: 20, height: 20))
        window.addSubview(card)
        card.addSubview(badge)
        let space = screen.coordinateSpace
        #expect(space.bounds == screen.bounds)
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: space) == CGPoint(x: 116, y: 78))
        #expect(badge.convert(CGPoint(x: 116, y: 78), from: space) == CGPoint(x: 1, y: 2))
        #expect(space.convert(CGPoint(x: 116, y: 78), to: badge) == CGPoint(x: 1, y: 2))
        #expect(badge.convert(CGRect(x: 0, y: 0, width: 20, height: 20), to: space) == CGRect(x: 115, y: 76, width: 20, height: 20))
        // Between two views, a coordinate space converts as the views do.
        let other: any UICoordinateSpace = card
        #expect(badge.convert(CGPoint(x: 1, y: 2), to: other) == badge.convert(CGPoint(x: 1, y: 2), to: card))
        // A view in no window has its hierarchy's top at the screen's origin.
        let loose = UIView(frame: CGRect(x: 30, y: 40, width: 50, height: 50))
        #expect(loose.convert(CGPoint(x: 1, y: 1), to: space) == CGPoint(x: 31, y: 41))
    }

    @Test func theFixedSpaceIsThePortraitDeviceWhenTheScreenIsTurned() {
        let portrait = UIScreen(bounds: CGRect(x: 0, y: 0, width: 390, height: 844), scale: 3)
        #expect(portrait.fixedCoordinateSpace.bounds == portrait.bounds)
        #expect(portrait.coordinateSpace.convert(CGPoint(x: 10, y: 20), to: portrait.fixedCoordinateSpace) == CGPoint(x: 10, y: 20))
        // Turned to landscapeRight, home edge on the right: the interface's top left is the portrait top right.
        let landscape = UIScreen(bounds: CGRect(x: 0, y: 0, width: 844, height: 390), scale: 3)
        let fixed = landscape.fixedCoordinateSpace, turned = landscape.coordinateSpace
        #expect(fixed.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
        #expect(turned.convert(CGPoint(x: 0, y: 0), to: fixed) == CGPoint(x: 390, y: 0))
        #expect(turned.convert(CGPoint(x: 0, y: 390), to: fixed) == CGPoint(x: 0, y: 0))
        #expect(fixed.convert(CGPoint(x: 390, y: 0), to: turned) == CGPoint(x: 0, y: 0))
        #expect(turned.convert(CGRect(x: 0, y: 0, width: 100, height: 50), to: fixed) == CGRect(x: 340, y: 0, width: 50, height: 100))
    }

    @Test func aWindowScenesSpaceIsItsScreens() {
        let scene = UIWindowScene(session: UISceneSession(role: .windowApplication), connectionOptions: UIScene.ConnectionOptions())
        #expect(scene.coordinateSpace === scene.screen.coordinateSpace)
    }
}
