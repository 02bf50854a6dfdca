import Testing
import UIKitTesting
@testable import UIKit

/// Pattern colors: an image repeated from the origin of what it fills, upright, at the image's size in points.
@MainActor @Suite struct UIColorPatternImageTests {
    /// A 2 x 2 point tile at `scale`: red top-left, blue top-right, green bottom-left, and clear or white bottom-right.
    private func tile(scale: CGFloat = 1, clearCorner: Bool = false) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = scale
        format.opaque = false
        return UIGraphicsImageRenderer(size: CGSize(width: 2, height: 2), format: format).image { context in
            for (color, x, y) in [(UIColor.red, 0, 0), (.blue, 1, 0), (.green, 0, 1), (clearCorner ? .clear : .white, 1, 1)] {
                color.setFill()
                context.fill(CGRect(x: x, y: y, width: 1, height: 1))
            }
        }
    }

    private let red = RGBA(255, 0, 0), blue = RGBA(0, 0, 255), green = RGBA(0, 255, 0), white = RGBA(255, 255, 255)

    /// A window at `scale` showing `view` on a black root view; returns the screenshot.
    private func shot(_ view: UIView, size: CGSize = CGSize(width: 10, height: 10), scale: CGFloat = 1) throws -> CGImage {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.screen = UIScreen(bounds: window.bounds, scale: scale)
        window.rootViewController = UIViewController()
        window.rootViewController!.view.backgroundColor = .black
        window.rootViewController!.view.addSubview(view)
        window.isHidden = false
        window.runUpdateCycle()
        return try #require(window.snapshotImage().cgImage)
    }

    @Test func aBackgroundTilesFromTheViewsTopLeftCorner() throws {
        let view = UIView(frame: CGRect(x: 3, y: 1, width: 5, height: 4))
        view.backgroundColor = UIColor(patternImage: tile())
        let image = try shot(view)
        #expect([image.rgba(3, 1), image.rgba(4, 1), image.rgba(3, 2), image.rgba(4, 2)] == [red, blue, green, white])
        #expect([image.rgba(5, 1), image.rgba(7, 4), image.rgba(6, 3)] == [red, green, blue])
        #expect(image.rgba(8, 1) == RGBA(0, 0, 0) && image.rgba(2, 1) == RGBA(0, 0, 0), "nothing outside the view")
    }

    @Test func aTileOfScaleTwoIsItsSizeInPoints() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = UIColor(patternImage: tile(scale: 2))
        let image = try shot(view, scale: 2)
        // Each point of the tile is 2 x 2 pixels, and the tile repeats after 4 pixels.
        #expect([image.rgba(0, 0), image.rgba(1, 1), image.rgba(2, 0), image.rgba(0, 2), image.rgba(3, 3)] == [red, red, blue, green, white])
        #expect([image.rgba(4, 0), image.rgba(6, 6)] == [red, white])
    }

    @Test func clearPixelsOfTheTileShowWhatIsBehind() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
        view.backgroundColor = UIColor(patternImage: tile(clearCorner: true))
        #expect(view.backgroundColor?.cgColor.isOpaque == false)
        let image = try shot(view)
        #expect([image.rgba(0, 0), image.rgba(1, 1), image.rgba(3, 3)] == [red, RGBA(0, 0, 0), RGBA(0, 0, 0)])
    }

    @Test func aPatternFillsPathsInDrawingAndFadesWithItsAlpha() {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let pattern = UIColor(patternImage: tile())
        let image = UIGraphicsImageRenderer(size: CGSize(width: 6, height: 2), format: format).image { context in
            UIColor.black.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 6, height: 2))
            pattern.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 3, height: 2)).fill()
            pattern.withAlphaComponent(0.5).setFill()
            context.fill(CGRect(x: 4, y: 0, width: 2, height: 2))
        }.cgImage!
        #expect([image.rgba(0, 0), image.rgba(1, 0), image.rgba(2, 0), image.rgba(2, 1), image.rgba(3, 0)] == [red, blue, red, green, RGBA(0, 0, 0)])
        #expect(image.rgba(4, 0).isClose(to: RGBA(128, 0, 0)) && image.rgba(5, 1).isClose(to: RGBA(128, 128, 128)), "\(image.rgba(4, 0)) \(image.rgba(5, 1))")
    }

    @Test func aYUpBitmapContextStillShowsTheTileUpright() throws {
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        context.setFillColor(UIColor(patternImage: tile()).cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        let image = try #require(context.makeImage())
        // The top row of the bitmap is the tile's top row: red then blue.
        #expect([image.rgba(0, 0), image.rgba(1, 0), image.rgba(0, 1), image.rgba(1, 1)] == [red, blue, green, white])
    }

    @Test func aPatternHasOnlyAlphaAsOnIOS() {
        let image = tile()
        let pattern = UIColor(patternImage: image)
        var red: CGFloat = -1, white: CGFloat = -1, hue: CGFloat = -1
        #expect(!pattern.getRed(&red, green: nil, blue: nil, alpha: nil) && red == -1)
        #expect(!pattern.getWhite(&white, alpha: nil) && !pattern.getHue(&hue, saturation: nil, brightness: nil, alpha: nil))
        #expect(pattern.cgColor.colorSpace?.model == .pattern && pattern.cgColor.numberOfComponents == 1 && pattern.cgColor.alpha == 1)
        #expect(pattern == UIColor(patternImage: image) && pattern != UIColor(patternImage: tile()) && pattern != .black)
        #expect(UIColor(cgColor: pattern.cgColor) == pattern)
    }
}
