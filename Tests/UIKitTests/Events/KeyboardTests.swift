import Testing
import UIKitTesting
@testable import UIKit

/// Keys through the injection API: key commands along the responder chain, presses that travel up it, and typed
/// text for the first responder.
@MainActor @Suite(.serialized) struct KeyboardTests {
    /// A view that takes text, recording what it gets.
    final class Typewriter: UIView, UIKeyInput {
        var text = ""
        var presses: [String] = []
        override var canBecomeFirstResponder: Bool { true }
        var hasText: Bool { !text.isEmpty }
        func insertText(_ text: String) { self.text += text }
        func deleteBackward() { if !text.isEmpty { text.removeLast() } }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            self.presses.append("began \(presses.first?.key?.characters ?? "")")
            super.pressesBegan(presses, with: event)
        }
    }

    final class Screen: UIViewController {
        var log: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "f", modifierFlags: .command, action: Screen.find),
             UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Screen.cancel)]
        }
        func find(_ command: UIKeyCommand) { log.append("find \(command.input ?? "")") }
        func cancel() { log.append("cancel") }
        override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
            log.append("press \(presses.first!.key!.keyCode) \(presses.first!.key!.modifierFlags.contains(.shift))")
        }
        override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) { log.append("release") }
    }

    @Test func typedTextReachesTheFirstResponder() {
        let writer = Typewriter(frame: CGRect(x: 0, y: 40, width: 100, height: 40))
        let window = eventWindow(with: [writer])
        window.type("ignored")
        #expect(writer.text.isEmpty, "only the first responder gets text")
        #expect(writer.becomeFirstResponder() && writer.isFirstResponder)
        window.type("Héllo, 世界!")
        #expect(writer.text == "Héllo, 世界!")
        window.press(.keyboardDeleteOrBackspace)
        #expect(writer.text == "Héllo, 世界")
        window.type("\n")
        #expect(writer.text == "Héllo, 世界\n")
        #expect(writer.presses.contains("began H") && writer.presses.contains("began l"))
        #expect(window.endEditing(false) && !writer.isFirstResponder)
    }

    @Test func keyCommandsAreFoundAlongTheResponderChain() {
        let screen = Screen(), writer = Typewriter(frame: CGRect(x: 0, y: 40, width: 100, height: 40))
        let window = eventWindow(controller: screen, with: [writer])
        writer.becomeFirstResponder()
        window.press(.keyboardF, modifiers: .command)
        #expect(screen.log == ["find f"])
        #expect(writer.text.isEmpty, "a key command types nothing")
        window.press(.keyboardEscape)
        #expect(screen.log == ["find f", "cancel"])
        window.press(.keyboardG, modifiers: .shift)
        #expect(writer.text == "G")
        #expect(screen.log.suffix(2) == ["press keyboardG true", "release"], "unhandled presses travel up to the controller")
        writer.resignFirstResponder()
    }

    /// A controller whose commands name their methods by selector, its table as `casement-port` writes one.
    final class PortedScreen: UIViewController {
        var log: [String] = []
        override var keyCommands: [UIKeyCommand]? {
            [UIKeyCommand(input: "n", modifierFlags: .command, action: "newSighting:"),
             UIKeyCommand(title: "Refresh", action: "refresh", input: "r", modifierFlags: .command, propertyList: "all")]
        }
        func newSighting(_ sender: Any?) { log.append("new from \((sender as? UIKeyCommand)?.input ?? "?")") }
        func refresh() { log.append("refresh") }

        nonisolated override class var objcMemberTable: ObjCMemberTable { members }
        private nonisolated static let members = ObjCMemberTable(inheriting: UIViewController.objcMemberTable, methods: [
            "newSighting:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, sender) = (receiver, arguments[0])
                return MainActor.assumeIsolated { (receiver as! PortedScreen).newSighting(sender) }
            },
            "refresh": { receiver, _ in
                nonisolated(unsafe) let receiver = receiver
                return MainActor.assumeIsolated { (receiver as! PortedScreen).refresh() }
            },
        ])
    }

    @Test func selectorKeyCommandsReachTheFirstResponderThatCanPerformThem() throws {
        let screen = PortedScreen(), writer = Typewriter(frame: CGRect(x: 0, y: 40, width: 100, height: 40))
        let window = eventWindow(controller: screen, with: [writer])
        writer.becomeFirstResponder()
        window.press(.keyboardN, modifiers: .command)
        window.press(.keyboardR, modifiers: .command)
        #expect(screen.log == ["new from n", "refresh"])
        let refresh = try #require(screen.keyCommands?.last)
        #expect(refresh.action == "refresh" && refresh.title == "Refresh" && refresh.propertyList as? String == "all")
        #expect(writer.text.isEmpty)
        writer.resignFirstResponder()
    }
}
