/// The kind of change a key-value observer is told of: a value set, or elements of a collection inserted, removed
/// or replaced.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}
