import Testing
@testable import UIKit

@MainActor @Suite struct UIColorTests {
    private func rgba(_ color: UIColor) -> [CGFloat] {
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(color.getRed(&r, green: &g, blue: &b, alpha: &a))
        return [r, g, b, a]
    }

    private func hsba(_ color: UIColor) -> [CGFloat] {
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (-1, -1, -1, -1)
        #expect(color.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        return [h, s, b, a]
    }

    private func isClose(_ a: [CGFloat], _ b: [CGFloat], tolerance: CGFloat = 1e-9) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance }
    }

    @Test func rgbaRoundTrip() {
        #expect(rgba(UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)) == [0.2, 0.4, 0.6, 0.8])
    }

    @Test func whiteRoundTrip() {
        let gray = UIColor(white: 0.25, alpha: 0.5)
        var (white, alpha): (CGFloat, CGFloat) = (-1, -1)
        #expect(gray.getWhite(&white, alpha: &alpha))
        #expect(white == 0.25 && alpha == 0.5)
        #expect(rgba(gray) == [0.25, 0.25, 0.25, 0.5])
    }

    @Test func hsbRoundTrip() {
        for (h, s, b) in [(0.0, 1.0, 1.0), (0.1, 0.5, 0.8), (0.45, 0.3, 0.6), (0.6, 0.9, 0.4), (0.95, 0.7, 0.9)] as [(CGFloat, CGFloat, CGFloat)] {
            let color = UIColor(hue: h, saturation: s, brightness: b, alpha: 0.7)
            #expect(isClose(hsba(color), [h, s, b, 0.7]), "hue \(h)")
        }
    }

    @Test func hsbPrimaries() {
        #expect(isClose(rgba(UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]))
        #expect(isClose(rgba(UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 1, 0, 1]))
        #expect(isClose(rgba(UIColor(hue: 2.0 / 3, saturation: 1, brightness: 1, alpha: 1)), [0, 0, 1, 1]))
        #expect(isClose(rgba(UIColor(hue: 1, saturation: 1, brightness: 1, alpha: 1)), [1, 0, 0, 1]), "a hue of 1 is red again")
        #expect(isClose(rgba(UIColor(hue: 0.5, saturation: 0, brightness: 0.4, alpha: 1)), [0.4, 0.4, 0.4, 1]), "no saturation is a gray")
    }

    @Test func rgbToHsb() {
        #expect(isClose(hsba(.systemBlue), [(4 - 122.0 / 255) / 6, 1, 1, 1]))
        #expect(isClose(hsba(UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1)), [0, 0, 0.5, 1]))
        #expect(isClose(hsba(.black), [0, 0, 0, 1]))
    }

    @Test func withAlphaComponentKeepsTheColor() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 1)
        let faded = color.withAlphaComponent(0.25)
        #expect(rgba(faded) == [0.1, 0.2, 0.3, 0.25])
        #expect(rgba(color) == [0.1, 0.2, 0.3, 1], "the original is unchanged")
    }

    @Test func cgColorHasTheSameComponents() {
        let color = UIColor(red: 0.1, green: 0.2, blue: 0.3, alpha: 0.4)
        #expect(color.cgColor.components == [0.1, 0.2, 0.3, 0.4])
        #expect(color.cgColor.alpha == 0.4)
        #expect(UIColor(cgColor: color.cgColor) == color)
        #expect(rgba(UIColor(cgColor: CGColor(gray: 0.6, alpha: 0.5))) == [0.6, 0.6, 0.6, 0.5])
    }

    @Test func systemColorsHaveApplesValues() {
        let expected: [(UIColor, [Int])] = [
            (.systemBlue, [0, 122, 255]), (.systemRed, [255, 59, 48]), (.systemGreen, [52, 199, 89]),
            (.systemOrange, [255, 149, 0]), (.systemYellow, [255, 204, 0]), (.systemPink, [255, 45, 85]),
            (.systemPurple, [175, 82, 222]), (.systemIndigo, [88, 86, 214]), (.systemTeal, [48, 176, 199]),
            (.systemGray, [142, 142, 147]), (.systemGray6, [242, 242, 247]),
            (.systemBackground, [255, 255, 255]), (.secondarySystemBackground, [242, 242, 247]), (.label, [0, 0, 0]),
        ]
        for (color, components) in expected {
            let values = rgba(color)
            #expect(values[0...2].map { Int(($0 * 255).rounded()) } == components, "\(color)")
            #expect(values[3] == 1)
        }
        #expect(UIColor.tintColor == UIColor.systemBlue)
    }

    @Test func basicColors() {
        #expect(rgba(.clear) == [0, 0, 0, 0])
        #expect(rgba(.white) == [1, 1, 1, 1])
        #expect(rgba(.red) == [1, 0, 0, 1])
        #expect(isClose(rgba(.darkGray), [1.0 / 3, 1.0 / 3, 1.0 / 3, 1]))
        #expect(isClose(rgba(.secondaryLabel), [60.0 / 255, 60.0 / 255, 67.0 / 255, 0.6]))
    }

    @Test func equalColorsHashAlike() {
        let a = UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1)
        let b = UIColor(red: 0.5, green: 0.25, blue: 0, alpha: 1)
        #expect(a == b)
        #expect(a.hashValue == b.hashValue)
        #expect(a != a.withAlphaComponent(0.5))
        #expect(Set([a, b, .red]).count == 2)
    }

    @Test func setFillAndSetStrokeColorTheCurrentContext() throws {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image { context in
            UIColor.systemGreen.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        #expect(try #require(image.cgImage).rgba(5, 5) == RGBA(52, 199, 89))
    }
}
