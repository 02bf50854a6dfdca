import Foundation

/// The appearance proxies made so far and the property values recorded on them.
@MainActor
package enum AppearanceRegistry {
    private final class Proxy {
        let view: UIView
        let viewClass: ObjectIdentifier
        let containers: [ObjectIdentifier]
        let traits: UITraitCollection?
        /// Whether a view is of the proxy's class (or a subclass), and which classes it is from the top down.
        let matches: (UIView) -> Bool
        let depth: Int
        /// The recorded properties, in the order they were first set; each copies the proxy's value to a view.
        var setters: [(AnyKeyPath, (UIView) -> Void)] = []

        init(view: UIView, viewClass: ObjectIdentifier, containers: [ObjectIdentifier], traits: UITraitCollection?,
             depth: Int, matches: @escaping (UIView) -> Bool) {
            (self.view, self.viewClass, self.containers, self.traits, self.depth, self.matches) = (view, viewClass, containers, traits, depth, matches)
        }
    }

    private static var proxies: [Proxy] = []
    /// True while a proxy's values are copied to a view, so they do not count as the view's own.
    package private(set) static var isApplying = false

    /// Forgets every proxy, for tests that style classes and must not leave it to the next test.
    package static func removeAll() {
        proxies.removeAll()
    }

    /// The proxy for `type` in `containers` (innermost first) and `traits`, made on first use.
    static func proxy<View: UIView>(for type: View.Type, containers: [any UIAppearanceContainer.Type], traits: UITraitCollection?) -> View {
        let classID = ObjectIdentifier(type), containerIDs = containers.map { ObjectIdentifier($0) }
        if let existing = proxies.first(where: { $0.viewClass == classID && $0.containers == containerIDs && $0.traits == traits }),
           let view = existing.view as? View {
            return view
        }
        // A proxy is an instance of the class, made through `init?(coder:)`, the one initializer every view class
        // has to offer; a class whose `init?(coder:)` fails has no instance to give, so there is nothing to return.
        guard let view = type.init(coder: NSCoder()) else {
            preconditionFailure("\(type).appearance(): \(type).init(coder:) returned nil, and the proxy is made through it.")
        }
        view.isAppearanceProxy = true
        let depth = sequence(first: type as AnyClass, next: { _getSuperclass($0) }).reduce(0) { count, _ in count + 1 }
        proxies.append(Proxy(view: view, viewClass: classID, containers: containerIDs, traits: traits, depth: depth) { $0 is View })
        return view
    }

    static func record<View: UIView, Value>(_ keyPath: ReferenceWritableKeyPath<View, Value>, on proxyView: UIView) {
        guard let proxy = proxies.first(where: { $0.view === proxyView }) else { return }
        let setter: (UIView) -> Void = { [unowned proxyView] target in
            guard let target = target as? View, let source = proxyView as? View else { return }
            target[keyPath: keyPath] = source[keyPath: keyPath]
        }
        if let index = proxy.setters.firstIndex(where: { $0.0 == keyPath }) {
            proxy.setters[index].1 = setter
        } else {
            proxy.setters.append((keyPath, setter))
        }
    }

    /// Gives `view`, entering a window, the values of every proxy that matches it: the class's own before its
    /// subclasses', general ones before those narrowed to containers or traits; its own values stay.
    package static func apply(to view: UIView) {
        guard !proxies.isEmpty, !view.isAppearanceProxy else { return }
        let matching = proxies.filter { proxy in
            !proxy.setters.isEmpty && proxy.matches(view) && isContained(view, in: proxy.containers)
                && proxy.traits.map { view.traitCollection.containsTraits(in: $0) } ?? true
        }.sorted { ($0.depth, $0.containers.count, $0.traits == nil ? 0 : 1) < ($1.depth, $1.containers.count, $1.traits == nil ? 0 : 1) }
        guard !matching.isEmpty else { return }
        isApplying = true
        defer { isApplying = false }
        for proxy in matching {
            for (keyPath, setter) in proxy.setters where !view.ownAppearanceProperties.contains(keyPath) { setter(view) }
        }
    }

    /// Whether `view`'s ancestors (views and the controllers they belong to) include instances of the container
    /// classes, the first one innermost.
    private static func isContained(_ view: UIView, in containers: [ObjectIdentifier]) -> Bool {
        var remaining = containers[...]
        var current = view.superview
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
