@preconcurrency @MainActor open class UIBarItem: NSObject {
    open var isEnabled = true
    open var title: String?
    open var image: UIImage?
    open var landscapeImagePhone: UIImage?
    open var tag = 0
    public override init() {}
}
