import Foundation

extension UIViewController {
    /// Replaces one child's view with another's in the first's superview, animating as `options` say (a
    /// `.transition…` option animates the swap itself), with the appearance calls UIKit makes: `toViewController`
    /// will appear and `fromViewController` will disappear at the start, and the `did`s after the animation.
    /// Both must be children of this controller; adding and removing them as children stays the caller's job.
    public func transition(from fromViewController: UIViewController, to toViewController: UIViewController, duration: TimeInterval,
                           options: UIView.AnimationOptions = [], animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        guard fromViewController.parent === self, toViewController.parent === self else {
            return MisuseReporter.report("Children view controllers \(fromViewController) and \(toViewController) must have a common parent view controller when calling -[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]",
                                         raising: "NSInvalidArgumentException")
        }
        guard let fromView = fromViewController.viewIfLoaded, let container = fromView.superview else {
            return MisuseReporter.report("transition(from:to:…): the view of \(fromViewController) is in no superview; nothing to replace.")
        }
        let toView = toViewController.view!
        let forwards = shouldAutomaticallyForwardAppearanceMethods && fromView.window != nil
        fromViewController.isInChildTransition = true
        toViewController.isInChildTransition = true
        if forwards {
            fromViewController.beginAppearanceTransition(false, animated: duration > 0)
            toViewController.beginAppearanceTransition(true, animated: duration > 0)
        }
        toView.frame = fromView.frame
        func finish(_ finished: Bool) {
            fromView.removeFromSuperview()
            fromViewController.isInChildTransition = false
            toViewController.isInChildTransition = false
            if forwards {
                fromViewController.endAppearanceTransition()
                toViewController.endAppearanceTransition()
            }
            completion?(finished)
        }
        let swaps = UIView.AnimationOptions(rawValue: options.rawValue & (7 << 20))
        if swaps.isEmpty {
            container.insertSubview(toView, aboveSubview: fromView)
            UIView.animate(withDuration: duration, delay: 0, options: options, animations: animations ?? {}, completion: finish)
        } else {
            UIView.transition(with: container, duration: duration, options: options, animations: {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
                animations?()
            }, completion: finish)
        }
    }
}
