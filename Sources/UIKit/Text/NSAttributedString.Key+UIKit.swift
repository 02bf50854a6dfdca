import Foundation

extension NSAttributedString.Key {
    /// A `UIFont`; the default is the 12-point system font.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; the default is black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` filled behind the text; the default is none.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Extra space after each character, in points, as a number; the default is 0.
    public static let kern = NSAttributedString.Key("NSKern")
    /// An `NSParagraphStyle`; the default is `NSParagraphStyle.default`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An `NSUnderlineStyle` raw value, as a number; the default is none.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline; the default is the text's color.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for a line through the text, as a number; the default is none.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough; the default is the text's color.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// How far the text sits above its baseline, in points, as a number; the default is 0.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// A `URL` or `String`; labels draw linked text like other text, as UILabel does.
    public static let link = NSAttributedString.Key("NSLink")
    /// An `NSShadow` cast by the text; the default is none.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// An `NSTextAttachment` drawn in place of its character, U+FFFC.
    public static let attachment = NSAttributedString.Key("NSAttachment")
}
