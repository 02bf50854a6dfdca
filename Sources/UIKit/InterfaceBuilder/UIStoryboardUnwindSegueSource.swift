import Foundation

/// Where an unwind segue starts, as containers see it while UIKit looks for its destination: the source controller,
/// the action the destination implements, and the sender.
@preconcurrency @MainActor
open class UIStoryboardUnwindSegueSource: NSObject {
    open private(set) var source: UIViewController
    open private(set) var unwindAction: Selector
    open private(set) var sender: Any?

    package init(source: UIViewController, unwindAction: Selector, sender: Any?) {
        self.source = source
        self.unwindAction = unwindAction
        self.sender = sender
        super.init()
    }
}
