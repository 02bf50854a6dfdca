import Foundation
import UIKit

/// Touches for tests, entering the window where the platform's touches enter: hit testing, gesture recognizers,
/// controls and the responder chain all run as for a person's fingers.
///
/// Time comes from the manual clock: each gesture advances it frame by frame at 60 Hz while fingers are down or
/// move, and every call returns after the update cycle that follows the last change has run. Without an installed
/// `ManualClock`, one is installed for the gesture and removed afterwards. Points are in the window's coordinates.
@MainActor
extension UIWindow {
    /// A finger coming down at `point` and lifting 0.05 seconds later.
    public func tap(at point: CGPoint) {
        withClock { clock in
            press(at: point, holding: 0.05, clock: clock)
        }
    }

    /// A tap at the center of `view`, which must be in this window.
    public func tap(_ view: UIView) {
        guard view.window === self else {
            return MisuseReporter.report("UIWindow.tap(_:): \(view) is not in \(self); nothing was tapped.")
        }
        tap(at: view.convert(CGPoint(x: view.bounds.midX, y: view.bounds.midY), to: self))
    }

    /// Two taps at `point`, 0.1 seconds apart.
    public func doubleTap(at point: CGPoint) {
        withClock { clock in
            press(at: point, holding: 0.05, clock: clock)
            clock.advance(by: 0.1)
            press(at: point, holding: 0.05, clock: clock)
        }
    }

    /// A finger held still at `point` for `duration` seconds.
    public func longPress(at point: CGPoint, duration: TimeInterval = 1) {
        guard Self.accepts(duration, in: "longPress(at:duration:)") else { return }
        withClock { clock in
            press(at: point, holding: duration, clock: clock)
        }
    }

    /// A finger that comes down at `start`, moves in a straight line to `end` over `duration` seconds (a move every
    /// frame), and lifts there.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3) {
        multiTouch(paths: [[start, end]], duration: duration)
    }

    /// A quick flick from `start` to `end`, over 0.1 seconds.
    public func swipe(from start: CGPoint, to end: CGPoint) {
        drag(from: start, to: end, duration: 0.1)
    }

    /// Two fingers either side of `center`, 100 points apart, moving apart (or together) until their distance is
    /// `scale` times what it was.
    public func pinch(at center: CGPoint, scale: CGFloat, duration: TimeInterval = 0.3) {
        let half: CGFloat = 50
        multiTouch(paths: [
            [CGPoint(x: center.x - half, y: center.y), CGPoint(x: center.x - half * scale, y: center.y)],
            [CGPoint(x: center.x + half, y: center.y), CGPoint(x: center.x + half * scale, y: center.y)],
        ], duration: duration)
    }

    /// Two fingers 100 points apart around `center`, turning by `radians` (clockwise on screen when positive).
    public func rotate(at center: CGPoint, radians: CGFloat, duration: TimeInterval = 0.3) {
        guard Self.accepts(duration, in: "rotate(at:radians:duration:)") else { return }
        let steps = max(1, Int((duration * 60).rounded(.up)))
        func finger(_ offset: CGFloat) -> [CGPoint] {
            (0...steps).map { step in
                let angle = offset + radians * CGFloat(step) / CGFloat(steps)
                return CGPoint(x: center.x + 50 * cos(angle), y: center.y + 50 * sin(angle))
            }
        }
        multiTouch(paths: [finger(.pi), finger(0)], duration: duration)
    }

    /// Fingers that come down together at the first points of their paths, move along them (straight between the
    /// points, a move every frame) for `duration` seconds, and lift together at the last points: the form for any
    /// multi-touch sequence.
    public func multiTouch(paths: [[CGPoint]], duration: TimeInterval) {
        let paths = paths.filter { !$0.isEmpty }
        guard !paths.isEmpty, Self.accepts(duration, in: "multiTouch(paths:duration:)") else { return }
        withClock { clock in
            let fingers = paths.indices.map { _ in Self.nextFinger() }
            send(.touches(zip(fingers, paths).map { TouchSample(id: $0, phase: .began, location: $1[0]) }))
            let frames = max(1, Int((duration / clock.frameInterval).rounded(.up)))
            for frame in 1...frames {
                clock.advance(by: duration / Double(frames))
                let progress = Double(frame) / Double(frames)
                send(.touches(zip(fingers, paths).map { TouchSample(id: $0, phase: .moved, location: Self.point(along: $1, at: progress)) }))
            }
            send(.touches(zip(fingers, paths).map { TouchSample(id: $0, phase: .ended, location: $1[$1.count - 1]) }))
            clock.advance(by: clock.frameInterval)
        }
    }

    /// A finger held at `point` for about `duration` seconds that then drags to `end` over 0.3 seconds, as XCTest's
    /// `press(forDuration:thenDragTo:)` moves it.
    func press(at point: CGPoint, forDuration duration: TimeInterval, thenDragTo end: CGPoint) {
        // A path's steps take equal time: held steps of about 0.3 seconds each, then the drag.
        let drag: TimeInterval = 0.3, heldSteps = max(1, Int((duration / drag).rounded()))
        multiTouch(paths: [Array(repeating: point, count: heldSteps + 1) + [end]], duration: drag * Double(heldSteps + 1))
    }

    /// The pointer moving to `point` with no button pressed (or out of the window when nil), followed by a frame:
    /// hover recognizers under it begin, change or end.
    public func hover(at point: CGPoint?) {
        withClock { clock in
            send(.hover(point))
            clock.advance(by: clock.frameInterval)
        }
    }

    /// One turn of the mouse wheel with the pointer at `point`, scrolling by `delta` points (positive `dy` shows
    /// what is below, as turning the wheel towards you does), then time enough for the scroll gesture to end.
    public func scrollWheel(at point: CGPoint, delta: CGVector) {
        withClock { clock in
            send(.scroll(delta: CGPoint(x: -delta.dx, y: -delta.dy), location: point, continuous: false))
            clock.advance(by: 0.15)
        }
    }

    // MARK: Keys

    /// Types `text` one character at a time, a frame apart, as a person types: each character's key goes down and up
    /// (with Shift where a US layout needs it) and the character arrives as typed text; characters no key types
    /// (é, 日本) arrive as an input method commits them. "\n" is the Return key.
    public func type(_ text: String) {
        withClock { clock in
            for character in text {
                let key = UIKeyboardHIDUsage.key(typing: character)
                let modifiers: UIKeyModifierFlags = key?.shift == true ? .shift : []
                if let key { send(.key(KeySample(usage: key.usage.rawValue, down: true, modifiers: modifiers))) }
                if !character.isNewline { send(.text(String(character))) }
                if let key { send(.key(KeySample(usage: key.usage.rawValue, down: false, modifiers: modifiers))) }
                clock.advance(by: clock.frameInterval)
            }
        }
    }

    /// Presses and releases `key` with `modifiers` held, followed by a frame; a key that types a character types it
    /// unless Command (Control on Linux), Control or Option is held.
    public func press(_ key: UIKeyboardHIDUsage, modifiers: UIKeyModifierFlags = []) {
        withClock { clock in
            send(.key(KeySample(usage: key.rawValue, down: true, modifiers: modifiers)))
            let typed = modifiers.contains(.shift) ? key.characters.shifted : key.characters.plain
            if modifiers.isDisjoint(with: [.command, .control, .alternate]), let scalar = typed.unicodeScalars.first,
               !CharacterSet.controlCharacters.contains(scalar) {
                send(.text(typed))
            }
            send(.key(KeySample(usage: key.rawValue, down: false, modifiers: modifiers)))
            clock.advance(by: clock.frameInterval)
        }
    }

    // MARK: Helpers

    /// Delivers `event` where the platform's enter: through the app's runner when the window shows in a scripted
    /// native window, straight to the window when a test built it without one.
    private func send(_ event: PlatformEvent) {
        if let host = host as? ScriptedWindowHost { host.send(event) } else { handle(event) }
    }

    private func press(at point: CGPoint, holding duration: TimeInterval, clock: ManualClock) {
        let finger = Self.nextFinger()
        send(.touches([TouchSample(id: finger, phase: .began, location: point)]))
        clock.advance(by: duration)
        send(.touches([TouchSample(id: finger, phase: .ended, location: point)]))
        clock.advance(by: clock.frameInterval)
    }

    /// Runs `body` with the installed manual clock, or with one installed for the while.
    private func withClock(_ body: (ManualClock) -> Void) {
        if let clock = ManualClock.installed { return body(clock) }
        let clock = ManualClock.install()
        body(clock)
        ManualClock.uninstall()
    }

    private static var fingerCount = 0

    /// Gestures last from 0 to 600 seconds (as long as `ManualClock.runUntilIdle()` waits); anything else is reported
    /// and nothing happens.
    private static func accepts(_ duration: TimeInterval, in method: String) -> Bool {
        guard duration.isFinite, (0...600).contains(duration) else {
            MisuseReporter.report("UIWindow.\(method): a gesture lasts from 0 to 600 seconds, not \(duration); nothing was done.")
            return false
        }
        return true
    }

    /// A finger number no touch in progress uses.
    private static func nextFinger() -> Int {
        fingerCount += 1
        return 1_000_000 + fingerCount
    }

    /// The point `progress` (0...1) of the way along a path of straight segments, by equal shares per segment.
    private static func point(along path: [CGPoint], at progress: Double) -> CGPoint {
        guard path.count > 1 else { return path[0] }
        let position = progress * Double(path.count - 1)
        let index = min(Int(position), path.count - 2)
        let t = CGFloat(position - Double(index))
        let (a, b) = (path[index], path[index + 1])
        return CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t)
    }
}
