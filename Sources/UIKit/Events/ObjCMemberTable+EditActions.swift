import ObjCRuntime

extension ObjCMemberTable {
    /// A table entry for a standard edit action (`copy:`, `paste:`…) of a `Receiver`, called on the main actor
    /// with its sender, as menus and key commands call it.
    package static func editAction<Receiver: UIResponder>(_ action: @escaping @MainActor @Sendable (Receiver, Any?) -> Void) -> Method {
        { receiver, arguments in
            nonisolated(unsafe) let (receiver, sender) = (receiver, arguments.first ?? nil)
            MainActor.assumeIsolated { action(receiver as! Receiver, sender) }
            return nil
        }
    }
}
