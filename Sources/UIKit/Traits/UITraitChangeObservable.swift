/// Watching chosen traits for changes (iOS 17), as views and view controllers do: a handler or a target's method
/// runs after the traits change, when one of those it watches differs.
@preconcurrency @MainActor
public protocol UITraitChangeObservable: UITraitEnvironment {
    /// Runs `handler` with the environment and its traits before the change.
    @discardableResult
    func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait], handler: @escaping (Environment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration
    /// Calls `action`, a method of the target's class, on `target` (held weakly).
    @discardableResult
    func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void)
        -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                    action: @escaping (Target) -> (any UITraitEnvironment) -> Void) -> any UITraitChangeRegistration
    @discardableResult
    func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                    action: @escaping (Target) -> (any UITraitEnvironment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration
    func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration)
}

/// Where views and controllers keep their registrations, so both share one implementation.
@MainActor
package protocol TraitChangeRegistry: UITraitChangeObservable {
    var traitRegistrations: [TraitChangeRegistration] { get set }
}

extension TraitChangeRegistry {
    @discardableResult
    public func registerForTraitChanges<Environment: UITraitEnvironment>(_ traits: [UITrait],
                                                                         handler: @escaping (Environment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        register(traits) { environment, previous in
            guard let environment = environment as? Environment else { return }
            handler(environment, previous)
        }
    }

    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target, action: @escaping (Target) -> () -> Void)
        -> any UITraitChangeRegistration {
        register(traits) { [weak target] _, _ in target.map { action($0)() } }
    }

    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> (any UITraitEnvironment) -> Void)
        -> any UITraitChangeRegistration {
        register(traits) { [weak target] environment, _ in target.map { action($0)(environment) } }
    }

    @discardableResult
    public func registerForTraitChanges<Target: AnyObject>(_ traits: [UITrait], target: Target,
                                                           action: @escaping (Target) -> (any UITraitEnvironment, UITraitCollection) -> Void)
        -> any UITraitChangeRegistration {
        register(traits) { [weak target] environment, previous in target.map { action($0)(environment, previous) } }
    }

    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitRegistrations.removeAll { AnyHashable($0) == AnyHashable(registration) }
    }

    private func register(_ traits: [UITrait], _ handler: @escaping @MainActor (any UITraitEnvironment, UITraitCollection) -> Void)
        -> TraitChangeRegistration {
        let registration = TraitChangeRegistration(traits: traits, handler: handler)
        traitRegistrations.append(registration)
        return registration
    }

    /// Registers UIKit's own `handler`, which also hears of the first traits a view takes in a window, as if they
    /// changed from unspecified ones.
    package func registerForTraitChanges(_ traits: [UITrait], includingFirstTraits handler: @escaping @MainActor (any UITraitEnvironment) -> Void) {
        var registration = TraitChangeRegistration(traits: traits) { environment, _ in handler(environment) }
        registration.includesFirstTraits = true
        traitRegistrations.append(registration)
    }

    /// Tells the registrations whose traits changed; called where `traitCollectionDidChange(_:)` is. `previous` is
    /// nil for the first traits, which only registrations that ask for them hear of.
    package func notifyTraitRegistrations(from previous: UITraitCollection?) {
        let current = traitCollection
        for registration in traitRegistrations where previous != nil || registration.includesFirstTraits {
            registration.notify(self, from: previous ?? UITraitCollection(), to: current)
        }
    }
}
