/// The elements this loader reads, so that a file's others are reported, once per file, instead of dropped silently.
enum InterfaceSupport {
    /// Elements read, and design-time elements UIKit itself ignores (the canvas device, simulated metrics, the
    /// document's resources, tie-breakers).
    static let elements: Set<String> = [
        "document", "device", "adaptation", "dependencies", "plugIn", "capability", "deployment", "scenes", "scene", "objects",
        "placeholder", "exit", "customObject", "resources", "image", "namedColor", "systemColor", "customFonts", "inferredMetricsTieBreakers",
        "simulatedMetricsContainer", "simulatedStatusBarMetrics", "simulatedNavigationBarMetrics", "simulatedTabBarMetrics",
        "simulatedToolbarMetrics", "simulatedOrientationMetrics", "simulatedScreenMetrics", "freeformSimulatedSizeMetrics",
        "point", "rect", "size", "inset", "edgeInsets", "directionalEdgeInsets", "range", "real", "integer", "color", "nil", "string",
        "fontDescription", "autoresizingMask", "subviews", "constraints", "constraint", "viewLayoutGuide", "layoutGuides",
        "viewControllerLayoutGuide", "connections", "outlet", "outletCollection", "action", "segue", "state", "accessibility",
        "accessibilityTraits", "userDefinedRuntimeAttributes", "userDefinedRuntimeAttribute", "textInputTraits", "segments",
        "segment", "prototypes", "sections", "tableViewSection", "cells", "tableViewCellContentView",
        "collectionViewCellContentView", "navigationItem", "barButtonItem", "tabBarItem", "toolbarItems", "leftBarButtonItems",
        "rightBarButtonItems", "viewControllerPlaceholder", "popoverArrowDirection", "swipeGestureRecognizerDirection", "rectEdge",
        "tapGestureRecognizer", "pongPressGestureRecognizer", "panGestureRecognizer", "screenEdgePanGestureRecognizer",
        "swipeGestureRecognizer", "pinchGestureRecognizer", "rotationGestureRecognizer", "hoverGestureRecognizer",
        "attributedString", "fragment", "attributes", "font", "paragraphStyle", "bool", "blurEffect", "items",
        "dataDetectorType", "date", "locale", "variation", "mask", "include", "exclude",
    ]

    /// Design-time records whose contents UIKit never reads: the canvas, simulated metrics, fonts IB embedded.
    private static let designTime: Set<String> = [
        "device", "dependencies", "customFonts", "resources", "simulatedMetricsContainer", "inferredMetricsTieBreakers",
    ]

    /// The elements of `root`'s tree this loader does not read, outermost only, with how often each occurs.
    static func unsupported(in root: InterfaceElement) -> [(name: String, count: Int)] {
        var counts: [String: Int] = [:]
        func visit(_ element: InterfaceElement) {
            // IB's notes to the designer and its design-time records are no part of the interface.
            if element.key == "userComments" || designTime.contains(element.name) { return }
            // A size class varies subviews and constraints (masks), constants and fonts here; not other properties.
            if element.name == "variation", element.key != "default" {
                let unread = element.children.map(\.name).filter { $0 != "mask" && $0 != "fontDescription" }
                    + element.attributes.names.filter { $0 != "key" && $0 != "constant" }
                for name in unread { counts["variation \(name)", default: 0] += 1 }
            }
            guard elements.contains(element.name) || InterfaceClasses.isKnown(element.name) else {
                counts[element.name, default: 0] += 1
                return
            }
            element.children.forEach(visit)
        }
        visit(root)
        return counts.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
    }
}
