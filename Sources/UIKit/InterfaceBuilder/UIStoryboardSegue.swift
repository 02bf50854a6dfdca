import Foundation

/// A transition between two controllers of a storyboard: made when the segue is triggered, handed to the source's
/// `prepare(for:sender:)`, then performed.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    open private(set) var identifier: String?
    open private(set) var source: UIViewController
    open private(set) var destination: UIViewController
    private var performHandler: (() -> Void)?

    /// A segue of a custom class; a storyboard makes its custom segues through this initializer.
    public required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
        super.init()
    }

    /// A segue that runs `performHandler` when performed.
    public convenience init(identifier: String?, source: UIViewController, destination: UIViewController,
                            performHandler: @escaping () -> Void) {
        self.init(identifier: identifier, source: source, destination: destination)
        self.performHandler = performHandler
    }

    /// Performs the transition: the perform handler, if the segue has one; a custom segue class overrides this.
    open func perform() {
        performHandler?()
    }
}
