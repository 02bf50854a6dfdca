import Synchronization

/// Methods added to a class of another module, as an Objective-C category adds them: an `@objc` method in an
/// extension of `UIViewController` is found by selector on every view controller.
///
/// `casement-port` writes one for each ported extension that adds `@objc` members to a class the target does not
/// declare. It is registered when created; selectors naming its methods create it (`Selector(_:in:)`).
public struct ObjCCategory: Sendable {
    private static let registered = Mutex<[(extendedClass: ObjectIdentifier, table: ObjCMemberTable)]>([])

    /// Registers `methods` and `outlets` for instances of `extendedClass` and its subclasses.
    public init(_ extendedClass: AnyClass, methods: [Selector: ObjCMemberTable.Method] = [:],
                outlets: [String: ObjCMemberTable.Outlet] = [:]) {
        let table = ObjCMemberTable(methods: methods, outlets: outlets)
        Self.registered.withLock { $0.append((ObjectIdentifier(extendedClass), table)) }
    }

    /// The category method for `selector` on instances of `objectClass`, from the categories of the class and its
    /// superclasses, nearest class first.
    static func method(for selector: Selector, ofInstancesOf objectClass: AnyClass) -> ObjCMemberTable.Method? {
        let tables = registered.withLock { $0 }
        guard !tables.isEmpty else { return nil }
        var current: AnyClass? = objectClass
        while let candidate = current {
            if let method = tables.lazy.filter({ $0.extendedClass == ObjectIdentifier(candidate) })
                .compactMap({ $0.table.method(for: selector) }).last {
                return method
            }
            current = _getSuperclass(candidate)
        }
        return nil
    }
}
