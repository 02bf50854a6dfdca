import Foundation
import Testing
@testable import UIKit

/// NSString's drawing and measuring, which are String's, and drawing with options.
@MainActor @Suite struct NSStringDrawingTests {
    private let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 17), .foregroundColor: UIColor.black]

    private func pixels(_ draw: () -> Void) -> Data? {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        return UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { _ in draw() }.cgImage?.dataProvider?.data
    }

    /// The rows, top to bottom, with any dark ink.
    private func inkedRows(_ draw: () -> Void) -> [Int] {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let image = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 60), format: format).image { _ in draw() }.cgImage!
        return (0..<60).filter { y in (0..<120).contains { image.pixel(atX: $0, y: y).alpha > 128 } }
    }

    @Test func nsStringMeasuresAndDrawsAsString() {
        let text = "Wren 12", string = text as NSString
        #expect(string.size(withAttributes: attributes) == text.size(withAttributes: attributes))
        let box = CGSize(width: 40, height: 200)
        #expect(string.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
            == text.boundingRect(with: box, options: .usesLineFragmentOrigin, attributes: attributes, context: nil))
        #expect(pixels { string.draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes) }
            == pixels { text.draw(at: CGPoint(x: 4, y: 4), withAttributes: attributes) })
        #expect(pixels { string.draw(in: CGRect(x: 4, y: 4, width: 50, height: 50), withAttributes: attributes) }
            == pixels { text.draw(in: CGRect(x: 4, y: 4, width: 50, height: 50), withAttributes: attributes) })
        #expect(pixels { string.draw(with: CGRect(x: 4, y: 30, width: 100, height: 20), attributes: attributes, context: nil) }
            == pixels { text.draw(with: CGRect(x: 4, y: 30, width: 100, height: 20), attributes: attributes, context: nil) })
    }

    @Test func drawingWithOptionsPlacesTheBaselineOrTheFirstLineAtTheOrigin() {
        // Without .usesLineFragmentOrigin the origin is the baseline: capitals stand on row 30 and rise above it.
        let onBaseline = inkedRows { "HH".draw(with: CGRect(x: 4, y: 30, width: 100, height: 20), attributes: attributes, context: nil) }
        #expect(onBaseline.last == 29 && onBaseline.first! < 20)
        // With it the rectangle's top is the first line's top.
        let fromTop = inkedRows {
            "HH".draw(with: CGRect(x: 4, y: 30, width: 100, height: 30), options: .usesLineFragmentOrigin, attributes: attributes, context: nil)
        }
        #expect(fromTop.first! > 30)
        // Wrapped into a short rectangle with .truncatesLastVisibleLine, only the lines that fit are drawn.
        let context = NSStringDrawingContext()
        let cut = inkedRows {
            "Robin wren finch lark".draw(with: CGRect(x: 0, y: 0, width: 60, height: 25), options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine],
                                         attributes: attributes, context: context)
        }
        #expect(cut.last! < 25 && context.totalBounds.height <= 25 && context.totalBounds.height > 15)
    }
}
