import UIKit
import UIKit.UIGestureRecognizerSubclass

// A custom recognizer as iOS code writes one after importing the subclassing submodule.

public final class CheckmarkGestureRecognizer: UIGestureRecognizer {
    private var points: [CGPoint] = []

    public override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard touches.count == 1, let touch = touches.first else {
            state = .failed
            return
        }
        points = [touch.location(in: view)]
    }

    public override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesMoved(touches, with: event)
        guard let touch = touches.first else { return }
        points.append(touch.location(in: view))
        if points.count > 2 { state = .began }
    }

    public override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesEnded(touches, with: event)
        state = state == .began ? .ended : .failed
    }

    public override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesCancelled(touches, with: event)
        state = .cancelled
    }

    public override func reset() {
        super.reset()
        points.removeAll()
    }

    public override func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool {
        !(preventedGestureRecognizer is UITapGestureRecognizer)
    }
}

public final class SignatureViewController: UIViewController {
    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addGestureRecognizer(CheckmarkGestureRecognizer(target: self, action: SignatureViewController.checked))
    }

    private func checked(_ recognizer: CheckmarkGestureRecognizer) {
        if recognizer.state == .ended { view.backgroundColor = .systemGreen }
    }
}
