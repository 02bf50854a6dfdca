import UIKit

/// A responder that logs the touches it receives as "name.phase", and lets them travel on when asked to.
@MainActor
final class TouchLoggingView: UIView {
    let name: String
    var log: [String] = []
    var forwards = false

    init(_ name: String, frame: CGRect) {
        self.name = name
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).began")
        if forwards { super.touchesBegan(touches, with: event) }
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).moved")
        if forwards { super.touchesMoved(touches, with: event) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).ended")
        if forwards { super.touchesEnded(touches, with: event) }
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        log.append("\(name).cancelled")
        if forwards { super.touchesCancelled(touches, with: event) }
    }
}

/// A shown 400x300 window at scale 1 whose root controller's view is white, with `views` added to it.
@MainActor
func eventWindow(controller: UIViewController = UIViewController(), with views: [UIView] = []) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
    window.screen = UIScreen(bounds: window.bounds, scale: 1)
    window.rootViewController = controller
    controller.view.backgroundColor = .white
    for view in views { controller.view.addSubview(view) }
    window.isHidden = false
    window.runUpdateCycle()
    return window
}

/// Collects what actions and recognizers report.
@MainActor
final class ActionLog {
    var entries: [String] = []

    func tapped() { entries.append("tapped") }
    func recognized(_ recognizer: UIGestureRecognizer) { entries.append("\(recognizer.name ?? "?") \(recognizer.state)") }
    func control(_ sender: UIControl) { entries.append("sender \(type(of: sender))") }
    func controlEvent(_ sender: UIControl, _ event: UIEvent) { entries.append("event \(event.type)") }
    func optionalEvent(_ sender: UIControl, _ event: UIEvent?) { entries.append("optional event \(event == nil ? "nil" : "present")") }
}
