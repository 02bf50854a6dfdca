import Testing
@testable import UIKit

/// Animation blocks apply their changes at once and complete afterwards, never inside the call.
@MainActor
@Suite struct UIViewAnimationTests {
    @Test func changesApplyAtOnceAndCompletionRunsLater() async {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [Bool] = []
        UIView.animate(withDuration: 0.3, animations: {
            view.alpha = 0.5
            view.frame.origin.x = 40
        }, completion: { finished.append($0) })
        #expect(view.alpha == 0.5)
        #expect(view.frame.minX == 40)
        #expect(finished.isEmpty)
        await Task.yield()
        #expect(finished == [true])
    }

    @Test func everyFormTakesEffect() {
        let view = UIView()
        UIView.animate(withDuration: 0.2) { view.alpha = 0.2 }
        #expect(abs(view.alpha - 0.2) < 1e-6)
        UIView.animate(withDuration: 0.2, delay: 0, usingSpringWithDamping: 0.7, initialSpringVelocity: 0, options: [.curveEaseOut],
                       animations: { view.alpha = 0.4 })
        #expect(abs(view.alpha - 0.4) < 1e-6)
        UIView.transition(with: view, duration: 0.2, options: .transitionCrossDissolve, animations: { view.isHidden = true })
        #expect(view.isHidden)
        UIView.performWithoutAnimation { view.isHidden = false }
        #expect(!view.isHidden)
    }
}
