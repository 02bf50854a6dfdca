/// A trait of a trait collection, named by a type: what `registerForTraitChanges(_:handler:)` watches.
public protocol UITraitDefinition {
    associatedtype Value: Equatable
    static var defaultValue: Value { get }
    static var name: String { get }
    static var identifier: String { get }
    /// The trait's value in `traitCollection`.
    static func value(in traitCollection: UITraitCollection) -> Value
}

extension UITraitDefinition {
    public static var name: String { String(describing: self) }
    public static var identifier: String { "com.apple.UIKit.\(name)" }

    /// Whether the trait has different values in the two collections.
    static func differs(between first: UITraitCollection, and second: UITraitCollection) -> Bool {
        value(in: first) != value(in: second)
    }
}

/// A trait, as the type that defines it (`UITraitUserInterfaceStyle.self`).
public typealias UITrait = any UITraitDefinition.Type
