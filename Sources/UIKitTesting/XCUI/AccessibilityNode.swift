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
    /// An element a view draws itself (a segment of a segmented control), listed in its `accessibilityElements`.
    let element: UIAccessibilityElement?
    let elementType: XCUIElement.ElementType
    private(set) var children: [AccessibilityNode] = []
    weak private(set) var parent: AccessibilityNode?

    private init(view: UIView?, element: UIAccessibilityElement? = nil, elementType: XCUIElement.ElementType) {
        self.view = view
        self.element = element
        self.elementType = elementType
    }

    /// The view that receives touches aimed at the element: the view itself, or the view that holds the element.
    var touchedView: UIView? { view ?? element?.accessibilityContainer as? UIView }

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
        // A view that lists its elements (or draws them, as a segmented control does) is read through the list.
        if view.listsAccessibilityElements {
            return (0..<view.accessibilityElementCount()).flatMap { index -> [AccessibilityNode] in
                switch view.accessibilityElement(at: index) {
                case let subview as UIView where isExposed(subview): nodes(for: subview)
                case let element as UIAccessibilityElement where element.isAccessibilityElement:
                    [AccessibilityNode(view: nil, element: element, elementType: elementType(of: element.accessibilityTraits))]
                default: []
                }
            }
        }
        // A modal element hides its siblings, as VoiceOver hides them.
        var subviews = view.subviews.filter(isExposed)
        subviews = subviews.last(where: \.accessibilityViewIsModal).map { [$0] } ?? subviews
        // A scroll view's cells and headers are read in reading order, top to bottom, not in the order it added them.
        if view is UIScrollView {
            subviews.sort { ($0.frame.minY, $0.frame.minX) < ($1.frame.minY, $1.frame.minX) }
        }
        return subviews.flatMap(nodes(for:))
    }

    /// A view as elements: itself as a leaf when it is an accessibility element, itself with its elements when XCTest
    /// names its kind or it has an identifier, otherwise its elements in its place.
    private static func nodes(for view: UIView) -> [AccessibilityNode] {
        if view.isAccessibilityElement { return [AccessibilityNode(view: view, elementType: elementType(of: view))] }
        let type = elementType(of: view)
        guard type != .other || !(view.accessibilityIdentifier ?? "").isEmpty else { return children(of: view) }
        let node = AccessibilityNode(view: view, elementType: type)
        node.adopt(children(of: view))
        return [node]
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
        case is UIDatePicker: return .datePicker
        case is UIPickerView: return .picker
        case is PickerWheel: return .pickerWheel
        case is UIScrollView: return .scrollView
        case let alert as AlertContentView: return alert.isActionSheet ? .sheet : .alert
        case is UILabel: return .staticText
        case is UIImageView: return .image
        default: return elementType(of: view.accessibilityTraits)
        }
    }

    /// The element type that `traits` describe.
    private static func elementType(of traits: UIAccessibilityTraits) -> XCUIElement.ElementType {
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

    var identifier: String { view?.accessibilityIdentifier ?? element?.accessibilityIdentifier ?? "" }

    var label: String { view?.accessibilityLabel ?? element?.accessibilityLabel ?? "" }

    var title: String { "" }

    var value: Any? { view?.accessibilityValue ?? element?.accessibilityValue }

    private var traits: UIAccessibilityTraits { view?.accessibilityTraits ?? element?.accessibilityTraits ?? .none }

    var placeholderValue: String? {
        switch view {
        case let field as UITextField: field.placeholder
        default: nil
        }
    }

    var isEnabled: Bool {
        !traits.contains(.notEnabled) && (view as? UIControl)?.isEnabled != false
    }

    var isSelected: Bool { traits.contains(.selected) }

    var hasFocus: Bool { view?.isFirstResponder ?? false }

    /// The frame in the window's coordinates, which are the screen's here.
    var frame: CGRect {
        if let element { return element.accessibilityFrame }
        guard let view else { return windows.map(\.frame).reduce(CGRect.null) { $0.union($1) } }
        guard let window = view.window else { return .zero }
        return view.convert(view.bounds, to: window)
    }

    private var windows: [UIWindow] { children.compactMap { $0.view as? UIWindow } }

    /// Whether the element is of `type` (of any type for `.any`) and, when `identifier` is given, is named by it.
    func matches(_ type: XCUIElement.ElementType, identifier: String? = nil) -> Bool {
        (type == .any || elementType == type) && (identifier.map(isNamed) ?? true)
    }

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
