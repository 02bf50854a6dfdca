import Testing
import UIKitTesting
@testable import UIKit

/// A controller reached by selector, its table as `casement-port` writes one.
@MainActor private final class PhotoController: UIViewController {
    var log: [String] = []
    func tapped(_ recognizer: Any?) {
        log.append("tapped by \((recognizer as? UITapGestureRecognizer).map { "a tap in state \($0.state.rawValue)" } ?? "nothing")")
    }
    func zoom() { log.append("zoom") }

    nonisolated override class var objcMemberTable: ObjCMemberTable { members }
    private nonisolated static let members = ObjCMemberTable(methods: [
        "tapped:": { receiver, arguments in
            nonisolated(unsafe) let (receiver, recognizer) = (receiver, arguments[0])
            return MainActor.assumeIsolated { (receiver as! PhotoController).tapped(recognizer) }
        },
        "zoom": { receiver, _ in
            nonisolated(unsafe) let receiver = receiver
            return MainActor.assumeIsolated { (receiver as! PhotoController).zoom() }
        },
    ])
}

/// Gesture recognizers with selector actions, as ported iOS code makes them.
@MainActor @Suite(.serialized) struct GestureSelectorTests {
    @Test func aRecognizerSendsItsSelectorWithItselfAsTheArgument() {
        let controller = PhotoController()
        let tap = UITapGestureRecognizer(target: controller, action: "tapped:")
        tap.addTarget(controller, action: "zoom")
        let window = eventWindow(controller: controller)
        controller.view.addGestureRecognizer(tap)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(controller.log == ["tapped by a tap in state 3", "zoom"])
        controller.log.removeAll()
        tap.removeTarget(controller, action: "zoom")
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(controller.log == ["tapped by a tap in state 3"])
        controller.log.removeAll()
        tap.removeTarget(nil, action: nil)
        window.tap(at: CGPoint(x: 50, y: 50))
        #expect(controller.log.isEmpty && tap.state == .possible)
    }

    @Test func aRecognizerMadeWithoutATargetSendsNothingUntilOneIsAdded() {
        let controller = PhotoController()
        let pan = UIPanGestureRecognizer(target: nil, action: nil)
        let window = eventWindow(controller: controller)
        controller.view.addGestureRecognizer(pan)
        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20), duration: 0.1)
        #expect(controller.log.isEmpty)
        pan.addTarget(controller, action: "zoom")
        window.drag(from: CGPoint(x: 20, y: 20), to: CGPoint(x: 200, y: 20), duration: 0.1)
        #expect(controller.log.first == "zoom" && controller.log.count >= 3, "began, changed…, ended")
    }
}
