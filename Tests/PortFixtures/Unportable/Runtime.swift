import UIKit

/// Constructs that need the Objective-C runtime at run time: the port reports each and leaves it as it is.
class Observer: NSObject {
    @objc dynamic var count = 0
    var observation: NSKeyValueObservation?
    weak var zoomDelegate: UIScrollViewDelegate?

    @objc func start(_ other: Observer) {
        observation = other.observe(\.zoomDelegate, options: [.new]) { _, _ in }
        other.addObserver(self, forKeyPath: "observation", options: [.new], context: nil)
        print(other.value(forKey: "count") ?? 0, other.value(forKey: "total") ?? 0)
        let original = class_getInstanceMethod(Observer.self, #selector(start(_:)))
        _ = original
        perform(NSSelectorFromString("nothingDeclaresThis"))
        perform(Selector("start:"))
        let name = "dynamic"
        perform(NSSelectorFromString(name))
        objc_setAssociatedObject(self, "key", other, .OBJC_ASSOCIATION_RETAIN)
        _ = zoomDelegate?.viewForZooming?(in: UIScrollView())
    }
}
