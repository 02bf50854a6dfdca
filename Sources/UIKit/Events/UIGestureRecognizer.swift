import CoreGraphics
import Foundation

/// The base class of gesture recognizers: objects that turn the touches of a view into a gesture and tell their
/// targets as the gesture goes through its states.
///
/// Recognizers see a touch before the view it began in. A subclass follows the touches by overriding
/// `touchesBegan(_:with:)` and its siblings and moves `state` on, as on iOS after
/// `import UIKit.UIGestureRecognizerSubclass` (here everything that import reveals is part of `UIKit` itself).
/// Targets are held weakly; the action is a method of the target's class:
/// `UITapGestureRecognizer(target: self, action: ProfileViewController.avatarTapped)`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    private var currentState: State = .possible
    /// A state the recognizer reached while a recognizer it must wait for had not failed yet.
    private var deferredState: State?
    private var targets: [GestureTarget] = []
    private var failureRequirements: [WeakRecognizer] = []
    /// The touches the recognizer received in the current sequence, in the order they began.
    package private(set) var trackedTouches: [UITouch] = []
    package var lastLocationInWindow: CGPoint = .zero

    open weak var delegate: (any UIGestureRecognizerDelegate)?
    /// The view the recognizer is attached to.
    open internal(set) weak var view: UIView?
    open var name: String?

    /// Whether the recognizer takes part; turning it off mid-gesture cancels the gesture.
    open var isEnabled = true {
        didSet {
            guard !isEnabled, oldValue else { return }
            switch currentState {
            case .began, .changed: state = .cancelled
            case .possible: state = .failed
            default: break
            }
        }
    }

    /// Whether the touches of a recognized gesture are cancelled in the view (it gets `touchesCancelled`).
    open var cancelsTouchesInView = true
    /// Whether the view hears of new touches only after the recognizer fails.
    open var delaysTouchesBegan = false
    /// Whether the view hears that touches ended only after the recognizer fails (or not at all if it recognizes).
    open var delaysTouchesEnded = true
    /// Whether the recognizer only follows touches of the type its first touch had.
    open var requiresExclusiveTouchType = true
    /// The `UITouch.TouchType` raw values the recognizer receives.
    open var allowedTouchTypes: [NSNumber] = [UITouch.TouchType.direct, .indirect, .pencil, .indirectPointer].map { NSNumber(value: $0.rawValue) }

    /// A recognizer that sends the action method `action` names to `target` as its state changes, with the recognizer
    /// as the argument when the selector takes one; with no target when either is nil. The method is found in the
    /// target's `ObjCMemberTable` (see `casement-port`). The designated initializer, as in UIKit: a subclass overrides it.
    public init(target: Any?, action: Selector?) {
        super.init()
        if let target, let action { addTarget(target, action: action) }
    }

    public convenience override init() {
        self.init(target: nil, action: nil)
    }

    /// Called on a recognizer a storyboard or nib made, once every object of the file is made and connected. On iOS
    /// every `NSObject` has it; `NSObject` on Linux does not, so the recognizers declare it.
    open func awakeFromNib() {}

    /// A recognizer that calls `action`, a method of the target's class taking no arguments, on `target`.
    public convenience init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    /// A recognizer that calls `action`, a method of the target's class taking the recognizer, on `target`.
    public convenience init<Target: AnyObject, Sender>(target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target, action: action)
    }

    // MARK: Targets

    /// Sends the action method `action` names to `target` as the state changes.
    open func addTarget(_ target: Any, action: Selector) {
        targets.append(GestureTarget(target: target as AnyObject, shape: ObjectIdentifier(Selector.self), selector: action) { target, recognizer in
            // A target without the method is reported, as iOS raises "unrecognized selector sent to instance".
            _ = (target as? NSObject)?.perform(action, with: recognizer)
        })
    }

    open func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
        targets.append(GestureTarget(target: target, shape: ObjectIdentifier(type(of: action))) { target, _ in
            action(target as! Target)()
        })
    }

    open func addTarget<Target: AnyObject, Sender>(_ target: Target, action: @escaping (Target) -> (Sender) -> Void) {
        guard self is Sender else {
            return reportMisuse("-[\(type(of: self)) addTarget:action:]: the action takes a \(Sender.self), but the sender is a \(type(of: self)); not added.")
        }
        targets.append(GestureTarget(target: target, shape: ObjectIdentifier(type(of: action))) { target, recognizer in
            action(target as! Target)(recognizer as! Sender)
        })
    }

    /// Removes `target`'s actions of the shape of `action`. Swift cannot compare functions, so every action of the
    /// same target with the same parameter types goes.
    open func removeTarget<Target: AnyObject>(_ target: Target?, action: @escaping (Target) -> () -> Void) {
        removeTargets(target, shape: ObjectIdentifier(type(of: action)))
    }

    open func removeTarget<Target: AnyObject, Sender>(_ target: Target?, action: @escaping (Target) -> (Sender) -> Void) {
        removeTargets(target, shape: ObjectIdentifier(type(of: action)))
    }

    /// Removes every action of `target`, or of every target when `target` is nil: Apple's `action: nil`.
    /// Stops sending `action` to `target`; a nil action stops every action of `target`, and a nil target every target's.
    open func removeTarget(_ target: Any?, action: Selector?) {
        removeTargets(target as AnyObject?, shape: action.map { _ in ObjectIdentifier(Selector.self) }, selector: action)
    }

    private func removeTargets(_ target: AnyObject?, shape: ObjectIdentifier?, selector: Selector? = nil) {
        targets.removeAll { entry in
            (target == nil || entry.target === target) && (shape == nil || entry.shape == shape) && (selector == nil || entry.selector == selector)
        }
    }

    // MARK: State

    /// The recognizer's state; subclasses move it on as their gesture progresses.
    open var state: State {
        get { currentState }
        set { move(to: newValue) }
    }

    /// Makes this recognizer wait until `otherGestureRecognizer` fails before it recognizes: a single tap that
    /// waits for a double tap to fail.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// Whether this recognizer, recognizing, keeps `preventedGestureRecognizer` from recognizing.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether `preventingGestureRecognizer`, recognizing, keeps this recognizer from recognizing.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

    /// Whether this recognizer waits for `otherGestureRecognizer` to fail; subclasses can say so for any pair.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Whether `otherGestureRecognizer` waits for this recognizer to fail.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Called when the recognizer goes back to `possible` after its touches ended; subclasses clear their state.
    open func reset() {}

    /// Stops following `touch`, which the recognizer does not care about.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll { $0 === touch }
        touch.gestureRecognizers?.removeAll { $0 === self }
    }

    // MARK: Touches (overridden by subclasses)

    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        if currentState == .began || currentState == .changed { state = .cancelled } else if currentState == .possible { state = .failed }
    }

    // MARK: Location

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when nil); once they have
    /// ended, where they last were.
    open func location(in view: UIView?) -> CGPoint {
        let down = trackedTouches.filter { $0.phase != .ended && $0.phase != .cancelled }
        let point: CGPoint
        if down.isEmpty {
            point = lastLocationInWindow
        } else {
            let sum = down.reduce(CGPoint.zero) { CGPoint(x: $0.x + $1.locationInWindow.x, y: $0.y + $1.locationInWindow.y) }
            point = CGPoint(x: sum.x / CGFloat(down.count), y: sum.y / CGFloat(down.count))
        }
        guard let view else { return point }
        return view.convert(point, from: view.window)
    }

    /// Where touch number `touchIndex` of the gesture is, in `view`'s coordinates.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        guard trackedTouches.indices.contains(touchIndex) else {
            reportMisuse("-[\(type(of: self)) locationOfTouch:inView:]: index (\(touchIndex)) beyond bounds (\(trackedTouches.count)).",
                         raising: "NSRangeException")
            return location(in: view)
        }
        return trackedTouches[touchIndex].location(in: view)
    }

    /// How many of the gesture's touches are down.
    open var numberOfTouches: Int { trackedTouches.count { $0.phase != .ended && $0.phase != .cancelled } }

    // MARK: Machinery used by the window

    /// Recognizers that received touches and are not yet reset, across windows.
    package private(set) static var inPlay: [UIGestureRecognizer] = []

    /// Whether the recognizer takes `touch` at all: enabled, in a window, of an allowed type, and its delegate agrees.
    package func accepts(_ touch: UITouch) -> Bool {
        guard isEnabled, !currentState.isFinished, allowedTouchTypes.contains(NSNumber(value: touch.type.rawValue)) else { return false }
        if requiresExclusiveTouchType, let first = trackedTouches.first, first.type != touch.type { return false }
        return delegate?.gestureRecognizer(self, shouldReceive: touch) ?? true
    }

    /// Hands the recognizer its touches of one phase.
    package func receive(_ touches: Set<UITouch>, phase: UITouch.Phase, event: UIEvent) {
        guard !currentState.isFinished || phase == .ended || phase == .cancelled else { return }
        if phase == .began {
            // A recognizer still possible after earlier touches ended (between the taps of a double tap) keeps its
            // progress but follows only the new touches.
            trackedTouches.removeAll { $0.phase == .ended || $0.phase == .cancelled }
            trackedTouches += touches.sorted { $0.timestamp < $1.timestamp }
            if !Self.inPlay.contains(where: { $0 === self }) { Self.inPlay.append(self) }
        }
        guard !currentState.isFinished else { return rememberLocation() }
        switch phase {
        case .began: touchesBegan(touches, with: event)
        case .moved: touchesMoved(touches, with: event)
        case .ended: touchesEnded(touches, with: event)
        case .cancelled: touchesCancelled(touches, with: event)
        default: break
        }
        rememberLocation()
    }

    private func rememberLocation() {
        if numberOfTouches > 0 { lastLocationInWindow = location(in: nil) }
    }

    /// Resets every finished recognizer whose touches have all ended, so it can recognize again.
    package static func resetFinished() {
        for recognizer in inPlay where recognizer.currentState.isFinished && recognizer.numberOfTouches == 0 {
            recognizer.resetToPossible()
        }
        inPlay.removeAll { $0.currentState == .possible && $0.deferredState == nil && $0.trackedTouches.isEmpty }
    }

    private func resetToPossible() {
        currentState = .possible
        deferredState = nil
        trackedTouches.removeAll()
        reset()
    }

    // MARK: Transitions

    private func move(to newState: State) {
        let old = currentState
        switch (old, newState) {
        case (.possible, .began), (.possible, .ended):
            begin(newState)
        case (.possible, .failed), (.possible, .cancelled):
            fail()
        case (.began, .changed), (.changed, .changed), (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            currentState = newState
            sendActions()
            if newState != .changed { settled() }
        case (.began, .failed), (.changed, .failed):
            currentState = .cancelled
            sendActions()
            settled()
        case (_, .possible):
            resetToPossible()
        default:
            break  // Finished recognizers stay put until reset; repeated states change nothing.
        }
    }

    /// Leaves `possible` for `newState` (began, or recognized), unless something stops it or it has to wait.
    private func begin(_ newState: State) {
        // As in UIKit, the views the touches began in are asked (a button keeps its superview's tap from taking its
        // touch), then the delegate.
        var touchedViews: [UIView] = []
        for view in trackedTouches.compactMap(\.view) where !touchedViews.contains(where: { $0 === view }) { touchedViews.append(view) }
        let shouldBegin = (touchedViews.isEmpty ? [view].compactMap { $0 } : touchedViews).allSatisfy { $0.gestureRecognizerShouldBegin(self) }
            && (delegate?.gestureRecognizerShouldBegin(self) ?? true)
        guard shouldBegin, !isPreventedByActiveRecognizer() else { return fail() }
        if waitsForFailure() {
            deferredState = newState
            return
        }
        deferredState = nil
        currentState = newState
        preventOthers()
        if cancelsTouchesInView { view?.window?.cancelViewTouches(of: self) }
        sendActions()
        settled()
    }

    private func fail() {
        currentState = .failed
        deferredState = nil
        settled()
    }

    /// After a decision, recognizers that waited on this one decide, and touches held from views go on.
    private func settled() {
        for waiting in Self.inPlay where waiting.deferredState != nil && waiting !== self {
            if let deferred = waiting.deferredState, !waiting.waitsForFailure() {
                waiting.deferredState = nil
                waiting.begin(deferred)
            } else if waiting.mustFail(becauseOf: self) {
                waiting.fail()
            }
        }
        view?.window?.releaseHeldTouches()
        if currentState.isFinished, numberOfTouches == 0, view?.window?.isTrackingTouches != true { Self.resetFinished() }
    }

    private func sendActions() {
        targets.removeAll { $0.target == nil }
        for entry in targets {
            guard let target = entry.target else { continue }
            entry.invoke(target, self)
        }
    }

    // MARK: Relations between recognizers

    /// The recognizers this one shares a touch with.
    private var rivals: [UIGestureRecognizer] {
        Self.inPlay.filter { other in
            other !== self && other.trackedTouches.contains { touch in trackedTouches.contains { $0 === touch } }
        }
    }

    private func recognizesSimultaneously(with other: UIGestureRecognizer) -> Bool {
        (delegate?.gestureRecognizer(self, shouldRecognizeSimultaneouslyWith: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldRecognizeSimultaneouslyWith: self) ?? false)
    }

    private func prevents(_ other: UIGestureRecognizer) -> Bool {
        !recognizesSimultaneously(with: other) && canPrevent(other) && other.canBePrevented(by: self)
    }

    private func isPreventedByActiveRecognizer() -> Bool {
        rivals.contains { ($0.currentState == .began || $0.currentState == .changed) && $0.prevents(self) }
    }

    /// Whether this recognizer must wait for `other` to fail.
    private func requiresFailure(of other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
            || shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: self)
            || (delegate?.gestureRecognizer(self, shouldRequireFailureOf: other) ?? false)
            || (other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: self) ?? false)
    }

    /// Whether a recognizer this one must wait for is still undecided.
    private func waitsForFailure() -> Bool {
        Self.inPlay.contains { other in
            other !== self && (other.currentState == .possible) && requiresFailure(of: other)
        }
    }

    /// Whether `other`, now decided, ends this waiting recognizer's chances: it recognized, and this one waited
    /// for it to fail.
    private func mustFail(becauseOf other: UIGestureRecognizer) -> Bool {
        other.currentState != .failed && requiresFailure(of: other)
    }

    /// Makes the rivals this recognizer prevents fail (or cancel, if they had begun).
    private func preventOthers() {
        for other in rivals where prevents(other) {
            switch other.currentState {
            case .possible: other.fail()
            case .began, .changed: other.move(to: .cancelled)
            default: break
            }
        }
    }
}

/// One target of a recognizer: held weakly, called with the recognizer.
@MainActor
private struct GestureTarget {
    weak var target: AnyObject?
    /// The action's function type, the closest Swift comes to telling two actions apart.
    let shape: ObjectIdentifier
    /// The action's selector, for actions added by selector.
    var selector: Selector? = nil
    let invoke: @MainActor (AnyObject, UIGestureRecognizer) -> Void
}

@MainActor
private struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
