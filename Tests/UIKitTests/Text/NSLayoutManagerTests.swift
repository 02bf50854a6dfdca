import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// TextKit's three classes: edits reach the layout manager through the storage, and an edit's partial layout
/// always equals laying the whole text out again.
@Suite struct NSLayoutManagerTests {
    private func stack(_ text: String, width: CGFloat = 200, font: UIFont = .systemFont(ofSize: 17))
        -> (NSTextStorage, NSLayoutManager, NSTextContainer) {
        let storage = NSTextStorage(string: text, attributes: [.font: font])
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: CGSize(width: width, height: .greatestFiniteMagnitude))
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        return (storage, manager, container)
    }

    /// Each line as its characters and its place, for comparing two layouts.
    private func lines(_ manager: NSLayoutManager) -> [String] {
        manager.lineFragments.map { line in
            "\(line.range.location)+\(line.range.length) top \(line.line.top) h \(line.line.height) w \(line.line.width) "
                + line.line.fragments.map(\.text).joined(separator: "|")
        }
    }

    @Test func linesWrapAtSpacesWhichHangAtTheirEnds() throws {
        let (storage, manager, container) = stack("The quick brown fox jumps over the lazy dog", width: 120)
        let lines = manager.lineFragments
        #expect(lines.count > 2)
        #expect(lines.map(\.range.location).first == 0)
        for (line, next) in zip(lines, lines.dropFirst()) {
            #expect(line.range.location + line.range.length == next.range.location, "lines cover the text without gaps")
            let text = (storage.string as NSString).substring(with: line.range)
            #expect(text.hasSuffix(" "), "a wrapped line ends after the space it broke at: \(text)")
            #expect(line.line.width <= container.size.width - 2 * container.lineFragmentPadding)
        }
        let used = manager.usedRect(for: container)
        #expect(used.minX == container.lineFragmentPadding && used.maxY == lines.last!.bottom)
        #expect(manager.glyphRange(for: container) == NSRange(location: 0, length: storage.length))
    }

    @Test func aFinalLineBreakAddsTheExtraLineFragment() {
        let (storage, manager, _) = stack("One\nTwo")
        #expect(manager.extraLineFragmentRect == .zero)
        storage.append(NSAttributedString(string: "\n", attributes: [.font: UIFont.systemFont(ofSize: 17)]))
        let extra = manager.extraLineFragmentRect
        #expect(extra.height > 0 && extra.minY == manager.lineFragments[1].bottom)
        #expect(manager.lineFragments.count == 3)
    }

    @Test func hitTestingFindsCharactersAndLines() throws {
        let (storage, manager, container) = stack("Hello world\nSecond line")
        let second = manager.lineFragments[1]
        let point = CGPoint(x: manager.lineOrigin(of: second) + 1, y: second.line.top + 2)
        var fraction: CGFloat = -1
        let index = manager.characterIndex(for: point, in: container, fractionOfDistanceBetweenInsertionPoints: &fraction)
        #expect(index == 12 && fraction < 0.5)
        let beyond = manager.characterIndex(for: CGPoint(x: 190, y: 2), in: container, fractionOfDistanceBetweenInsertionPoints: nil)
        #expect(beyond == 10, "past the end of the first line is its last character, never its line break")
        let world = manager.boundingRect(forGlyphRange: NSRange(location: 6, length: 5), in: container)
        let hello = manager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: container)
        #expect(world.minX > hello.maxX && world.minY == hello.minY && world.height == hello.height)
        #expect(storage.length == 23)
    }

    @Test func editsArriveThroughTheStorageAndBatchUntilEndEditing() {
        final class Log: NSTextStorageDelegate {
            var calls: [String] = []
            func textStorage(_ textStorage: NSTextStorage, didProcessEditing editedMask: NSTextStorage.EditActions,
                             range editedRange: NSRange, changeInLength delta: Int) {
                calls.append("\(editedMask.rawValue) \(editedRange.location)+\(editedRange.length) \(delta)")
            }
        }
        let (storage, _, _) = stack("abc")
        let log = Log()
        storage.delegate = log
        storage.replaceCharacters(in: NSRange(location: 1, length: 1), with: "XY")
        storage.append(NSAttributedString(string: "!"))
        storage.beginEditing()
        storage.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        storage.deleteCharacters(in: NSRange(location: 4, length: 1))
        storage.endEditing()
        #expect(log.calls == ["2 1+2 1", "3 4+1 1", "3 0+4 -1"])
        #expect(storage.string == "aXYc")
    }

    @Test func partialLayoutAfterAnyEditEqualsLayingOutAgain() {
        var generator = SplitMix64(seed: 7)
        let words = ["lorem", "ipsum", "dolor", "sit", "amet,", "consectetur", "adipiscing", "elit", "supercalifragilistic"]
        var text = ""
        for i in 0..<300 { text += words[i % words.count] + (i % 23 == 22 ? "\n" : " ") }
        let (storage, manager, _) = stack(text, width: 180)
        _ = manager.lineFragments
        let bold = UIFont.boldSystemFont(ofSize: 22)
        for step in 0..<150 {
            let length = storage.length
            let location = Int.random(in: 0...length, using: &generator)
            let removed = min(length - location, Int.random(in: 0...12, using: &generator))
            let range = NSRange(location: location, length: removed)
            switch step % 5 {
            case 0: storage.replaceCharacters(in: range, with: "")
            case 1: storage.replaceCharacters(in: NSRange(location: location, length: 0), with: words[step % words.count] + " ")
            case 2: storage.replaceCharacters(in: range, with: step % 2 == 0 ? "\n" : "x")
            case 3: if removed > 0 { storage.addAttribute(.font, value: bold, range: range) }
            default: storage.replaceCharacters(in: range, with: "a b")
            }
            let incremental = lines(manager)
            manager.invalidateLayout(forCharacterRange: NSRange(location: 0, length: storage.length), actualCharacterRange: nil)
            let fresh = lines(manager)
            #expect(incremental == fresh, "step \(step)")
            if incremental != fresh { return }
        }
    }
}
