/// A registration for trait changes, to pass to `unregisterForTraitChanges(_:)`.
public protocol UITraitChangeRegistration: Hashable, Sendable {}
