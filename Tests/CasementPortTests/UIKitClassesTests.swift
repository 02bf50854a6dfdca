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

    @Test func theMainActorClassesWithoutTheUIPrefixAreTheOnesTheSourcesIsolate() throws {
        // Top-level classes only, not indented: a nested class is named by its outer class's name, "UIScene.…".
        let declaration = try Regex(#"@MainActor\n(?:open|public)\s+(?:final\s+)?class\s+(\w+)"#)
        var isolated: Set<String> = []
        for folder in [Self.sources, Self.sources.deletingLastPathComponent().appendingPathComponent("QuartzCore")] {
            let files = try #require(FileManager.default.enumerator(atPath: folder.path)).compactMap { $0 as? String }
            for file in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                isolated.formUnion(text.matches(of: declaration).map { String($0.output[1].substring!) }.filter { !$0.hasPrefix("UI") })
            }
        }
        // Public classes only: the package's own are never an app's superclass or a category's owner.
        let public_ = isolated.filter { ["CATransaction", "NSCollectionLayoutAnchor", "NSCollectionLayoutDimension", "NSCollectionLayoutEdgeSpacing",
                                         "NSCollectionLayoutGroupCustomItem", "NSCollectionLayoutSize", "NSCollectionLayoutSpacing"].contains($0) == false }
        #expect(public_.isSuperset(of: ["NSLayoutConstraint", "CALayer", "CADisplayLink"]))
        for name in public_ { #expect(UIKitClasses.isMainActor(name), "\(name)") }
        for name in ["CAShapeLayer", "CAGradientLayer", "CATextLayer"] { #expect(UIKitClasses.isMainActor(name)) }
        for name in ["CAAnimation", "NSShadow", "NSParagraphStyle", "UIColor", "UIImage"] { #expect(!UIKitClasses.isMainActor(name)) }
    }

    @Test func theSelectorsUIKitAnswersAreTheOnesItsTablesHave() {
        let tables = [UITextField.objcMemberTable, UITextView.objcMemberTable, UILabel.objcMemberTable, UIViewController.objcMemberTable]
        let answered = Set(tables.flatMap(\.selectors).map(NSStringFromSelector))
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

    /// The optional properties are the optional-typed property requirements UIKit's protocol extensions give defaults.
    @Test func theOptionalPropertiesAreTheDefaultedOptionalPropertiesOfUIKitsProtocols() throws {
        let files = try #require(FileManager.default.enumerator(atPath: Self.sources.path)).compactMap { $0 as? String }
            .filter { $0.hasSuffix(".swift") }
        let trees = try files.map { Parser.parse(source: try String(contentsOf: Self.sources.appendingPathComponent($0), encoding: .utf8)) }
        func optionalProperties(_ members: MemberBlockItemListSyntax) -> Set<String> {
            Set(members.compactMap { $0.decl.as(VariableDeclSyntax.self)?.bindings.first }.compactMap { binding in
                binding.typeAnnotation.map { $0.type.is(OptionalTypeSyntax.self) || $0.type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) } == true
                    ? binding.pattern.trimmedDescription : nil
            })
        }
        var required: [String: Set<String>] = [:]
        for case let protocolDecl? in trees.flatMap({ $0.statements.map { $0.item.as(ProtocolDeclSyntax.self) } }) {
            required[protocolDecl.name.text] = optionalProperties(protocolDecl.memberBlock.members)
        }
        var defaulted: Set<String> = []
        for case let extensionDecl? in trees.flatMap({ $0.statements.map { $0.item.as(ExtensionDeclSyntax.self) } }) {
            guard let properties = required[extensionDecl.extendedType.trimmedDescription] else { continue }
            defaulted.formUnion(optionalProperties(extensionDecl.memberBlock.members).intersection(properties))
        }
        #expect(defaulted == UIKitClasses.optionalProperties)
    }

    /// Each observable key is one whose observer UIKit tells when the property changes.
    @MainActor @Test func theObservableKeysAreTheOnesUIKitAnnounces() {
        var announced: Set<String> = []
        func check<Object: NSObject, Value>(_ names: [String], _ object: Object, _ keyPath: KeyPath<Object, Value>, _ change: (Object) -> Void) {
            var told = false
            let observation = object.observe(keyPath) { _, _ in told = true }
            change(object)
            observation.invalidate()
            if told { announced.formUnion(names) }
        }
        check(["frame"], UIView(), \.frame) { $0.frame = CGRect(x: 1, y: 2, width: 3, height: 4) }
        check(["bounds"], UIView(), \.bounds) { $0.bounds.size = CGSize(width: 3, height: 4) }
        check(["center"], UIView(), \.center) { $0.center = CGPoint(x: 3, y: 4) }
        check(["transform"], UIView(), \.transform) { $0.transform = CGAffineTransform(scaleX: 2, y: 2) }
        check(["alpha"], UIView(), \.alpha) { $0.alpha = 0.5 }
        check(["isHidden", "hidden"], UIView(), \.isHidden) { $0.isHidden = true }
        check(["backgroundColor"], UIView(), \.backgroundColor) { $0.backgroundColor = .red }
        check(["tintColor"], UIView(), \.tintColor) { $0.tintColor = .red }
        check(["contentOffset"], UIScrollView(), \.contentOffset) { $0.contentOffset = CGPoint(x: 0, y: 5) }
        check(["contentSize"], UIScrollView(), \.contentSize) { $0.contentSize = CGSize(width: 5, height: 5) }
        check(["contentInset"], UIScrollView(), \.contentInset) { $0.contentInset.top = 5 }
        let zooming = UIScrollView(), zoomed = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        zooming.addSubview(zoomed)
        final class ZoomDelegate: NSObject, UIScrollViewDelegate {
            let view: UIView
            init(_ view: UIView) { self.view = view }
            func viewForZooming(in scrollView: UIScrollView) -> UIView? { view }
        }
        let delegate = ZoomDelegate(zoomed)
        zooming.delegate = delegate
        zooming.maximumZoomScale = 4
        check(["zoomScale"], zooming, \.zoomScale) { $0.zoomScale = 2 }
        check(["title"], UIViewController(), \.title) { $0.title = "Sightings" }
        check(["preferredContentSize"], UIViewController(), \.preferredContentSize) { $0.preferredContentSize = CGSize(width: 5, height: 5) }
        check(["isEnabled", "enabled"], UIControl(), \.isEnabled) { $0.isEnabled = false }
        check(["isSelected", "selected"], UIControl(), \.isSelected) { $0.isSelected = true }
        check(["isHighlighted", "highlighted"], UIControl(), \.isHighlighted) { $0.isHighlighted = true }
        check(["text"], UILabel(), \.text) { $0.text = "Robin" }
        check(["text"], UITextField(), \.text) { $0.text = "Robin" }
        check(["position"], CALayer(), \.position) { $0.position = CGPoint(x: 3, y: 4) }
        check(["anchorPoint"], CALayer(), \.anchorPoint) { $0.anchorPoint = .zero }
        check(["opacity"], CALayer(), \.opacity) { $0.opacity = 0.5 }
        check(["cornerRadius"], CALayer(), \.cornerRadius) { $0.cornerRadius = 5 }
        check(["borderWidth"], CALayer(), \.borderWidth) { $0.borderWidth = 5 }
        check(["shadowOpacity"], CALayer(), \.shadowOpacity) { $0.shadowOpacity = 0.5 }
        check(["shadowOffset"], CALayer(), \.shadowOffset) { $0.shadowOffset = CGSize(width: 1, height: 1) }
        check(["shadowRadius"], CALayer(), \.shadowRadius) { $0.shadowRadius = 5 }
        check(["lineWidth"], CAShapeLayer(), \.lineWidth) { $0.lineWidth = 5 }
        check(["strokeStart"], CAShapeLayer(), \.strokeStart) { $0.strokeStart = 0.5 }
        check(["strokeEnd"], CAShapeLayer(), \.strokeEnd) { $0.strokeEnd = 0.5 }
        #expect(announced == UIKitClasses.observableKeys)
    }
}
