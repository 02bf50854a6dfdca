import Foundation
import SwiftParser
import SwiftSyntax
import Testing
import UIKit
@testable import CasementPort

/// The port writes `override` on a table of a class whose superclass is one of UIKit's responders: its list must be
/// UIKit's responder classes exactly.
@Suite struct UIKitClassesTests {
    private static let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/UIKit")

    @Test func theResponderListIsEveryResponderClassOfUIKit() throws {
        let sources = Self.sources
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

    /// The optional-requirement lists are the requirements UIKit's protocol extensions give defaults, by what they return.
    @Test func theOptionalRequirementListsAreTheDefaultsOfUIKitsProtocols() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let trees = try files.map { Parser.parse(source: try String(contentsOf: Self.sources.appendingPathComponent($0), encoding: .utf8)) }
        func fullName(_ function: FunctionDeclSyntax) -> String {
            function.name.text + "(" + function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
        }
        var requirements: [String: Set<String>] = [:]
        for case let protocolDecl? in trees.flatMap({ $0.statements.map { $0.item.as(ProtocolDeclSyntax.self) } }) {
            requirements[protocolDecl.name.text] = Set(protocolDecl.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self).map(fullName) })
        }
        var nothing: Set<String> = [], value: Set<String> = []
        for tree in trees {
            for case let extensionDecl? in tree.statements.map({ $0.item.as(ExtensionDeclSyntax.self) }) {
                guard let required = requirements[extensionDecl.extendedType.trimmedDescription] else { continue }
                for case let function? in extensionDecl.memberBlock.members.map({ $0.decl.as(FunctionDeclSyntax.self) }) {
                    let name = fullName(function)
                    guard required.contains(name) else { continue }
                    let returned = function.signature.returnClause?.type.trimmedDescription
                    if returned == nil || returned == "Void" { nothing.insert(name) } else { value.insert(name) }
                }
            }
        }
        #expect(nothing == UIKitClasses.optionalRequirements)
        #expect(value == UIKitClasses.valueOptionalRequirements)
    }
}
