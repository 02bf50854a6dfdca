import Foundation
import Testing
import UIKit
@testable import CasementPort

/// The port writes `override` on a table of a class whose superclass is one of UIKit's responders: its list must be
/// UIKit's responder classes exactly.
@Suite struct UIKitClassesTests {
    @Test func theResponderListIsEveryResponderClassOfUIKit() throws {
        let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/UIKit")
        let declaration = try Regex(#"(?:open|public)\s+(?:final\s+)?class\s+(\w+)(?:<[^>]*>)?\s*:\s*(\w+)"#)
        var superclass: [String: String] = [:]
        let files = try #require(FileManager.default.enumerator(atPath: sources.path)).compactMap { $0 as? String }
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            for match in text.matches(of: declaration) {
                superclass[String(match.output[1].substring!)] = String(match.output[2].substring!)
            }
        }
        func isResponder(_ name: String) -> Bool {
            var current: String? = name
            while let next = current {
                if next == "UIResponder" { return true }
                current = superclass[next]
            }
            return false
        }
        let responders = Set(superclass.keys.filter(isResponder)).union(["UIResponder"])
        #expect(responders == UIKitClasses.responders)
    }

    @Test func theSelectorsUIKitAnswersAreTheOnesItsTablesHave() {
        let answered = Set(UITextField.objcMemberTable.selectors.map(NSStringFromSelector))
        #expect(answered == UIKitClasses.selectors)
    }
}
