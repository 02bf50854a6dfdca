import SwiftSyntax

/// A member the Objective-C runtime would find by name on iOS: an `@objc`, `@IBAction`, `@IBOutlet`, `dynamic` or
/// `@IBInspectable` method or property, or one of an `@objcMembers` class or an `@objc extension`.
struct ExposedMember {
    enum Kind {
        /// A method; `labels` are its argument labels (nil for `_`), `types` its parameter types as written.
        case method(labels: [String?], types: [String], throwing: Bool, returnsValue: Bool)
        /// A property; settable ones can be set by name, as storyboards set outlets and inspectable values.
        case property(type: String?, settable: Bool)
    }

    /// The type whose declaration or extension declares the member, as written there.
    let owner: String
    /// The index of the file that declares it.
    let file: Int
    /// The Swift base name.
    let name: String
    let kind: Kind
    /// The selector an `@objc(name)` attribute gives it, if any.
    let explicitSelector: String?

    /// The method's name with its argument labels (`pagerView(_:didSelectItemAt:)`); nil for a property.
    var labelledName: String? {
        guard case .method(let labels, _, _, _) = kind else { return nil }
        return String(method: name, labels: labels)
    }

    /// The selector of the method, or of the property's getter.
    var selector: String {
        if let explicitSelector { return explicitSelector }
        switch kind {
        case .method(let labels, _, _, _): return ObjCSelectorName.method(name, labels: labels)
        case .property: return ObjCSelectorName.getter(name)
        }
    }
}
