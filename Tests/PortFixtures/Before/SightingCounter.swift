import Foundation

/// A model that iOS code observes with key-value observing: its `dynamic` properties tell observers when set.
class SightingCounter: NSObject {
    @objc dynamic var count = 0
    @objc dynamic var species: String = "" {
        didSet { if species.hasPrefix(" ") { species = species.trimmingCharacters(in: .whitespaces) } }
    }
    @objc dynamic var summary: String { "\(count) \(species)" }
}

/// An observer by key path string, which on iOS overrides `NSObject`'s `observeValue(forKeyPath:of:change:context:)`.
class CountWatcher: NSObject {
    var heard: [String] = []
    private var observation: NSKeyValueObservation?

    func watch(_ counter: SightingCounter) {
        counter.addObserver(self, forKeyPath: #keyPath(SightingCounter.count), options: [.old, .new], context: nil)
        observation = counter.observe(\.species, options: [.new]) { [weak self] _, change in
            self?.heard.append("species \(change.newValue ?? "")")
        }
    }

    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        heard.append("\(keyPath ?? "") \(change?[.oldKey] ?? "") to \(change?[.newKey] ?? "")")
    }
}

/// A subclass that overrides the observer method its superclass declares.
class LoudCountWatcher: CountWatcher {
    override func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
                               context: UnsafeMutableRawPointer?) {
        super.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
        heard.append("loudly")
    }
}
