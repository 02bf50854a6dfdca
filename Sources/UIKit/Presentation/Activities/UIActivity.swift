import Foundation

/// A service the share sheet offers for its items. Subclass it for an app's own activity: give it a type, a title
/// and an image, say which items it can act on, and either perform it or show a controller, then call
/// `activityDidFinish(_:)`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    public override init() {
        super.init()
    }

    /// Where the activity shows: an app's activities are actions unless the class says otherwise.
    open class var activityCategory: Category { .action }

    open var activityType: ActivityType? { nil }
    open var activityTitle: String? { nil }
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on `activityItems`; the sheet leaves it out when not.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called with the items once the user picks the activity, before it performs or shows its controller.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A controller the sheet presents in its place to finish the activity; nil to perform it at once.
    open var activityViewController: UIViewController? { nil }

    /// Does the work when there is no controller to show; call `activityDidFinish(_:)` when done.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the share sheet the activity ended, and whether it did what it set out to.
    open func activityDidFinish(_ completed: Bool) {
        let finish = onFinish
        onFinish = nil
        finish?(completed)
    }

    /// Set by the share sheet while the activity runs.
    package var onFinish: ((Bool) -> Void)?
}
