/// What an appearance proxy can style: views and bar items. Each keeps whether it is a proxy and which of its
/// styleable properties were set on it directly.
@MainActor
package protocol AppearanceStyled: AnyObject {
    var isAppearanceProxy: Bool { get set }
    var ownAppearanceProperties: Set<AnyKeyPath> { get set }
}

extension AppearanceStyled {
    /// Called from the setter of each property a proxy can style: on a proxy it records the value for the class;
    /// on an instance it marks the property as the instance's own, which a proxy then leaves alone.
    package func appearancePropertyDidChange<Root, Value>(_ keyPath: ReferenceWritableKeyPath<Root, Value>) {
        appearancePropertyDidChange(keyPath) { (target: Root, source: Root) in target[keyPath: keyPath] = source[keyPath: keyPath] }
    }

    /// The same for a value a proxy copies its own way (one state's title attributes, say), under `key`.
    package func appearancePropertyDidChange<Root>(_ key: AnyKeyPath, copy: @escaping (Root, Root) -> Void) {
        if isAppearanceProxy {
            AppearanceRegistry.record(key, on: self) { target, source in
                guard let target = target as? Root, let source = source as? Root else { return }
                copy(target, source)
            }
        } else if !AppearanceRegistry.isApplying {
            ownAppearanceProperties.insert(key)
        }
    }
}
