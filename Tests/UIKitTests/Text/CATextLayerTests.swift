import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Text layers: their string drawn in their font and color, on one line or wrapped, aligned and cut as set.
@MainActor @Suite struct CATextLayerTests {
    /// A 200 x 100 view with `configure`d text layers on it, rendered at 2x.
    private func render(_ configure: (UIView) -> Void) -> UIImage {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        view.backgroundColor = .white
        configure(view)
        return view.snapshotImage(scale: 2)
    }

    private func textLayer(_ string: Any, frame: CGRect) -> CATextLayer {
        let layer = CATextLayer()
        layer.string = string
        layer.frame = frame
        layer.contentsScale = 2
        return layer
    }

    @Test func theDefaultsAreCoreAnimationsAndEachChangeRedraws() {
        let layer = CATextLayer()
        #expect(layer.fontSize == 36 && layer.foregroundColor?.components == [1, 1, 1, 1] && layer.font == nil)
        #expect(layer.alignmentMode == .natural && layer.truncationMode == .none && !layer.isWrapped)
        layer.displayIfNeeded()
        #expect(!layer.needsDisplay())
        layer.string = "Heron"
        #expect(layer.needsDisplay())
        layer.displayIfNeeded()
        layer.fontSize = 12
        #expect(layer.needsDisplay())
    }

    @Test func aStringIsDrawnInTheLayersColorAndFontAsItsLabelWouldBe() throws {
        let image = render { view in
            let layer = textLayer("Heron", frame: CGRect(x: 10, y: 10, width: 180, height: 40))
            layer.font = CGFont(UIFont.boldSystemFont(ofSize: 20).fontName as CFString)
            layer.fontSize = 20
            layer.foregroundColor = UIColor.red.cgColor
            view.layer.addSublayer(layer)
        }
        let label = render { view in
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
            label.text = "Heron"
            label.font = .boldSystemFont(ofSize: 20)
            label.textColor = .red
            label.sizeToFit()
            label.frame.origin = CGPoint(x: 10, y: 10)
            label.layer.contentsScale = 2
            view.addSubview(label)
        }
        let red: (RGBA) -> Bool = { $0.red > 200 && $0.green < 80 }
        let layerPixels = try #require(image.cgImage), labelPixels = try #require(label.cgImage)
        #expect(layerPixels.count(ofPixelsWhere: red) > 100)
        #expect(layerPixels.count(ofPixelsWhere: red) == labelPixels.count(ofPixelsWhere: red))
        let drawn = try #require(layerPixels.bounds(ofPixelsWhere: red)), labelled = try #require(labelPixels.bounds(ofPixelsWhere: red))
        // A label centres its line in its height, which sizeToFit rounds up to whole points: half a point lower.
        #expect(drawn.size == labelled.size && drawn.minX == labelled.minX && abs(drawn.minY - labelled.minY) <= 1, "the same glyphs")
    }

    @Test func wrappingAlignmentAndTruncationShapeTheText() {
        let image = render { view in
            let wrapped = textLayer("A grey heron stood by the canal all morning", frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            wrapped.isWrapped = true
            wrapped.fontSize = 14
            wrapped.foregroundColor = UIColor.blue.cgColor
            view.layer.addSublayer(wrapped)
            let cut = textLayer("A grey heron stood by the canal", frame: CGRect(x: 100, y: 0, width: 100, height: 20))
            cut.truncationMode = .end
            cut.fontSize = 14
            cut.foregroundColor = UIColor.black.cgColor
            view.layer.addSublayer(cut)
            let centered = textLayer("Wren", frame: CGRect(x: 100, y: 50, width: 100, height: 30))
            centered.alignmentMode = .center
            centered.fontSize = 14
            centered.foregroundColor = UIColor.black.cgColor
            view.layer.addSublayer(centered)
        }
        let failure = verifySnapshot(of: image, named: "shapes")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
