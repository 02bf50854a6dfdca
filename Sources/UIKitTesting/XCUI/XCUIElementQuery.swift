import Foundation
import UIKit

/// A query for elements of the app, resolved afresh against the views each time it is read, as XCTest resolves one
/// against a new snapshot of the app.
///
/// ```swift
/// let app = XCUIApplication()
/// app.launch()
/// app.tables.cells.staticTexts["Osprey"].tap()
/// XCTAssertEqual(app.navigationBars.element.identifier, "Osprey")
/// ```
@preconcurrency @MainActor
public final class XCUIElementQuery: NSObject, XCUIElementTypeQueryProvider {
    let application: XCUIApplication
    private let resolve: @MainActor () -> [AccessibilityNode]
    /// How XCTest describes the query in messages: "Descendants matching type Button".
    let queryDescription: String

    init(application: XCUIApplication, description: String, resolve: @escaping @MainActor () -> [AccessibilityNode]) {
        self.application = application
        self.queryDescription = description
        self.resolve = resolve
    }

    /// The matching elements, in the tree's order.
    func nodes() -> [AccessibilityNode] { resolve() }

    // MARK: Elements

    /// The one element the query matches; acting on it fails the test when the query matches none or several.
    public var element: XCUIElement {
        XCUIElement(application: application, description: queryDescription, query: self) { [self] in nodes() }
    }

    /// How many elements the query matches now.
    public var count: Int { nodes().count }

    /// The element at `index` among the matches, in the tree's order.
    public func element(boundBy index: Int) -> XCUIElement {
        XCUIElement(application: application, description: "Element at index \(index) of \(queryDescription)", query: self) { [self] in
            let matches = nodes()
            return matches.indices.contains(index) ? [matches[index]] : []
        }
    }

    /// The first match, resolved without checking that the match is unique.
    public var firstMatch: XCUIElement {
        XCUIElement(application: application, description: "First match of \(queryDescription)", query: self) { [self] in
            nodes().prefix(1).map { $0 }
        }
    }

    /// An element for each match, by index.
    public var allElementsBoundByIndex: [XCUIElement] {
        (0..<count).map(element(boundBy:))
    }

    /// An element for each match, as XCTest binds them to the accessibility elements themselves; the same
    /// elements as `allElementsBoundByIndex` here, since each resolves afresh.
    public var allElementsBoundByAccessibilityElement: [XCUIElement] { allElementsBoundByIndex }

    /// The one match of `elementType` whose identifier, label, title, value or placeholder is `identifier`.
    public func element(matching elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElement {
        matching(elementType, identifier: identifier).element
    }

    /// The one match for which `predicate` holds.
    public func element(matching predicate: NSPredicate) -> XCUIElement {
        matching(predicate).element
    }

    /// The element whose identifier, label, title, value or placeholder is `key`.
    public subscript(key: String) -> XCUIElement {
        matching(identifier: key).element
    }

    // MARK: Narrowing

    /// The matches whose identifier, label, title, value or placeholder is `identifier`.
    public func matching(identifier: String) -> XCUIElementQuery {
        filtered("Elements matching identifier '\(identifier)'") { $0.isNamed(identifier) }
    }

    /// The matches of `type` (any type for `.any`) whose identifier, label, title, value or placeholder is
    /// `identifier`, when one is given.
    public func matching(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("Elements of type \(elementType.name)" + (identifier.map { " matching '\($0)'" } ?? "")) {
            $0.matches(elementType, identifier: identifier)
        }
    }

    /// The matches for which `predicate` holds. The predicate is evaluated with an `XCUIElementSnapshot`, so a block
    /// predicate reads the same attributes as on iOS, and a format predicate reads them by key (`label`,
    /// `identifier`, `elementType`, `enabled`…).
    public func matching(_ predicate: NSPredicate) -> XCUIElementQuery {
        filtered("Elements matching a predicate") { node in
            predicate.evaluate(with: XCUIElementSnapshotValue(node: node))
        }
    }

    /// The matches with a descendant of `type` whose identifier, label, title, value or placeholder is `identifier`.
    public func containing(_ elementType: XCUIElement.ElementType, identifier: String?) -> XCUIElementQuery {
        filtered("Elements containing elements of type \(elementType.name)" + (identifier.map { " matching '\($0)'" } ?? "")) { node in
            node.descendants.contains { $0.matches(elementType, identifier: identifier) }
        }
    }

    /// The matches that have a descendant for which `predicate` holds.
    public func containing(_ predicate: NSPredicate) -> XCUIElementQuery {
        filtered("Elements containing elements matching a predicate") { node in
            node.descendants.contains { predicate.evaluate(with: XCUIElementSnapshotValue(node: $0)) }
        }
    }

    // MARK: Walking the tree

    /// The elements of `type` anywhere under the matches.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: application, description: "Descendants matching type \(type.name) of \(queryDescription)") { [self] in
            Self.unique(nodes().flatMap(\.descendants)).filter { $0.matches(type) }
        }
    }

    /// The elements of `type` directly under the matches.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: application, description: "Children matching type \(type.name) of \(queryDescription)") { [self] in
            nodes().flatMap(\.children).filter { $0.matches(type) }
        }
    }

    private func filtered(_ description: String, _ isIncluded: @escaping @MainActor (AccessibilityNode) -> Bool) -> XCUIElementQuery {
        XCUIElementQuery(application: application, description: "\(description) from \(queryDescription)") { [self] in
            nodes().filter(isIncluded)
        }
    }

    /// Nested matches reach the same descendant more than once; each counts once, in first-seen order.
    private static func unique(_ nodes: [AccessibilityNode]) -> [AccessibilityNode] {
        var seen = Set<ObjectIdentifier>()
        return nodes.filter { seen.insert(ObjectIdentifier($0)).inserted }
    }

    /// The matches, one summary line each, as XCTest prints a query.
    public override var debugDescription: String {
        MainActor.assumeIsolated {
            "Query chain:\n → \(queryDescription)\nOutput: {\n" + nodes().map { "  \($0.summary)\n" }.joined() + "}"
        }
    }
}
