import Foundation

extension AttributeScopes {
    /// UIKit's attributes for Swift's `AttributedString`: `string.font = .boldSystemFont(ofSize: 17)`,
    /// `container.foregroundColor = .systemRed`, drawn as the `NSAttributedString.Key` of the same name.
    public struct UIKitAttributes: AttributeScope {
        public let font: FontAttribute
        public let foregroundColor: ForegroundColorAttribute
        public let backgroundColor: BackgroundColorAttribute
        public let kern: KernAttribute
        public let foundation: FoundationAttributes

        public enum FontAttribute: AttributedStringKey {
            public typealias Value = UIFont
            public static let name = NSAttributedString.Key.font.rawValue
        }

        public enum ForegroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.foregroundColor.rawValue
        }

        public enum BackgroundColorAttribute: AttributedStringKey {
            public typealias Value = UIColor
            public static let name = NSAttributedString.Key.backgroundColor.rawValue
        }

        public enum KernAttribute: AttributedStringKey {
            public typealias Value = CGFloat
            public static let name = NSAttributedString.Key.kern.rawValue
        }
    }

    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// `string` with its UIKit attributes as `NSAttributedString.Key`s, for drawing: Foundation on Linux has no
    /// conversion of its own.
    package static func converting(_ string: AttributedString) -> NSAttributedString {
        let result = NSMutableAttributedString(string: "")
        for run in string.runs {
            var attributes: [NSAttributedString.Key: Any] = [:]
            if let font = run[AttributeScopes.UIKitAttributes.FontAttribute.self] { attributes[.font] = font }
            if let color = run[AttributeScopes.UIKitAttributes.ForegroundColorAttribute.self] { attributes[.foregroundColor] = color }
            if let color = run[AttributeScopes.UIKitAttributes.BackgroundColorAttribute.self] { attributes[.backgroundColor] = color }
            if let kern = run[AttributeScopes.UIKitAttributes.KernAttribute.self] { attributes[.kern] = kern }
            let text = String(string[run.range].characters)
            result.append(NSAttributedString(string: text, attributes: attributes))
        }
        return result
    }
}
