/// An unknown quantity whose value the solver chooses.
///
/// Variables are compared by identity: two variables with the same name are
/// still different unknowns. A variable is immutable; read the value a solver
/// assigns it with ``Solver/value(of:)``.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    private let part: String
    private let owner: (@Sendable () -> String)?

    /// Creates a variable with an optional name for descriptions.
    public init(_ name: String = "") {
        part = name
        owner = nil
    }

    /// Creates a variable named `owner.part`, where the owner's name is worked out only when a description needs
    /// it: a layout engine makes variables by the thousand and describes almost none of them.
    public init(_ part: String, of owner: @escaping @Sendable () -> String) {
        self.part = part
        self.owner = owner
    }

    /// A name used in descriptions and error messages; it need not be unique.
    public var name: String {
        owner.map { "\($0()).\(part)" } ?? part
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        let name = name
        return name.isEmpty ? "<unnamed>" : name
    }
}
