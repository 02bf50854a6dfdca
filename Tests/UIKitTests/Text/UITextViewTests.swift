import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Logs every text view delegate call and can veto changes or replace link actions.
@MainActor
final class TextViewLog: NSObject, UITextViewDelegate {
    var entries: [String] = []
    var allowsBegin = true
    var allowsChange: (NSRange, String) -> Bool = { _, _ in true }
    var linkAction: ((UITextItem, UIAction) -> UIAction?)?

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { entries.append("shouldBegin"); return allowsBegin }
    func textViewDidBeginEditing(_ textView: UITextView) { entries.append("didBegin") }
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool { entries.append("shouldEnd"); return true }
    func textViewDidEndEditing(_ textView: UITextView) { entries.append("didEnd") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        entries.append("change \(range.location),\(range.length) \(text.debugDescription)")
        return allowsChange(range, text)
    }
    func textViewDidChange(_ textView: UITextView) { entries.append("didChange") }
    func textViewDidChangeSelection(_ textView: UITextView) { entries.append("selection") }
    func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction) -> UIAction? {
        linkAction.map { $0(textItem, defaultAction) } ?? defaultAction
    }
}

/// A delegate that implements only the older link method, which then decides.
@MainActor
final class OldLinkDelegate: NSObject, UITextViewDelegate {
    var urls: [URL] = []
    func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
                  interaction: UITextItemInteraction) -> Bool {
        urls.append(URL)
        return false
    }
}

/// Text views edit, lay out, scroll, undo and open links as UIKit's do, driven by injected taps and keys.
@MainActor @Suite(.serialized) struct UITextViewTests {
    private func textView(_ text: String = "", frame: CGRect = CGRect(x: 20, y: 20, width: 240, height: 160)) -> (UITextView, UIWindow) {
        let textView = UITextView(frame: frame)
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        return (textView, eventWindow(with: [textView]))
    }

    /// A point on the line holding `location`, at its character, in window coordinates.
    private func point(at location: Int, in textView: UITextView) -> CGPoint {
        let caret = textView.caretRect(for: UITextPosition(offset: location))
        return textView.convert(CGPoint(x: caret.midX + 1, y: caret.midY), to: textView.window)
    }

    @Test func restylingTextRecolorsAndRefontsWhatIsThere() {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Seen at dawn"
        textView.textColor = .systemRed
        textView.textColor = .systemBlue
        textView.font = .systemFont(ofSize: 20)
        textView.textAlignment = .center
        textView.textAlignment = .right
        #expect(textView.textColor == .systemBlue && textView.font == .systemFont(ofSize: 20))
        let style = textView.attributedText.attribute(.paragraphStyle, at: 5, effectiveRange: nil) as? NSParagraphStyle
        #expect(style?.alignment == .right)
    }

    @Test func aTapBeginsEditingAndTypingCallsTheDelegateInUIKitsOrder() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (textView, window) = textView()
        let log = TextViewLog()
        textView.delegate = log
        window.tap(textView)
        #expect(textView.isFirstResponder && textView.isEditing)
        #expect(log.entries == ["shouldBegin", "didBegin"])
        log.entries = []
        window.type("Hi")
        #expect(textView.text == "Hi" && textView.selectedRange == NSRange(location: 2, length: 0))
        #expect(log.entries == ["change 0,0 \"H\"", "selection", "didChange", "change 1,0 \"i\"", "selection", "didChange"])
        log.entries = []
        window.press(.keyboardReturnOrEnter)
        window.press(.keyboardTab)
        #expect(textView.text == "Hi\n\t")
        #expect(log.entries.first == "change 2,0 \"\\n\"", "Return types a line break, asking the delegate first")
        log.allowsChange = { _, text in text != "!" }
        window.type("!")
        #expect(textView.text == "Hi\n\t", "a refused change leaves the text as it was")
        _ = clock
    }

    @Test func editingEndsWhenAnotherResponderTakesOver() {
        let (textView, window) = textView("Notes")
        let log = TextViewLog()
        textView.delegate = log
        #expect(textView.becomeFirstResponder())
        #expect(textView.resignFirstResponder())
        #expect(log.entries == ["shouldBegin", "didBegin", "shouldEnd", "didEnd"])
        log.allowsBegin = false
        #expect(!textView.becomeFirstResponder())
        _ = window
    }

    @Test func arrowsMoveByCharactersWordsAndLinesKeepingTheColumn() {
        let (textView, window) = textView("first line here\nab\nthird line here")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 8, length: 0)
        window.press(.keyboardDownArrow)
        #expect(textView.selectedRange.location == 18, "a short line takes the caret to its end")
        window.press(.keyboardDownArrow)
        let column = textView.caretRect(for: UITextPosition(offset: 8)).midX, third = textView.caretRect(for: UITextPosition(offset: 19)).midY
        let below = textView.closestPosition(to: CGPoint(x: column, y: third))!.offset
        #expect((26...27).contains(below))
        #expect(textView.selectedRange.location == below, "the next line goes back to the column the caret came from")
        window.press(.keyboardUpArrow, modifiers: .shift)
        #expect(textView.selectedRange == NSRange(location: 18, length: below - 18))
        window.press(.keyboardHome)
        #expect(textView.selectedRange == NSRange(location: 16, length: 0), "Home goes to the start of the line")
        window.press(.keyboardEnd)
        #expect(textView.selectedRange.location == 18, "End goes before the line break")
        window.press(.keyboardRightArrow, modifiers: .command)
        #expect(textView.selectedRange.location == 24, "Ctrl+Right goes past the next word")
        window.press(.keyboardEnd, modifiers: .command)
        #expect(textView.selectedRange.location == textView.text.utf16.count)
        window.press(.keyboardHome, modifiers: [.command, .shift])
        #expect(textView.selectedRange == NSRange(location: 0, length: textView.text.utf16.count))
        window.press(.keyboardDeleteOrBackspace)
        #expect(textView.text == "")
    }

    @Test func wrappedLinesMoveAsTheyAreShown() throws {
        let (textView, window) = textView("one two three four five six seven eight nine ten eleven twelve")
        textView.becomeFirstResponder()
        let lines = textView.layoutManager.lineFragments
        try #require(lines.count >= 3)
        textView.selectedRange = NSRange(location: 1, length: 0)
        window.press(.keyboardDownArrow)
        #expect(textView.layoutManager.lineIndex(containing: textView.selectedRange.location) == 1)
        window.press(.keyboardEnd)
        let second = lines[1].range
        #expect(textView.selectedRange.location == second.location + second.length - 1, "End of a wrapped line stays before its space")
    }

    @Test func clipboardUndoAndRedo() {
        let (textView, window) = textView()
        window.tap(textView)
        window.type("hello world")
        window.press(.keyboardLeftArrow, modifiers: [.command, .shift])
        window.press(.keyboardC, modifiers: .command)
        #expect(UIPasteboard.general.string == "world")
        window.press(.keyboardEnd, modifiers: .command)
        window.press(.keyboardReturnOrEnter)
        window.press(.keyboardV, modifiers: .command)
        #expect(textView.text == "hello world\nworld")
        window.press(.keyboardZ, modifiers: .command)
        #expect(textView.text == "hello world\n", "the paste is one step to undo")
        window.press(.keyboardZ, modifiers: .command)
        #expect(textView.text == "hello world", "typing after moving the caret is a step of its own")
        window.press(.keyboardZ, modifiers: .command)
        #expect(textView.text == "", "a run of typing undoes at once")
        #expect(textView.undoManager?.canUndo == false)
        window.press(.keyboardZ, modifiers: [.command, .shift])
        #expect(textView.text == "hello world")
        #expect(textView.selectedRange == NSRange(location: 0, length: 11), "redone text comes back selected")
        window.press(.keyboardY, modifiers: .command)
        #expect(textView.text == "hello world\n")
    }

    @Test func deletingRunsUndoTogetherAndUndoAsksTheDelegate() {
        let (textView, window) = textView()
        window.tap(textView)
        window.type("abcdef")
        window.press(.keyboardLeftArrow)
        window.press(.keyboardDeleteOrBackspace)
        window.press(.keyboardDeleteOrBackspace)
        #expect(textView.text == "abcf")
        let log = TextViewLog()
        textView.delegate = log
        textView.undoManager?.undo()
        #expect(textView.text == "abcdef")
        #expect(log.entries.first == "change 3,0 \"de\"")
        #expect(textView.selectedRange == NSRange(location: 3, length: 2))
    }

    @Test func anInputMethodsCompositionIsMarkedTextUntilCommitted() throws {
        let (textView, window) = textView("ab")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 1, length: 0)
        window.handle(.composition("ni", cursor: 2))
        #expect(textView.text == "anib")
        let marked = try #require(textView.markedTextRange)
        #expect(marked.nsRange == NSRange(location: 1, length: 2) && textView.selectedRange == NSRange(location: 3, length: 0))
        window.handle(.composition("你", cursor: 1))
        #expect(textView.text == "a你b" && textView.markedTextRange?.nsRange == NSRange(location: 1, length: 1))
        window.handle(.text("你"))
        #expect(textView.text == "a你b" && textView.markedTextRange == nil && textView.selectedRange.location == 2)
        textView.setMarkedText("xy", selectedRange: NSRange(location: 1, length: 0))
        textView.unmarkText()
        #expect(textView.text == "a你xyb" && textView.markedTextRange == nil)
    }

    @Test func tapsPlaceTheCaretAndDoubleAndTripleTapsSelect() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let (textView, window) = textView("Alpha beta gamma\nSecond paragraph")
        window.tap(at: point(at: 8, in: textView))
        clock.advance(by: 1)
        #expect(textView.isFirstResponder)
        #expect(textView.selectedRange.length == 0 && (8...9).contains(textView.selectedRange.location))
        window.doubleTap(at: point(at: 7, in: textView))
        #expect(textView.selectedRange == NSRange(location: 6, length: 4))
        clock.advance(by: 1)
        window.tap(at: point(at: 20, in: textView))
        window.doubleTap(at: point(at: 20, in: textView))
        #expect(textView.selectedRange == NSRange(location: 17, length: 16), "a third tap selects the paragraph")
        textView.selectedRange = NSRange(location: 20, length: 0)
        #expect(textView.canPerformAction("copy:", withSender: nil) == false)
        _ = textView.perform("select:", with: nil)
        #expect(textView.selectedRange == NSRange(location: 17, length: 6))
        #expect(textView.canPerformAction("copy:", withSender: nil))
    }

    @Test func uiTextInputAnswersPositionsGeometryAndBoundaries() throws {
        let (textView, _) = textView("Hello there. Second sentence!\nNext")
        let begin = textView.beginningOfDocument
        let five = try #require(textView.position(from: begin, offset: 5))
        #expect(textView.offset(from: begin, to: five) == 5 && textView.compare(begin, to: five) == .orderedAscending)
        #expect(textView.position(from: begin, offset: -1) == nil)
        let range = try #require(textView.textRange(from: five, to: begin))
        #expect(textView.text(in: range) == "Hello")
        let caret = textView.caretRect(for: five)
        #expect(caret.width == 2 && caret.minY == textView.textContainerInset.top)
        let closest = try #require(textView.closestPosition(to: CGPoint(x: caret.midX, y: caret.midY)))
        #expect(closest.offset == 5)
        let rects = textView.selectionRects(for: try #require(textView.textRange(from: begin, to: textView.endOfDocument)))
        #expect(rects.count == textView.layoutManager.lineFragments.count && rects.first?.containsStart == true && rects.last?.containsEnd == true)
        let tokenizer = textView.tokenizer
        let word = try #require(tokenizer.rangeEnclosingPosition(UITextPosition(offset: 2), with: .word, inDirection: .storage(.forward)))
        #expect(textView.text(in: word) == "Hello")
        let sentence = try #require(tokenizer.rangeEnclosingPosition(UITextPosition(offset: 15), with: .sentence, inDirection: .storage(.forward)))
        #expect(textView.text(in: sentence) == "Second sentence!")
        #expect(tokenizer.position(from: UITextPosition(offset: 2), toBoundary: .paragraph, inDirection: .storage(.forward))?.offset == 29)
        #expect(tokenizer.isPosition(UITextPosition(offset: 5), atBoundary: .word, inDirection: .storage(.forward)))
        #expect(!tokenizer.isPosition(UITextPosition(offset: 3), atBoundary: .word, inDirection: .storage(.forward)))
    }

    @Test func withoutScrollingItGrowsWithItsTextInAutoLayout() {
        let (textView, window) = textView("One line")
        textView.isScrollEnabled = false
        textView.translatesAutoresizingMaskIntoConstraints = false
        let container = textView.superview!
        NSLayoutConstraint.activate([
            textView.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 20),
            textView.widthAnchor.constraint(equalToConstant: 200),
            textView.topAnchor.constraint(equalTo: container.topAnchor, constant: 20),
        ])
        window.runUpdateCycle()
        let lineHeight = UIFont.systemFont(ofSize: 17).lineHeight
        #expect(abs(textView.frame.height - (lineHeight + 16).rounded(.up)) < 0.01)
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 8, length: 0)
        window.type("\nTwo\nThree")
        #expect(abs(textView.frame.height - (3 * lineHeight + 16).rounded(.up)) < 0.01, "each new line makes it taller")
        #expect(textView.sizeThatFits(CGSize(width: 60, height: 0)).height > textView.frame.height, "a narrower width wraps more")
    }

    @Test func scrollRangeToVisibleAndTypingKeepTheCaretInSight() {
        let text = (1...60).map { "Line \($0)" }.joined(separator: "\n")
        let (textView, window) = textView(text)
        #expect(textView.contentSize.height > 1000)
        let target = (text as NSString).range(of: "Line 40")
        textView.scrollRangeToVisible(target)
        let caret = textView.caretRect(for: UITextPosition(offset: target.location))
        #expect(textView.bounds.contains(caret), "the range is in sight")
        textView.becomeFirstResponder()
        window.press(.keyboardEnd, modifiers: .command)
        window.type("!")
        #expect(textView.bounds.contains(textView.caretRect(for: textView.endOfDocument)))
    }

    @Test func onlyLinesInSightHaveViewsAndTypingRedrawsOnlyTheEditedLine() throws {
        let paragraph = Array(repeating: "lorem ipsum dolor sit amet", count: 8).joined(separator: " ")
        let (textView, window) = textView(Array(repeating: paragraph, count: 200).joined(separator: "\n"))
        let lineViews = { textView.subviews[0].subviews.compactMap { $0 as? TextLineView }.filter { !$0.isHidden } }
        #expect(textView.layoutManager.lineFragments.count > 1000)
        #expect(lineViews().count < 40, "lines far out of sight have no views")
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 30, length: 0)
        window.runUpdateCycle()
        textView.insertText("x")
        textView.layoutIfNeeded()
        let redrawn = lineViews().filter { $0.layer.needsDisplay() }
        #expect(redrawn.count == 1, "only the line typed in draws again")
        #expect(redrawn.first?.line.map { NSLocationInRange(30, $0.range) } == true)
    }

    @Test func readOnlyLinksOpenOrGoToTheDelegate() throws {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        UIApplication.shared.openedURLs = []
        let (textView, window) = textView("Visit www.example.com or call +1 (555) 010-9999 today")
        textView.isEditable = false
        textView.dataDetectorTypes = [.link, .phoneNumber]
        window.runUpdateCycle()
        window.tap(at: point(at: 10, in: textView))
        #expect(UIApplication.shared.openedURLs == [URL(string: "http://www.example.com")!])
        clock.advance(by: 1)
        window.tap(at: point(at: 33, in: textView))
        #expect(UIApplication.shared.openedURLs.last == URL(string: "tel:+15550109999")!)

        let log = TextViewLog()
        var tapped: [String] = []
        log.linkAction = { item, _ in
            if case .link(let url) = item.content { tapped.append(url.absoluteString) }
            return nil
        }
        textView.attributedText = NSAttributedString(string: "Read the guide", attributes: [.link: URL(string: "https://example.org")!,
                                                                                             .font: UIFont.systemFont(ofSize: 17)])
        textView.delegate = log
        UIApplication.shared.openedURLs = []
        clock.advance(by: 1)
        window.tap(at: point(at: 3, in: textView))
        #expect(tapped == ["https://example.org"])
        #expect(UIApplication.shared.openedURLs.isEmpty, "a nil action does nothing")
        let old = OldLinkDelegate()
        textView.delegate = old
        clock.advance(by: 1)
        window.tap(at: point(at: 3, in: textView))
        #expect(old.urls == [URL(string: "https://example.org")!] && UIApplication.shared.openedURLs.isEmpty)
    }

    @Test func contentSizeCategoryChangesTheFontOfTextThatFollowsIt() {
        let parent = UIViewController(), child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let window = eventWindow(controller: parent)
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.text = "Scaled"
        textView.font = .preferredFont(forTextStyle: .body)
        textView.adjustsFontForContentSizeCategory = true
        child.view.addSubview(textView)
        let category = UIContentSizeCategory.accessibilityExtraLarge
        parent.setOverrideTraitCollection(UITraitCollection(preferredContentSizeCategory: category), forChild: child)
        window.runUpdateCycle()
        let expected = UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: category))
        #expect(textView.font?.pointSize == expected.pointSize && expected.pointSize > 17)
        textView.becomeFirstResponder()
        window.type("!")
        #expect(textView.textStorage.attribute(.font, at: 6, effectiveRange: nil) as? UIFont == textView.font, "typed text follows too")
    }

    @Test func aRemovedTextViewIsFreed() {
        weak var weakTextView: UITextView?
        let window: UIWindow
        do {
            let (textView, shown) = textView("Free me")
            window = shown
            textView.becomeFirstResponder()
            shown.type("!")
            textView.undoManager?.removeAllActions()
            textView.resignFirstResponder()
            textView.removeFromSuperview()
            weakTextView = textView
        }
        window.runUpdateCycle()
        #expect(weakTextView == nil)
    }

    @Test func editingLooksLikeIOS() {
        let (textView, window) = textView("", frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        let paragraph = NSMutableParagraphStyle()
        paragraph.paragraphSpacing = 6
        let text = NSMutableAttributedString(string: "Bird notes\n", attributes: [.font: UIFont.boldSystemFont(ofSize: 20), .paragraphStyle: paragraph])
        text.append(NSAttributedString(string: "A heron stood in the shallows for an hour, then flew low over the reeds. ",
                                       attributes: [.font: UIFont.systemFont(ofSize: 15)]))
        text.append(NSAttributedString(string: "Seen twice.", attributes: [.font: UIFont.italicSystemFont(ofSize: 15), .foregroundColor: UIColor.systemGreen]))
        textView.attributedText = text
        textView.becomeFirstResponder()
        textView.selectedRange = NSRange(location: 13, length: 5)
        window.runUpdateCycle()
        #expect(verifySnapshot(of: textView.snapshotImage(scale: 2), named: "selection") == nil)
        textView.selectedRange = NSRange(location: textView.text.utf16.count, length: 0)
        textView.setMarkedText("cra", selectedRange: NSRange(location: 3, length: 0))
        window.runUpdateCycle()
        #expect(verifySnapshot(of: textView.snapshotImage(scale: 2), named: "markedText") == nil)
    }
}
