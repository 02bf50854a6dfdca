import Foundation

extension NSAttributedString.Key {
    /// A `UIFont`; the default is the 12-point system font.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor`; the default is black.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
}
