import UIKit

// Animation as iOS code writes it: blocks with trailing closures, springs in both the damping-ratio and the iOS 17
// duration-and-bounce forms, keyframes, a transition, a property animator and a display link.

public final class CardAnimationsController: UIViewController {
    public let card = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 60))
    public private(set) var ticks = 0
    private var displayLink: CADisplayLink?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
    }

    public func bounceIn() {
        card.alpha = 0
        card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        UIView.animate(springDuration: 0.4, bounce: 0.25) {
            self.card.alpha = 1
            self.card.transform = .identity
        }
    }

    public func slide(to x: CGFloat, completion: @escaping (Bool) -> Void) {
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0.5,
                       options: [.beginFromCurrentState, .allowUserInteraction], animations: {
            self.card.center.x = x
        }, completion: completion)
    }

    public func wiggle() {
        UIView.animateKeyframes(withDuration: 0.6, delay: 0, options: [.calculationModeCubic]) {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { self.card.transform = CGAffineTransform(rotationAngle: 0.1) }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { self.card.transform = .identity }
        }
        UIView.transition(with: card, duration: 0.3, options: .transitionCrossDissolve) { self.card.backgroundColor = .systemTeal }
    }

    public func dismissCard() -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: 0, timingParameters: UISpringTimingParameters(duration: 0.35, bounce: 0))
        animator.addAnimations { self.card.alpha = 0 }
        animator.addCompletion { position in
            if position == .end { self.card.removeFromSuperview() }
        }
        animator.startAnimation()
        return animator
    }

    public func startTicking() {
        displayLink = CADisplayLink(target: self, selector: CardAnimationsController.tick)
        displayLink?.add(to: .main, forMode: .common)
    }

    private func tick(_ link: CADisplayLink) {
        ticks += 1
        if ticks == 3 { link.invalidate() }
    }
}
