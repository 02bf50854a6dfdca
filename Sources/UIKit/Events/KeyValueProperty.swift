import ObjCRuntime

/// A UIKit property that key-value coding reaches by name, as the Objective-C runtime reaches it on iOS: read through
/// its getter (`isHidden` for the key `hidden`) and set through its setter (`setHidden:`).
package struct KeyValueProperty: Sendable {
    let key: String
    let getterName: String
    let getter: ObjCMemberTable.Method
    let setter: ObjCMemberTable.Outlet?

    /// A property read and set through the key path `keyPath` makes; `getter` is its Objective-C getter when that is
    /// not the key. The key path is made on the main actor, where UIKit's properties are.
    package static func readWrite<Root: AnyObject, Value>(_ key: String, getter: String? = nil,
                                                        _ keyPath: @escaping @MainActor @Sendable () -> ReferenceWritableKeyPath<Root, Value>) -> KeyValueProperty {
        readWrite(key, getter: getter, keyPath) { $0[keyPath: keyPath()] = $1 }
    }

    /// A property read through the key path `keyPath` makes and set by `set`: for a property whose getter must not
    /// run when it is set (a key path reads before it writes), such as a controller's `view`, which loads it.
    package static func readWrite<Root: AnyObject, Value>(_ key: String, getter: String? = nil,
                                                        _ keyPath: @escaping @MainActor @Sendable () -> KeyPath<Root, Value>,
                                                        set: @escaping @MainActor @Sendable (Root, Value) -> Void) -> KeyValueProperty {
        KeyValueProperty(key: key, getterName: getter ?? key, getter: read(keyPath), setter: { receiver, value in
            guard let typed = value as? Value else {
                return MisuseReporter.report("[<\(type(of: receiver)) \(debugAddress(of: receiver))> setValue:forKey:]: "
                                             + "\(value.map { "\(type(of: $0))" } ?? "nil") is not a value for the key \(key) (\(Value.self)).")
            }
            nonisolated(unsafe) let (target, newValue) = (receiver as! Root, typed)
            MainActor.assumeIsolated { set(target, newValue) }
        })
    }

    /// A property that key-value coding reads but does not set.
    package static func readOnly<Root: AnyObject, Value>(_ key: String,
                                                       _ keyPath: @escaping @MainActor @Sendable () -> KeyPath<Root, Value>) -> KeyValueProperty {
        KeyValueProperty(key: key, getterName: key, getter: read(keyPath), setter: nil)
    }

    private static func read<Root: AnyObject, Value>(_ keyPath: @escaping @MainActor @Sendable () -> KeyPath<Root, Value>) -> ObjCMemberTable.Method {
        { receiver, _ in
            // Unsafe: the value crosses back from the main actor the caller is on.
            nonisolated(unsafe) let receiver = receiver
            nonisolated(unsafe) var value: Any?
            MainActor.assumeIsolated { value = (receiver as! Root)[keyPath: keyPath()] }
            return value
        }
    }
}

extension ObjCMemberTable {
    /// The table of `superclassTable` with `properties` added: each getter and setter as a method, and each settable
    /// key as an outlet, so `value(forKey:)`, `setValue(_:forKey:)`, `responds(to:)` and key-value observing by
    /// key path string reach them.
    package init(inheriting superclassTable: ObjCMemberTable, properties: [KeyValueProperty]) {
        var methods: [Selector: Method] = [:]
        var outlets: [String: Outlet] = [:]
        for property in properties {
            methods[Selector(property.getterName)] = property.getter
            guard let setter = property.setter else { continue }
            methods[Selector("set" + property.key.prefix(1).uppercased() + property.key.dropFirst() + ":")] = { receiver, arguments in
                setter(receiver, arguments.first ?? nil)
                return nil
            }
            outlets[property.key] = setter
        }
        self.init(inheriting: superclassTable, methods: methods, outlets: outlets)
    }
}
