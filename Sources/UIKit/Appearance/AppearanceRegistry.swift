import Foundation

/// The appearance proxies made so far and the property values recorded on them.
@MainActor
package enum AppearanceRegistry {
    private final class Proxy {
        let object: AppearanceStyled
        let styledClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let traits: UITraitCollection?
        /// Whether an object is of the proxy's class or a subclass.
        let matches: (AnyObject) -> Bool
        /// How deep the class is, so a base class's values go before its subclasses'.
        let depth: Int
        /// The recorded properties, in the order they were first set; each copies the proxy's value to an object.
        var setters: [(AnyKeyPath, (AnyObject, AnyObject) -> Void)] = []

        init(object: AppearanceStyled, styledClass: AnyClass, containers: [ObjectIdentifier], traits: UITraitCollection?,
             matches: @escaping (AnyObject) -> Bool) {
            self.object = object
            self.styledClass = ObjectIdentifier(styledClass)
            self.containers = containers
            self.traits = traits
            self.matches = matches
            depth = sequence(first: styledClass, next: { _getSuperclass($0) }).reduce(0) { count, _ in count + 1 }
        }
    }

    private static var proxies: [Proxy] = []
    /// True while a proxy's values are copied to an object, so they do not count as the object's own.
    package private(set) static var isApplying = false

    /// Forgets every proxy, for tests that style classes and must not leave it to the next test.
    package static func removeAll() {
        proxies.removeAll()
    }

    /// The proxy for `type` in `containers` (innermost first) and `traits`, made with `make` on first use.
    static func proxy<Styled: AppearanceStyled>(for type: Styled.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?,
                                                make: () -> Styled?) -> Styled {
        let classID = ObjectIdentifier(type), containerIDs = containers.map { ObjectIdentifier($0) }
        if let existing = proxies.first(where: { $0.styledClass == classID && $0.containers == containerIDs && $0.traits == traits }),
           let object = existing.object as? Styled {
            return object
        }
        // A proxy is an instance of the class, made through `init?(coder:)`, the one initializer every view and bar
        // item class has to offer; a class whose `init?(coder:)` fails has no instance to give.
        guard let object = make() else {
            preconditionFailure("\(type).appearance(): \(type).init(coder:) returned nil, and the proxy is made through it.")
        }
        object.isAppearanceProxy = true
        proxies.append(Proxy(object: object, styledClass: type, containers: containerIDs, traits: traits) { $0 is Styled })
        return object
    }

    static func record(_ key: AnyKeyPath, on proxyObject: AppearanceStyled, copy: @escaping (AnyObject, AnyObject) -> Void) {
        guard let proxy = proxies.first(where: { $0.object === proxyObject }) else { return }
        if let index = proxy.setters.firstIndex(where: { $0.0 == key }) {
            proxy.setters[index].1 = copy
        } else {
            proxy.setters.append((key, copy))
        }
    }

    /// Gives `view`, entering a window, the values of every proxy that matches it.
    package static func apply(to view: UIView) {
        guard !proxies.isEmpty else { return }
        apply(to: view, inside: view.superview, traits: view.traitCollection)
    }

    /// Gives `object`, shown inside `container`, the values of every proxy that matches it: the base class's before
    /// its subclasses', general ones before those narrowed to containers or traits; its own values stay.
    package static func apply(to object: AppearanceStyled, inside container: UIView?, traits: UITraitCollection) {
        guard !proxies.isEmpty, !object.isAppearanceProxy else { return }
        let matching = proxies.filter { proxy in
            !proxy.setters.isEmpty && proxy.matches(object) && isContained(in: container, proxy.containers)
                && proxy.traits.map { traits.containsTraits(in: $0) } ?? true
        }.sorted { ($0.depth, $0.containers.count, $0.traits == nil ? 0 : 1) < ($1.depth, $1.containers.count, $1.traits == nil ? 0 : 1) }
        guard !matching.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for proxy in matching {
            for (key, copy) in proxy.setters where !object.ownAppearanceProperties.contains(key) { copy(object, proxy.object) }
        }
    }

    /// Whether `container` and its ancestors (views and the controllers they belong to) include instances of the
    /// container classes, the first one innermost.
    private static func isContained(in container: UIView?, _ containers: [ObjectIdentifier]) -> Bool {
        var remaining = containers[...]
        var current = container
        while let first = remaining.first, let ancestor = current {
            let owners: [AnyObject] = [ancestor] + (ancestor.viewController.map { [$0] } ?? [])
            if owners.contains(where: { isInstance($0, of: first) }) { remaining = remaining.dropFirst() }
            current = ancestor.superview
        }
        return remaining.isEmpty
    }

    private static func isInstance(_ object: AnyObject, of classID: ObjectIdentifier) -> Bool {
        sequence(first: type(of: object) as AnyClass, next: { _getSuperclass($0) }).contains { ObjectIdentifier($0) == classID }
    }
}
