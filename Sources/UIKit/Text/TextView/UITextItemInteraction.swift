/// How the user interacted with a link or attachment in a text view.
public enum UITextItemInteraction: Int, Sendable {
    case invokeDefaultAction, presentActions, preview
}
