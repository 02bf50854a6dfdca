/// How a constraint's expression compares with zero.
public enum Relation: Sendable, CustomStringConvertible {
    /// The expression is at most zero.
    case lessThanOrEqual
    /// The expression is zero.
    case equal
    /// The expression is at least zero.
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
