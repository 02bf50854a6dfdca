extension UIAttachmentBehavior {
    public enum AttachmentType: Int, Sendable {
        case items
        case anchor
    }
}
