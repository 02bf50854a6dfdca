import Foundation

/// An object that gives the share sheet an item only when an activity is chosen, and a placeholder before then.
@preconcurrency @MainActor
public protocol UIActivityItemSource: AnyObject {
    /// An item of the kind the real one will be, so the sheet can tell which activities apply.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType`; nil leaves it out.
    func activityViewController(_ activityViewController: UIActivityViewController, itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject for activities that take one (mail); by default none.
    func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String
}

extension UIActivityItemSource {
    public func activityViewController(_ activityViewController: UIActivityViewController, subjectForActivityType activityType: UIActivity.ActivityType?) -> String {
        ""
    }
}
