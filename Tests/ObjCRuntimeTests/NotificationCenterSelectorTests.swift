import Foundation
import Testing
@testable import ObjCRuntime

private extension NSNotification.Name {
    static let sightingAdded = NSNotification.Name("SightingAdded")
    static let sightingRemoved = NSNotification.Name("SightingRemoved")
}

/// An observer whose methods are reached by selector, its table as `casement-port` writes one.
private final class SightingsList: NSObject, ObjCMemberTableProviding {
    var log: [String] = []
    func added(_ notification: Any?) { log.append("added \((notification as? Notification)?.object ?? "nil")") }
    func removed() { log.append("removed") }

    class var objcMemberTable: ObjCMemberTable { members }
    private static let members = ObjCMemberTable(methods: [
        "added:": { receiver, arguments in (receiver as! SightingsList).added(arguments[0]) },
        "removed": { receiver, _ in (receiver as! SightingsList).removed() },
    ])
}

@Suite struct NotificationCenterSelectorTests {
    @Test func observersBySelectorGetTheirNotificationsUntilRemoved() {
        let center = NotificationCenter(), list = SightingsList(), source = NSObject(), other = NSObject()
        center.addObserver(list, selector: "added:", name: .sightingAdded, object: source)
        center.addObserver(list, selector: "removed", name: .sightingRemoved, object: nil)
        center.post(name: .sightingAdded, object: source)
        center.post(name: .sightingAdded, object: other)
        center.post(name: .sightingRemoved, object: other)
        #expect(list.log.count == 2 && list.log[0].hasPrefix("added <NSObject") && list.log[1] == "removed")
        center.removeObserver(list, name: .sightingRemoved, object: nil)
        center.post(name: .sightingRemoved, object: nil)
        center.post(name: .sightingAdded, object: source)
        #expect(list.log.count == 3 && list.log[2].hasPrefix("added"))
        center.removeObserver(list)
        center.post(name: .sightingAdded, object: source)
        #expect(list.log.count == 3)
    }

    @Test func aFreedObserverIsCalledNoMore() {
        let center = NotificationCenter()
        weak var gone: SightingsList?
        do {
            let list = SightingsList()
            gone = list
            center.addObserver(list, selector: "removed", name: .sightingRemoved, object: nil)
        }
        #expect(gone == nil)
        center.post(name: .sightingRemoved, object: nil)
    }
}

/// A Swift class that is not an NSObject, with `@objc` methods, observes by selector as on iOS.
private final class KeyboardListener: ObjCMemberTableProviding {
    var heard = 0
    func keyboardWillShow(_ notification: Any?) { heard += 1 }
    class var objcMemberTable: ObjCMemberTable {
        ObjCMemberTable(methods: ["keyboardWillShow:": { receiver, arguments in (receiver as! KeyboardListener).keyboardWillShow(arguments[0]) }])
    }
}

@Suite struct SwiftObjectSelectorObserverTests {
    @Test func aSwiftObjectIsCalledUntilRemoved() {
        let center = NotificationCenter(), listener = KeyboardListener()
        center.addObserver(listener, selector: "keyboardWillShow:", name: .sightingAdded, object: nil)
        center.post(name: .sightingAdded, object: nil)
        center.removeObserver(listener)
        center.post(name: .sightingAdded, object: nil)
        #expect(listener.heard == 1)
    }
}
