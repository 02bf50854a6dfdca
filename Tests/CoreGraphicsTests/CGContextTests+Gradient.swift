import Testing
@testable import CoreGraphics

@Suite struct CGContextGradientTests {
    private let redToBlue = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(),
                                       colors: [CGColor(red: 1, green: 0, blue: 0, alpha: 1),
                                                CGColor(red: 0, green: 0, blue: 1, alpha: 1)],
                                       locations: [0, 1])!

    @Test func linearGradientEndsAndMiddle() {
        let context = CGContext.makeTestContext(width: 100, height: 4)
        context.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(context.pixel(x: 0, row: 1).isClose(to: .red))
        #expect(context.pixel(x: 99, row: 1).isClose(to: .blue))
        #expect(context.pixel(x: 49, row: 1).isClose(to: Pixel(129, 0, 126, 255), tolerance: 3))
        #expect(context.pixel(x: 50, row: 1).isClose(to: Pixel(126, 0, 129, 255), tolerance: 3))
    }

    @Test func colorsAsACFArrayAsIOSCodeWritesThem() throws {
        let colors = [CGColor(red: 1, green: 0, blue: 0, alpha: 1), CGColor(red: 0, green: 0, blue: 1, alpha: 1)]
        let bridged = try #require(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors as CFArray, locations: [0, 1]))
        let context = CGContext.makeTestContext(width: 100, height: 4)
        context.drawLinearGradient(bridged, start: .zero, end: CGPoint(x: 100, y: 0), options: [])
        #expect(context.pixel(x: 0, row: 1).isClose(to: .red) && context.pixel(x: 99, row: 1).isClose(to: .blue))
        #expect(CGGradient(colorsSpace: nil, colors: ["red"] as CFArray, locations: nil) == nil)
    }

    @Test func nothingDrawnOutsideRangeWithoutOptions() {
        let context = CGContext.makeTestContext(width: 30, height: 4)
        context.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0), options: [])
        #expect(context.pixel(x: 2, row: 1) == .clear)
        #expect(context.pixel(x: 27, row: 1) == .clear)
    }

    @Test func optionsExtendEachSideSeparately() {
        let before = CGContext.makeTestContext(width: 30, height: 4)
        before.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                  options: .drawsBeforeStartLocation)
        #expect(before.pixel(x: 2, row: 1) == .red)
        #expect(before.pixel(x: 27, row: 1) == .clear)
        let both = CGContext.makeTestContext(width: 30, height: 4)
        both.drawLinearGradient(redToBlue, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 20, y: 0),
                                options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(both.pixel(x: 2, row: 1) == .red)
        #expect(both.pixel(x: 27, row: 1) == .blue)
    }

    @Test func verticalGradientFollowsYUpSpace() {
        let context = CGContext.makeTestContext(width: 4, height: 20)
        context.drawLinearGradient(redToBlue, start: .zero, end: CGPoint(x: 0, y: 20),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        // Start (red) is at the bottom, which is the last row in memory.
        #expect(context.pixel(x: 1, row: 19).red > 200)
        #expect(context.pixel(x: 1, row: 0).blue > 200)
    }

    @Test func radialGradient() {
        let context = CGContext.makeTestContext(width: 41, height: 41)
        let center = CGPoint(x: 20.5, y: 20.5)
        context.drawRadialGradient(redToBlue, startCenter: center, startRadius: 0, endCenter: center, endRadius: 20,
                                   options: [])
        #expect(context.pixel(x: 20, row: 20).isClose(to: .red, tolerance: 15))
        #expect(context.pixel(x: 0, row: 0) == .clear)
        let edge = context.pixel(x: 20, row: 1)
        #expect(edge.blue > 200 && edge.red < 40)
    }

    @Test func componentInitializer() throws {
        let components: [CGFloat] = [1, 1, 1, 1, 0, 0, 0, 1]
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components,
                                               locations: nil, count: 2))
        let context = CGContext.makeTestContext(width: 10, height: 2)
        context.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 10, y: 0),
                                   options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
        #expect(context.pixel(x: 0, row: 0).red > 230)
        #expect(context.pixel(x: 9, row: 0).red < 25)
    }
}
