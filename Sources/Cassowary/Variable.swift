/// An unknown quantity whose value the solver chooses.
///
/// Variables are compared by identity: two variables with the same name are
/// still different unknowns. A variable is immutable; read the value a solver
/// assigns it with ``Solver/value(of:)``.
public final class Variable: Hashable, Sendable, CustomStringConvertible {
    /// A name used in descriptions and error messages; it need not be unique.
    public let name: String

    /// Creates a variable with an optional name for descriptions.
    public init(_ name: String = "") {
        self.name = name
    }

    public static func == (lhs: Variable, rhs: Variable) -> Bool {
        lhs === rhs
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    public var description: String {
        name.isEmpty ? "<unnamed>" : name
    }
}
