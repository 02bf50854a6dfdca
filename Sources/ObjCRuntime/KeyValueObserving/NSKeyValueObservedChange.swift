import Foundation

/// A change that a key-path observer (`observe(_:options:changeHandler:)`) is told of.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange

    /// The kind of change.
    public let kind: Kind
    /// The value after the change, when observing with `.new`.
    public let newValue: Value?
    /// The value before the change, when observing with `.old`.
    public let oldValue: Value?
    /// The indexes of a collection's elements that changed.
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change, when observing with `.prior`.
    public let isPrior: Bool
}
