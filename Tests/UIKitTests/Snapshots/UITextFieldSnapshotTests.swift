import Testing
import UIKitTesting
@testable import UIKit

/// Text fields in each border style and state, rendered headless and compared with a reference PNG.
@MainActor
@Suite(.serialized) struct UITextFieldSnapshotTests {
    @Test func gallery() {
        let clock = ManualClock.install(at: 0)
        defer { ManualClock.uninstall() }
        let controller = UIViewController()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 260, height: 380))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.rootViewController = controller
        controller.view.backgroundColor = .secondarySystemBackground
        func add(_ configure: (UITextField) -> Void) -> UITextField {
            let field = UITextField(frame: CGRect(x: 16, y: 16 + CGFloat(controller.view.subviews.count) * 44, width: 228, height: 34))
            field.borderStyle = .roundedRect
            configure(field)
            controller.view.addSubview(field)
            return field
        }
        _ = add { $0.placeholder = "Placeholder" }
        _ = add { $0.text = "Plain text that runs past the end of the field" }
        _ = add { $0.borderStyle = .line; $0.text = "Line border" }
        _ = add { $0.borderStyle = .bezel; $0.text = "Bezel border"; $0.textAlignment = .center }
        let search = add { field in
            let glass = UIView(frame: CGRect(x: 0, y: 0, width: 28, height: 16))
            glass.backgroundColor = .systemGray3
            field.leftView = glass
            field.leftViewMode = .always
            field.clearButtonMode = .always
            field.text = "Search"
        }
        let selecting = add { $0.text = "Select one word" }
        let secure = add { $0.isSecureTextEntry = true; $0.text = "hunter2" }
        let composing = add { $0.text = "Kana " }
        window.isHidden = false
        window.tap(selecting)
        window.press(.keyboardEnd)
        window.press(.keyboardLeftArrow, modifiers: [.command, .shift])
        clock.advance(by: 0.1)
        #expect(search.clearButtonRect(forBounds: search.bounds).minX > 200 && secure.text == "hunter2")
        let selection = verifySnapshot(of: window.snapshotImage(), named: "2x")
        #expect(selection == nil, "\(selection ?? "")")
        // An input method's unconfirmed text, underlined, with the caret at its end.
        window.tap(composing)
        window.press(.keyboardEnd)
        window.handleComposition("café", cursor: 4)
        clock.advance(by: 0.1)
        let composition = verifySnapshot(of: window.snapshotImage(), named: "composing")
        #expect(composition == nil, "\(composition ?? "")")
        composing.resignFirstResponder()
    }
}
