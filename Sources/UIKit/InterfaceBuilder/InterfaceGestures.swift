import Foundation

/// Gesture recognizers a storyboard or nib holds as objects of a scene: UIKit's, by element name, with the settings
/// Xcode's inspector writes.
@MainActor
enum InterfaceGestures {
    /// The recognizer `element` describes, or nil when it names none of UIKit's.
    static func make(_ element: InterfaceElement, file: String) -> UIGestureRecognizer? {
        let recognizer: UIGestureRecognizer
        switch element.name {
        case "tapGestureRecognizer":
            let tap = UITapGestureRecognizer()
            if let taps = element.integer("numberOfTapsRequired") { tap.numberOfTapsRequired = taps }
            if let touches = element.integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = touches }
            recognizer = tap
        case "pongPressGestureRecognizer":
            // Xcode's spelling of the long-press recognizer's element.
            let press = UILongPressGestureRecognizer()
            if let duration = element.number("minimumPressDuration") { press.minimumPressDuration = Double(duration) }
            recognizer = press
        case "panGestureRecognizer":
            let pan = UIPanGestureRecognizer()
            if let touches = element.integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = touches }
            recognizer = pan
        case "screenEdgePanGestureRecognizer":
            let pan = UIScreenEdgePanGestureRecognizer()
            if let edges = element.child(key: "edges") {
                let flags: [(String, UIRectEdge)] = [("top", .top), ("left", .left), ("bottom", .bottom), ("right", .right)]
                pan.edges = UIRectEdge(flags.filter { edges.bool($0.0) == true }.map(\.1))
            }
            recognizer = pan
        case "swipeGestureRecognizer":
            let swipe = UISwipeGestureRecognizer()
            if let directions = element.child(key: "direction") {
                let flags: [(String, UISwipeGestureRecognizer.Direction)] = [("right", .right), ("left", .left), ("up", .up), ("down", .down)]
                swipe.direction = UISwipeGestureRecognizer.Direction(flags.filter { directions.bool($0.0) == true }.map(\.1))
            }
            recognizer = swipe
        case "pinchGestureRecognizer": recognizer = UIPinchGestureRecognizer()
        case "rotationGestureRecognizer": recognizer = UIRotationGestureRecognizer()
        case "hoverGestureRecognizer": recognizer = UIHoverGestureRecognizer()
        default: return nil
        }
        if let custom = element["customClass"] {
            MisuseReporter.report("Interface Builder file \(file): custom gesture recognizer class \(custom) cannot be made from a file here; "
                                  + "using \(type(of: recognizer)).")
        }
        element.assign(["enabled": \.isEnabled, "cancelsTouchesInView": \.cancelsTouchesInView, "delaysTouchesBegan": \.delaysTouchesBegan,
                        "delaysTouchesEnded": \.delaysTouchesEnded], to: recognizer)
        return recognizer
    }
}
