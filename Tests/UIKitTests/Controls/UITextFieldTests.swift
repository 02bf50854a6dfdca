import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Logs every delegate call and can veto each kind of change.
@MainActor
final class TextFieldLog: NSObject, UITextFieldDelegate {
    var entries: [String] = []
    var allowsBegin = true, allowsEnd = true, allowsClear = true, returns = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { entries.append("shouldBegin"); return allowsBegin }
    func textFieldDidBeginEditing(_ textField: UITextField) { entries.append("didBegin") }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { entries.append("shouldEnd"); return allowsEnd }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { entries.append("didEnd \(reason)") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("change \(range.location),\(range.length) \(string)")
        return allowsChange(range, string)
    }
    func textFieldDidChangeSelection(_ textField: UITextField) { entries.append("selection") }
    func textFieldShouldClear(_ textField: UITextField) -> Bool { entries.append("shouldClear"); return allowsClear }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool { entries.append("shouldReturn"); return returns }
}

/// Text fields edit as UIKit's do, driven by injected taps, drags and keys.
@MainActor @Suite(.serialized) struct UITextFieldTests {
    private func field(_ text: String = "") -> (UITextField, UIWindow) {
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34))
        field.borderStyle = .roundedRect
        field.text = text
        return (field, eventWindow(with: [field]))
    }

    private func selection(_ field: UITextField) -> NSRange? {
        field.selectedTextRange.map { NSRange(location: $0.start.offset, length: $0.end.offset - $0.start.offset) }
    }

    @Test func aTapBeginsEditingWithTheDelegatesConsent() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let log = TextFieldLog()
        let (field, window) = field("hi")
        field.delegate = log
        var events: [String] = []
        field.addAction(UIAction { _ in events.append("begin") }, for: .editingDidBegin)
        field.addAction(UIAction { _ in events.append("end") }, for: .editingDidEnd)
        nonisolated(unsafe) var posted = 0
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidBeginEditingNotification, object: field, queue: nil) { _ in
            posted += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        log.allowsBegin = false
        window.tap(field)
        #expect(!field.isEditing && !field.isFirstResponder && log.entries == ["shouldBegin"])

        log.allowsBegin = true
        log.entries.removeAll()
        window.tap(field)
        #expect(field.isEditing && field.isFirstResponder)
        #expect(log.entries.prefix(2) == ["shouldBegin", "didBegin"] && events == ["begin"] && posted == 1)
        #expect(field.selectedTextRange != nil)

        log.entries.removeAll()
        log.allowsEnd = false
        #expect(!field.resignFirstResponder() && field.isEditing)
        #expect(field.endEditing(true) && !field.isEditing && !field.isFirstResponder)
        #expect(log.entries == ["shouldEnd", "shouldEnd", "didEnd committed"] && events == ["begin", "end"])
        #expect(field.selectedTextRange == nil)
        _ = clock
    }

    @Test func typingInsertsUTF8AndComposedCharactersOneAtATime() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field()
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        nonisolated(unsafe) var notifications = 0
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { _ in
            notifications += 1
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        window.tap(field)
        window.type("Héllo, 日本 👍🏽!")
        #expect(field.text == "Héllo, 日本 👍🏽!")
        #expect(changes == 12 && notifications == 12)
        // Backspace removes the whole emoji with its skin tone, never half a character.
        window.press(.keyboardDeleteOrBackspace)
        window.press(.keyboardDeleteOrBackspace)
        #expect(field.text == "Héllo, 日本 ")
    }

    @Test func anInputMethodsCompositionShowsWithoutChangingTheTextUntilCommitted() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let log = TextFieldLog()
        let (field, window) = field("a")
        field.delegate = log
        window.tap(field)
        log.entries.removeAll()
        window.handleComposition("にほ", cursor: 2)
        #expect(field.text == "a" && field.markedTextRange.map { field.offset(from: $0.start, to: $0.end) } == 2)
        #expect(log.entries.isEmpty)
        window.handleComposition("", cursor: 0)
        window.handleText("日本")
        #expect(field.text == "a日本" && field.markedTextRange == nil)
        #expect(log.entries == ["change 1,0 日本", "selection"])
    }

    @Test func arrowsHomeEndAndWordMovesPlaceTheCaretAndShiftSelects() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field("one two three")
        window.tap(at: CGPoint(x: 215, y: 37))
        #expect(selection(field) == NSRange(location: 13, length: 0))
        window.press(.keyboardLeftArrow, modifiers: .command)
        #expect(selection(field) == NSRange(location: 8, length: 0))
        window.press(.keyboardLeftArrow, modifiers: [.command, .shift])
        #expect(selection(field) == NSRange(location: 4, length: 4))
        window.press(.keyboardRightArrow)
        #expect(selection(field) == NSRange(location: 8, length: 0))
        window.press(.keyboardHome, modifiers: .shift)
        #expect(selection(field) == NSRange(location: 0, length: 8))
        window.press(.keyboardLeftArrow)
        window.press(.keyboardRightArrow, modifiers: .command)
        #expect(selection(field) == NSRange(location: 3, length: 0))
        window.press(.keyboardEnd)
        #expect(selection(field) == NSRange(location: 13, length: 0))
        window.press(.keyboardDeleteOrBackspace, modifiers: .command)
        #expect(field.text == "one two ")
        window.press(.keyboardHome)
        window.press(.keyboardDeleteForward)
        #expect(field.text == "ne two ")
    }

    @Test func theMouseSelectsByDraggingAndAWordByDoubleClicking() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field("alpha beta gamma")
        window.tap(field)
        let start = field.caretPoint(at: 6), end = field.caretPoint(at: 10)
        window.drag(from: start, to: end, duration: 0.1)
        #expect(selection(field) == NSRange(location: 6, length: 4))
        window.doubleTap(at: field.caretPoint(at: 13))
        #expect(selection(field) == NSRange(location: 11, length: 5))
        window.press(.keyboardA, modifiers: .command)
        #expect(selection(field) == NSRange(location: 0, length: 16))
    }

    @Test func cutCopyAndPasteGoThroughTheGeneralPasteboard() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field("copy me")
        window.tap(field)
        window.press(.keyboardA, modifiers: .command)
        window.press(.keyboardC, modifiers: .command)
        #expect(UIPasteboard.general.string == "copy me")
        window.press(.keyboardLeftArrow, modifiers: [.command, .shift])
        window.press(.keyboardX, modifiers: .command)
        #expect(UIPasteboard.general.string == "copy " && field.text == "me")
        window.press(.keyboardEnd)
        window.press(.keyboardV, modifiers: .command)
        #expect(field.text == "mecopy ")
        UIPasteboard.general.string = "two\nlines"
        window.press(.keyboardV, modifiers: .command)
        #expect(field.text == "mecopy two lines")
    }

    @Test func theDelegateVetoesChangesClearsAndReturns() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let log = TextFieldLog()
        log.allowsChange = { _, string in string.allSatisfy(\.isNumber) }
        let (field, window) = field()
        field.delegate = log
        field.clearButtonMode = .whileEditing
        window.tap(field)
        window.type("1a2b3")
        #expect(field.text == "123")

        log.allowsClear = false
        window.tap(at: field.convert(field.clearButtonRect(forBounds: field.bounds).center, to: window))
        #expect(field.text == "123" && log.entries.last == "shouldClear")
        log.allowsClear = true
        window.tap(at: field.convert(field.clearButtonRect(forBounds: field.bounds).center, to: window))
        #expect(field.text == "")

        var exits = 0
        log.returns = false
        field.addAction(UIAction { _ in exits += 1 }, for: .editingDidEndOnExit)
        window.press(.keyboardReturnOrEnter)
        #expect(exits == 0 && field.isEditing)
        log.returns = true
        window.press(.keyboardReturnOrEnter)
        #expect(exits == 1 && !field.isEditing && log.entries.suffix(3) == ["shouldReturn", "shouldEnd", "didEnd committed"])
    }

    @Test func returnWithoutAnExitTargetKeepsEditingAndTriggersThePrimaryAction() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        var primary = 0
        let field = UITextField(frame: CGRect(x: 20, y: 20, width: 200, height: 34), primaryAction: UIAction { _ in primary += 1 })
        let window = eventWindow(with: [field])
        window.tap(field)
        window.type("go\n")
        #expect(primary == 1 && field.isEditing && field.text == "go")
    }

    @Test func secureEntryShowsBulletsRefusesCopyingAndStartsAfreshWhenEditedAgain() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field()
        field.isSecureTextEntry = true
        window.tap(field)
        window.type("s3cret")
        UIPasteboard.general.string = "before"
        window.press(.keyboardA, modifiers: .command)
        window.press(.keyboardC, modifiers: .command)
        #expect(UIPasteboard.general.string == "before")
        field.resignFirstResponder()
        window.tap(field)
        window.type("n")
        #expect(field.text == "n")
    }

    @Test func theCaretBlinksWithTheClockWithoutKeepingTheAppBusy() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field("abc")
        window.tap(field)
        let caret = try #require(field.subviews.first { !$0.isHidden && $0.frame.width == 2 })
        clock.runUntilIdle()
        #expect(!caret.isHidden)
        clock.advance(by: 0.5)
        #expect(caret.isHidden)
        clock.advance(by: 0.5)
        #expect(!caret.isHidden)
        // Typing holds the caret lit.
        clock.advance(by: 0.4)
        window.type("d")
        clock.advance(by: 0.3)
        #expect(!caret.isHidden)
        field.resignFirstResponder()
        #expect(caret.isHidden)
    }

    @Test func longTextScrollsToKeepTheCaretInView() throws {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field()
        window.tap(field)
        window.type(String(repeating: "wide text ", count: 6))
        let editing = field.editingRect(forBounds: field.bounds)
        let caret = try #require(field.subviews.first { $0.frame.width == 2 })
        #expect(caret.frame.maxX <= editing.maxX + 1 && caret.frame.maxX > editing.maxX - 4)
        window.press(.keyboardHome)
        #expect(abs(caret.frame.midX - editing.minX) <= 1)
    }

    @Test func aLeftViewAloneNarrowsTheTextWithoutPushingItPastTheRightEdge() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.leftView = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        field.leftViewMode = .always
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 170, height: 34))
    }

    @Test func aSearchFieldsGlassLeadsItsTextInEitherDirection() {
        let field = UISearchTextField(frame: CGRect(x: 0, y: 0, width: 358, height: 36))
        field.placeholder = "Search species or places"
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 2, y: 8, width: 30, height: 20))
        #expect(field.placeholderRect(forBounds: field.bounds) == CGRect(x: 34, y: 0, width: 320, height: 36))
        // Right to left, the glass is at the right and the text, still inside the field, ends beside it.
        field.semanticContentAttribute = .forceRightToLeft
        #expect(field.leftViewRect(forBounds: field.bounds) == CGRect(x: 326, y: 8, width: 30, height: 20))
        let text = field.placeholderRect(forBounds: field.bounds)
        #expect(text.minX >= 0 && text.maxX <= 326 && text.width == 320)
    }

    @Test func overlaysShowByModeAndTakeTheirSpaceFromTheText() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field("text")
        let left = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20)), right = UIView(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
        field.leftView = left
        field.leftViewMode = .always
        field.rightView = right
        field.rightViewMode = .unlessEditing
        field.clearButtonMode = .whileEditing
        window.runUpdateCycle()
        #expect(left.frame == CGRect(x: 0, y: 7, width: 30, height: 20) && !left.isHidden)
        #expect(right.frame == CGRect(x: 176, y: 5, width: 24, height: 24) && !right.isHidden)
        #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 146, height: 34))
        window.tap(field)
        window.runUpdateCycle()
        #expect(right.isHidden)
        #expect(field.clearButtonRect(forBounds: field.bounds) == CGRect(x: 174, y: 7.5, width: 19, height: 19))
        #expect(field.editingRect(forBounds: field.bounds).maxX == 174)
    }

    @Test func positionsAndRangesFollowUIKitsTextInput() throws {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        let (field, window) = field("hello")
        window.tap(field)
        let end = field.endOfDocument
        let start = try #require(field.position(from: end, offset: -3))
        field.selectedTextRange = field.textRange(from: end, to: start)
        #expect(selection(field) == NSRange(location: 2, length: 3))
        #expect(field.text(in: try #require(field.selectedTextRange)) == "llo")
        #expect(field.position(from: end, offset: 1) == nil && field.compare(start, to: end) == .orderedAscending)
        field.replace(try #require(field.selectedTextRange), withText: "p!")
        #expect(field.text == "hep!" && selection(field) == NSRange(location: 4, length: 0))
    }

    @Test func aFieldReleasedAfterEditingIsFreed() {
        ManualClock.install()
        defer { ManualClock.uninstall() }
        weak var released: UITextField?
        do {
            let (field, window) = field("x")
            window.tap(field)
            window.type("yz")
            field.removeFromSuperview()
            released = field
            _ = window
        }
        #expect(released == nil)
    }

    @Test func itIsAUITextInputWithGeometryAndMarkedText() throws {
        let (field, _) = field("Hello")
        let input: UITextInput = field
        field.becomeFirstResponder()
        let carets = (0...5).map { input.caretRect(for: UITextPosition(offset: $0)) }
        #expect(zip(carets, carets.dropFirst()).allSatisfy { $0.minX < $1.minX }, "the caret moves right through the text")
        for (offset, caret) in carets.enumerated() {
            #expect(input.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY))?.offset == offset)
        }
        let rects = input.selectionRects(for: try #require(input.textRange(from: UITextPosition(offset: 1), to: UITextPosition(offset: 4))))
        #expect(rects.count == 1 && abs(rects[0].rect.minX - carets[1].midX) < 0.01 && abs(rects[0].rect.maxX - carets[4].midX) < 0.01)
        input.setMarkedText("ab", selectedRange: NSRange(location: 2, length: 0))
        #expect(input.markedTextRange?.nsRange == NSRange(location: 5, length: 2) && field.text == "Hello")
        input.unmarkText()
        #expect(field.text == "Helloab" && input.markedTextRange == nil)
        let word = try #require(input.tokenizer.rangeEnclosingPosition(UITextPosition(offset: 2), with: .word, inDirection: .storage(.forward)))
        #expect(input.text(in: word) == "Helloab")
    }
}

extension UITextField {
    /// Where, in window coordinates, the caret stands before the character at `offset`.
    fileprivate func caretPoint(at offset: Int) -> CGPoint {
        let saved = selectedTextRange
        let position = position(from: beginningOfDocument, offset: offset)!
        selectedTextRange = textRange(from: position, to: position)
        let caret = subviews.first { $0.frame.width == 2 }!
        let point = convert(CGPoint(x: caret.frame.midX, y: caret.frame.midY), to: window)
        selectedTextRange = saved
        return point
    }

}

extension CGRect {
    fileprivate var center: CGPoint { CGPoint(x: midX, y: midY) }
}
