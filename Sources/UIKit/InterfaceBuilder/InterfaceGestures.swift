import Foundation

/// Gesture recognizers a storyboard or nib holds as objects of a scene, with the settings Xcode's inspector writes:
/// UIKit's, by element name, or the app's subclass its `customClass` names.
@MainActor
enum InterfaceGestures {
    /// UIKit's recognizer for each element name Xcode writes.
    private static let standard: [String: @MainActor () -> UIGestureRecognizer] = [
        "tapGestureRecognizer": { UITapGestureRecognizer() },
        // Xcode's spelling of the long-press recognizer's element.
        "pongPressGestureRecognizer": { UILongPressGestureRecognizer() },
        "panGestureRecognizer": { UIPanGestureRecognizer() }, "screenEdgePanGestureRecognizer": { UIScreenEdgePanGestureRecognizer() },
        "swipeGestureRecognizer": { UISwipeGestureRecognizer() }, "pinchGestureRecognizer": { UIPinchGestureRecognizer() },
        "rotationGestureRecognizer": { UIRotationGestureRecognizer() }, "hoverGestureRecognizer": { UIHoverGestureRecognizer() },
    ]

    /// The recognizer `element` describes, or nil when it names none of UIKit's. A custom class that cannot be made
    /// by name is reported, and UIKit's class stands in for it.
    static func make(_ element: InterfaceElement, in document: InterfaceDocument, bundle: Bundle?) -> UIGestureRecognizer? {
        guard var recognizer = standard[element.name]?() else { return nil }
        let base: AnyClass = type(of: recognizer)
        if element["customClass"] != nil, let custom = InterfaceClasses.resolve(element, in: document, bundle: bundle), custom != base {
            if let made = InterfaceClasses.instantiate(custom, file: document.name) as? UIGestureRecognizer, made.isKind(of: base) {
                recognizer = made
            } else {
                MisuseReporter.report("Interface Builder file \(document.name): using \(base) for the custom gesture recognizer \(custom).")
            }
        }
        switch recognizer {
        case let tap as UITapGestureRecognizer:
            if let taps = element.integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = element.integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
        case let press as UILongPressGestureRecognizer:
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = Double(duration) }
        case let pan as UIScreenEdgePanGestureRecognizer:
            if let edges = element.child(key: "edges") {
                let flags: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
                pan.edges = UIRectEdge(flags.filter { edges.bool($0.0) == true }.map(\.1))
            }
        case let pan as UIPanGestureRecognizer:
            if let touches = element.integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
        case let swipe as UISwipeGestureRecognizer:
            if let directions = element.child(key: "direction") {
                let flags: [(String, UISwipeGestureRecognizer.Direction)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]
                swipe.direction = UISwipeGestureRecognizer.Direction(flags.filter { directions.bool($0.0) == true }.map(\.1))
            }
        default: break
        }
        element.assign(["enabled": \.isEnabled, "cancelsTouchesInView": \.cancelsTouchesInView, "delaysTouchesBegan": \.delaysTouchesBegan,
                        "delaysTouchesEnded": \.delaysTouchesEnded], to: recognizer)
        return recognizer
    }
}
