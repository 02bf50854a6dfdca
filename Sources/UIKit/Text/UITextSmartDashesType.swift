/// Whether double hyphens become dashes.
public enum UITextSmartDashesType: Int, Sendable {
    case `default`, no, yes
}
