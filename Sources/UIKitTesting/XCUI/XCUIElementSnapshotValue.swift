import UIKit

/// A snapshot of one element, with its attributes read when it was made.
@MainActor
final class XCUIElementSnapshotValue: NSObject, XCUIElementSnapshot {
    let identifier: String
    let frame: CGRect
    let value: Any?
    let title: String
    let label: String
    let elementType: XCUIElement.ElementType
    let isEnabled: Bool
    let placeholderValue: String?
    let isSelected: Bool
    let hasFocus: Bool
    let children: [any XCUIElementSnapshot]

    init(node: AccessibilityNode) {
        (identifier, frame, value, title, label) = (node.identifier, node.frame, node.value, node.title, node.label)
        (elementType, isEnabled, placeholderValue, isSelected, hasFocus) = (node.elementType, node.isEnabled, node.placeholderValue,
                                                                            node.isSelected, node.hasFocus)
        children = node.children.map(XCUIElementSnapshotValue.init)
    }
}
