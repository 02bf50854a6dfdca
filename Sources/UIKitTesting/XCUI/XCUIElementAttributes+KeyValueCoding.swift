import UIKit

extension ObjCMemberTable {
    /// The attributes of an element or a snapshot of one by their keys in XCTest's predicates (`label`,
    /// `identifier`, `value`, `elementType`, `enabled`, `selected`…), and `more`, so a format predicate reads them as
    /// on iOS.
    static func elementAttributes(more: [Selector: @MainActor (any XCUIElementAttributes) -> Any?] = [:]) -> ObjCMemberTable {
        let attributes: [Selector: @MainActor (any XCUIElementAttributes) -> Any?] = [
            "identifier": { $0.identifier }, "frame": { $0.frame }, "value": { $0.value }, "title": { $0.title }, "label": { $0.label },
            "elementType": { $0.elementType.rawValue }, "isEnabled": { $0.isEnabled }, "placeholderValue": { $0.placeholderValue },
            "isSelected": { $0.isSelected }, "hasFocus": { $0.hasFocus },
        ]
        return ObjCMemberTable(methods: attributes.merging(more) { $1 }.mapValues { read in
            // Predicates are evaluated on the main thread, where the elements are read.
            { receiver, _ in
                nonisolated(unsafe) let element = receiver as! any XCUIElementAttributes
                nonisolated(unsafe) var value: Any?
                MainActor.assumeIsolated { value = read(element) }
                return value
            }
        })
    }
}

extension XCUIElement: ObjCMemberTableProviding {
    /// The element's attributes, `exists` and `isHittable` by key, for format predicates.
    public nonisolated class var objcMemberTable: ObjCMemberTable { elementMembers }
}

private let elementMembers = ObjCMemberTable.elementAttributes(more: [
    "exists": { ($0 as! XCUIElement).exists }, "isHittable": { ($0 as! XCUIElement).isHittable },
])

extension XCUIElementSnapshotValue: ObjCMemberTableProviding {
    /// The attributes and `children`, so that `ANY children.label == 'Save'` and `SUBQUERY(children, …)` read them.
    nonisolated static var objcMemberTable: ObjCMemberTable { snapshotMembers }
}

private let snapshotMembers = ObjCMemberTable.elementAttributes(more: [
    "children": { ($0 as! XCUIElementSnapshotValue).children as [Any] },
])
