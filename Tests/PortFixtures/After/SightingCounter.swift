import Foundation
import ObjCRuntime

/// A model that iOS code observes with key-value observing: its `dynamic` properties tell observers when set.
class SightingCounter: NSObject, ObjCMemberTableProviding {
    var count = 0 {
        willSet { willChangeValue(forKey: "count") }
        didSet { didChangeValue(forKey: "count") }
    }
    var species: String = "" {
        didSet { defer { didChangeValue(forKey: "species") }; if species.hasPrefix(" ") { species = species.trimmingCharacters(in: .whitespaces) } }
        willSet { willChangeValue(forKey: "species") }
    }
    var summary: String { "\(count) \(species)" }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private static let casementObjCMembers = ObjCMemberTable(
        methods: [
            "count": { receiver, _ in
                return (receiver as! SightingCounter).count
            },
            "species": { receiver, _ in
                return (receiver as! SightingCounter).species
            },
            "setSpecies:": { receiver, arguments in
                if let newValue = arguments[0] as? String { (receiver as! SightingCounter).species = newValue }
                return nil
            },
            "summary": { receiver, _ in
                return (receiver as! SightingCounter).summary
            },
        ],
        outlets: [
            "species": { receiver, value in
                if let newValue = value as? String { (receiver as! SightingCounter).species = newValue }
            },
        ])
}

/// An observer by key path string, which on iOS overrides `NSObject`'s `observeValue(forKeyPath:of:change:context:)`.
class CountWatcher: NSObject, NSKeyValueObserving {
    var heard: [String] = []
    private var observation: NSKeyValueObservation?

    func watch(_ counter: SightingCounter) {
        counter.addObserver(self, forKeyPath: "count", options: [.old, .new], context: nil)
        observation = counter.observe(\.species, options: [.new]) { [weak self] _, change in
            self?.heard.append("species \(change.newValue ?? "")")
        }
    }

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?,
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
