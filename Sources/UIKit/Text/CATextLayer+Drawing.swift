import CoreGraphics
import Foundation

/// How UIKit draws a `CATextLayer`'s string: QuartzCore has no fonts, so the layer hands its drawing to UIKit's
/// text layout, installed when the first view is made.
@MainActor
enum TextLayerDrawing {
    static let installed: Void = {
        CATextLayer.textRenderer = { layer, ctx in draw(layer, in: ctx) }
    }()

    private static func draw(_ layer: CATextLayer, in ctx: CGContext) {
        let runs: [RichTextLayout.Run]
        switch layer.string {
        case let text as NSAttributedString:
            runs = text.runs
        case let text as String:
            runs = [RichTextLayout.Run(text: text, attributes: [:])]
        case let text as NSString:
            runs = [RichTextLayout.Run(text: text as String, attributes: [:])]
        default:
            return
        }
        let paragraph = NSMutableParagraphStyle()
        paragraph.alignment = switch layer.alignmentMode {
        case .center: .center
        case .right: .right
        case .justified: .justified
        case .left: .left
        default: .natural
        }
        let bounds = layer.bounds
        // One line unless wrapped; a truncation mode cuts it at the width, with an ellipsis at its end.
        let cuts = layer.truncationMode != .none
        let layout = RichTextLayout(runs: runs, width: layer.isWrapped || cuts ? bounds.width : .greatestFiniteMagnitude,
                                    numberOfLines: layer.isWrapped ? 0 : 1, defaultFont: font(of: layer),
                                    defaultColor: layer.foregroundColor.map { UIColor(cgColor: $0) } ?? .white, defaultParagraph: paragraph)
        layout.draw(at: bounds.origin, width: bounds.width, context: ctx)
    }

    /// The layer's font at its `fontSize`: a `UIFont`, or one named by a `CGFont` or a string; the system font for
    /// a name UIKit does not have, as for Helvetica, Core Animation's default.
    private static func font(of layer: CATextLayer) -> UIFont {
        let size = layer.fontSize
        let name: String? = switch layer.font {
        case let font as UIFont: font.fontName
        case let font as CGFont: font.postScriptName.map { $0 as String }
        case let name as String: name
        case let name as NSString: name as String
        default: nil
        }
        return name.flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
    }
}
