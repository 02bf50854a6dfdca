import CoreGraphics
import Foundation

extension InterfaceElement {
    /// The text an `<attributedString>` describes: its fragments in order, each with its color, font, paragraph style,
    /// kerning and underline.
    @MainActor
    package func attributedString(in document: InterfaceDocument, bundle: Bundle?) -> NSAttributedString {
        let text = NSMutableAttributedString(string: "")
        for fragment in children where fragment.name == "fragment" {
            let content = fragment["content"] ?? fragment.child("string", key: "content")?.text ?? ""
            var attributes: [NSAttributedString.Key: Any] = [:]
            for attribute in fragment.items(of: "attributes") {
                switch (attribute.name, attribute.key) {
                case ("color", "NSColor"): attributes[.foregroundColor] = attribute.color(in: document, bundle: bundle)
                case ("color", "NSBackgroundColor"): attributes[.backgroundColor] = attribute.color(in: document, bundle: bundle)
                case ("font", "NSFont"): attributes[.font] = attribute.attributedFont
                case ("paragraphStyle", "NSParagraphStyle"): attributes[.paragraphStyle] = attribute.paragraphStyle
                case ("real", "NSKern"): attributes[.kern] = attribute.number("value")
                case ("integer", "NSUnderline"): attributes[.underlineStyle] = attribute.integer("value")
                case ("integer", "NSStrikethrough"): attributes[.strikethroughStyle] = attribute.integer("value")
                default: break
                }
            }
            text.append(NSAttributedString(string: content, attributes: attributes))
        }
        return text
    }

    /// A font inside attributed text, in that vocabulary: `metaFont` (`system`, `systemBold`, `smallSystem`) or a name.
    private var attributedFont: UIFont {
        let size = number("size") ?? UIFont.systemFontSize
        switch attributes["metaFont"] {
        case "system", "message": return .systemFont(ofSize: size)
        case "systemBold", "boldSystem": return .boldSystemFont(ofSize: size)
        case "smallSystem": return .systemFont(ofSize: number("size") ?? UIFont.smallSystemFontSize)
        default: return attributes["name"].flatMap { UIFont(name: $0, size: size) } ?? .systemFont(ofSize: size)
        }
    }

    @MainActor
    private var paragraphStyle: NSParagraphStyle {
        let style = NSMutableParagraphStyle()
        let alignments: [String: NSTextAlignment] = ["left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural]
        if let alignment = attributes["alignment"].flatMap({ alignments[$0] }) { style.alignment = alignment }
        let breaks: [String: NSLineBreakMode] = [
            "wordWrapping": .byWordWrapping, "charWrapping": .byCharWrapping, "clipping": .byClipping,
            "truncatingHead": .byTruncatingHead, "truncatingTail": .byTruncatingTail, "truncatingMiddle": .byTruncatingMiddle,
        ]
        if let mode = attributes["lineBreakMode"].flatMap({ breaks[$0] }) { style.lineBreakMode = mode }
        assign(["lineSpacing": \NSMutableParagraphStyle.lineSpacing, "paragraphSpacing": \.paragraphSpacing,
                "paragraphSpacingBefore": \.paragraphSpacingBefore, "lineHeightMultiple": \.lineHeightMultiple,
                "minimumLineHeight": \.minimumLineHeight, "maximumLineHeight": \.maximumLineHeight,
                "firstLineHeadIndent": \.firstLineHeadIndent, "headIndent": \.headIndent, "tailIndent": \.tailIndent], to: style)
        return style
    }
}
