import UIKit

/// One element of the tree a UI test sees, read from the views at the moment of a query, as XCTest reads a
/// snapshot of the app's accessibility tree.
///
/// A view that is an accessibility element is a leaf. A view of a kind XCTest names (a table, a cell, a navigation
/// bar) or with an identifier is an element whose children are read from its subviews; any other view is left out
/// and its subviews take its place, as plain containers are in XCTest's tree.
@MainActor
final class AccessibilityNode {
    let view: UIView?
    let elementType: XCUIElement.ElementType
    private(set) var children: [AccessibilityNode] = []
    weak private(set) var parent: AccessibilityNode?

    private init(view: UIView?, elementType: XCUIElement.ElementType) {
        self.view = view
        self.elementType = elementType
    }

    /// The application's element: its windows, frontmost last, as children.
    static func application(windows: [UIWindow]) -> AccessibilityNode {
        let root = AccessibilityNode(view: nil, elementType: .application)
        for window in windows where !window.isHidden {
            let node = AccessibilityNode(view: window, elementType: .window)
            node.adopt(children(of: window))
            root.adopt([node])
        }
        return root
    }

    private func adopt(_ nodes: [AccessibilityNode]) {
        for node in nodes { node.parent = self }
        children += nodes
    }

    private static func children(of view: UIView) -> [AccessibilityNode] {
        // A modal element hides its siblings, as VoiceOver hides them.
        var subviews = view.subviews.filter(isExposed)
        subviews = subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? subviews
        // A scroll view's cells and headers are read in reading order, top to bottom, not in the order it added them.
        if view is UIScrollView {
            subviews.sort { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        }
        return subviews.flatMap { subview -> [AccessibilityNode] in
            if subview.isAccessibilityElement { return [AccessibilityNode(view: subview, elementType: elementType(of: subview))] }
            let type = elementType(of: subview)
            guard type != .other || !(subview.accessibilityIdentifier ?? "").isEmpty else { return children(of: subview) }
            let node = AccessibilityNode(view: subview, elementType: type)
            node.adopt(children(of: subview))
            return [node]
        }
    }

    private static func isExposed(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha > 0.01 && !view.accessibilityElementsHidden
    }

    /// The element type XCTest gives a view: by its class first, then by its accessibility traits.
    static func elementType(of view: UIView) -> XCUIElement.ElementType {
        switch view {
        case is UIWindow: return .window
        case is UISearchTextField: return .searchField
        case let field as UITextField: return field.isSecureTextEntry ? .secureTextField : .textField
        case is UISwitch: return .switch
        case is UISlider: return .slider
        case is UIStepper: return .stepper
        case is UISegmentedControl: return .segmentedControl
        case is UIPageControl: return .pageIndicator
        case is UIActivityIndicatorView: return .activityIndicator
        case is UIProgressView: return .progressIndicator
        case is UINavigationBar: return .navigationBar
        case is UITabBar: return .tabBar
        case is UIToolbar: return .toolbar
        case is UITableViewCell, is UICollectionViewCell: return .cell
        case is UITableView: return .table
        case is UICollectionView: return .collectionView
        case is UIScrollView: return .scrollView
        case let alert as AlertContentView: return alert.isActionSheet ? .sheet : .alert
        case is UILabel: return .staticText
        case is UIImageView: return .image
        default: break
        }
        let traits = view.accessibilityTraits
        if traits.contains(.button) { return .button }
        if traits.contains(.link) { return .link }
        if traits.contains(.searchField) { return .searchField }
        if traits.contains(.staticText) { return .staticText }
        if traits.contains(.image) { return .image }
        if traits.contains(.adjustable) { return .slider }
        return .other
    }

    /// This element's descendants, depth first in document order.
    var descendants: [AccessibilityNode] {
        children.flatMap { [$0] + $0.descendants }
    }

    // MARK: Attributes, as XCUIElementAttributes names them

    var identifier: String { view?.accessibilityIdentifier ?? "" }

    var label: String { view?.accessibilityLabel ?? "" }

    var title: String { "" }

    var value: Any? { view?.accessibilityValue }

    var placeholderValue: String? {
        switch view {
        case let field as UITextField: field.placeholder
        default: nil
        }
    }

    var isEnabled: Bool {
        guard let view else { return true }
        return !view.accessibilityTraits.contains(.notEnabled) && (view as? UIControl)?.isEnabled != false
    }

    var isSelected: Bool { view?.accessibilityTraits.contains(.selected) ?? false }

    var hasFocus: Bool { view?.isFirstResponder ?? false }

    /// The frame in the window's coordinates, which are the screen's here.
    var frame: CGRect {
        guard let view else { return windows.map(\.frame).reduce(CGRect.null) { $0.union($1) } }
        guard let window = view.window else { return .zero }
        return view.convert(view.bounds, to: window)
    }

    private var windows: [UIWindow] { children.compactMap { $0.view as? UIWindow } }

    /// Whether `key` names the element: its identifier, label, title, value or placeholder, as XCTest's subscripts
    /// and `matching(identifier:)` match.
    func isNamed(_ key: String) -> Bool {
        identifier == key || label == key || title == key || (value as? String) == key || placeholderValue == key
    }

    /// The line XCTest prints for the element in a tree: type, frame and the attributes that are set.
    var summary: String {
        let frame = frame
        var text = "\(elementType.name), {{\(Self.format(frame.minX)), \(Self.format(frame.minY))}, "
            + "{\(Self.format(frame.width)), \(Self.format(frame.height))}}"
        if !identifier.isEmpty { text += ", identifier: '\(identifier)'" }
        if !label.isEmpty { text += ", label: '\(label)'" }
        if let placeholder = placeholderValue, !placeholder.isEmpty { text += ", placeholderValue: '\(placeholder)'" }
        if let value = value.map({ "\($0)" }), !value.isEmpty { text += ", value: \(value)" }
        if isSelected { text += ", Selected" }
        if !isEnabled { text += ", Disabled" }
        return text
    }

    /// The summaries of this element and its descendants, each indented by its depth.
    func tree(depth: Int) -> [String] {
        [String(repeating: "  ", count: depth) + summary] + children.flatMap { $0.tree(depth: depth + 1) }
    }

    private static func format(_ value: CGFloat) -> String {
        String(format: "%.1f", Double(value))
    }
}
