import Foundation
import UIKit

/// An element of the app's user interface, found by a query and resolved each time it is read or acted on, as in
/// XCTest's UI testing.
///
/// Actions go through the same injected events as `UIWindow.tap(at:)`: hit testing, gesture recognizers, controls and
/// the responder chain run as for a finger, on the manual clock (one is installed for the action when none is).
/// Acting on an element that matches nothing, or more than one element, fails the test with XCTest's message.
@preconcurrency @MainActor
public class XCUIElement: NSObject, XCUIElementAttributes, XCUIElementTypeQueryProvider {
    let application: XCUIApplication?
    private let resolve: @MainActor () -> [AccessibilityNode]
    /// How XCTest names the element in messages.
    let elementDescription: String
    private let query: XCUIElementQuery?

    init(application: XCUIApplication?, description: String, query: XCUIElementQuery?,
         resolve: @escaping @MainActor () -> [AccessibilityNode]) {
        self.application = application
        self.elementDescription = description
        self.query = query
        self.resolve = resolve
    }

    /// The elements that match now; more than one is ambiguous.
    func nodes() -> [AccessibilityNode] { resolve() }

    /// The element's application: itself for an `XCUIApplication`.
    var owningApplication: XCUIApplication { application ?? (self as! XCUIApplication) }

    /// The matching element, or nil with the test failed, as XCTest fails an action on a missing or ambiguous element.
    func resolved(for action: String) -> AccessibilityNode? {
        let nodes = nodes()
        if nodes.count == 1 { return nodes[0] }
        let problem = nodes.isEmpty ? "No matches found for \(elementDescription)"
            : "Multiple matching elements found for \(elementDescription)"
        UITestFailure.record("Failed to \(action): \(problem).")
        return nil
    }

    // MARK: State

    /// Whether the element is in the app's tree now: at least one element matches.
    public var exists: Bool { !nodes().isEmpty }

    /// Whether a tap at the element's center would land on it: it is on screen and no other view covers it. As in
    /// XCTest this asks what is drawn there, not what takes touches, so a label in a cell is hittable.
    public var isHittable: Bool {
        nodes().first.map(Self.isHittable) ?? false
    }

    private static func isHittable(_ node: AccessibilityNode) -> Bool {
        guard let view = node.touchedView, let window = view.window else { return false }
        let frame = node.frame
        let center = CGPoint(x: frame.midX, y: frame.midY)
        guard window.bounds.contains(center) else { return false }
        let front = Self.frontmostView(at: center, in: window)
        return front === view || front.isDescendant(of: view)
    }

    /// The deepest, frontmost visible view whose bounds contain `point` (in `view`'s coordinates).
    private static func frontmostView(at point: CGPoint, in view: UIView) -> UIView {
        for subview in view.subviews.reversed() where !subview.isHidden && subview.alpha > 0.01 {
            let local = view.convert(point, to: subview)
            if subview.bounds.contains(local) { return frontmostView(at: local, in: subview) }
        }
        return view
    }

    public var identifier: String { resolved(for: "get the identifier of \(elementDescription)")?.identifier ?? "" }
    public var label: String { resolved(for: "get the label of \(elementDescription)")?.label ?? "" }
    public var title: String { resolved(for: "get the title of \(elementDescription)")?.title ?? "" }
    public var value: Any? { resolved(for: "get the value of \(elementDescription)")?.value }
    public var placeholderValue: String? { resolved(for: "get the placeholder of \(elementDescription)")?.placeholderValue }
    public var frame: CGRect { resolved(for: "get the frame of \(elementDescription)")?.frame ?? .zero }
    public var elementType: XCUIElement.ElementType { resolved(for: "get the type of \(elementDescription)")?.elementType ?? .any }
    public var isEnabled: Bool { resolved(for: "get the enabled state of \(elementDescription)")?.isEnabled ?? false }
    public var isSelected: Bool { resolved(for: "get the selected state of \(elementDescription)")?.isSelected ?? false }
    public var hasFocus: Bool { resolved(for: "get the focus of \(elementDescription)")?.hasFocus ?? false }

    /// The element and its descendants as they are now.
    public func snapshot() throws -> any XCUIElementSnapshot {
        guard let node = resolved(for: "get a snapshot of \(elementDescription)") else { throw UITestFailure.noMatch(elementDescription) }
        return XCUIElementSnapshotValue(node: node)
    }

    // MARK: Waiting

    /// Waits, frame by frame on the manual clock, until the element exists or `timeout` seconds of that clock have
    /// passed; a two-second wait takes milliseconds.
    ///
    /// - Returns: Whether the element exists.
    public func waitForExistence(timeout: TimeInterval) -> Bool {
        ManualClock.wait(timeout: timeout) { exists }
    }

    /// Waits, as `waitForExistence(timeout:)` does, until the element no longer exists.
    public func waitForNonExistence(timeout: TimeInterval) -> Bool {
        ManualClock.wait(timeout: timeout) { !exists }
    }

    /// Waits, as `waitForExistence(timeout:)` does, until the attribute at `keyPath` equals `expectedValue`.
    ///
    /// ```swift
    /// XCTAssertTrue(app.buttons["Save"].wait(for: \.isEnabled, toEqual: true, timeout: 2))
    /// ```
    public func wait<Value: Equatable>(for keyPath: KeyPath<XCUIElement, Value>, toEqual expectedValue: Value,
                                       timeout: TimeInterval) -> Bool {
        ManualClock.wait(timeout: timeout) { self[keyPath: keyPath] == expectedValue }
    }

    // MARK: Queries from the element

    /// The elements of `type` anywhere under this element.
    public func descendants(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: owningApplication, description: "Descendants matching type \(type.name) of \(elementDescription)") { [self] in
            (nodes().first?.descendants ?? []).filter { $0.matches(type) }
        }
    }

    /// The elements of `type` directly under this element.
    public func children(matching type: XCUIElement.ElementType) -> XCUIElementQuery {
        XCUIElementQuery(application: owningApplication, description: "Children matching type \(type.name) of \(elementDescription)") { [self] in
            (nodes().first?.children ?? []).filter { $0.matches(type) }
        }
    }

    // MARK: Actions

    /// Taps the element's center, scrolling it into view first as XCTest does.
    public func tap() {
        withHittablePoint(for: "tap") { window, point in window.tap(at: point) }
    }

    /// Taps the element's center twice.
    public func doubleTap() {
        withHittablePoint(for: "double tap") { window, point in window.doubleTap(at: point) }
    }

    /// Taps the element with two fingers at once, either side of its center.
    public func twoFingerTap() {
        withHittablePoint(for: "two-finger tap") { window, point in
            let left = CGPoint(x: point.x - 10, y: point.y), right = CGPoint(x: point.x + 10, y: point.y)
            window.multiTouch(paths: [[left, left], [right, right]], duration: 0.05)
        }
    }

    /// Holds a finger on the element's center for `duration` seconds.
    public func press(forDuration duration: TimeInterval) {
        withHittablePoint(for: "press") { window, point in window.longPress(at: point, duration: duration) }
    }

    /// Holds a finger on the element for `duration` seconds, then drags it to `otherElement`'s center.
    public func press(forDuration duration: TimeInterval, thenDragTo otherElement: XCUIElement) {
        withHittablePoint(for: "press and drag") { window, point in
            guard let target = otherElement.resolved(for: "drag to \(otherElement.elementDescription)") else { return }
            window.press(at: point, forDuration: duration, thenDragTo: CGPoint(x: target.frame.midX, y: target.frame.midY))
        }
    }

    /// Swipes across the element upwards.
    public func swipeUp() { swipe(dx: 0, dy: -1) }
    /// Swipes across the element downwards.
    public func swipeDown() { swipe(dx: 0, dy: 1) }
    /// Swipes across the element leftwards.
    public func swipeLeft() { swipe(dx: -1, dy: 0) }
    /// Swipes across the element rightwards.
    public func swipeRight() { swipe(dx: 1, dy: 0) }

    private func swipe(dx: CGFloat, dy: CGFloat) {
        withHittablePoint(for: "swipe") { window, point in
            guard let frame = nodes().first?.frame else { return }
            let reach = CGVector(dx: dx * frame.width * 0.4, dy: dy * frame.height * 0.4)
            window.swipe(from: CGPoint(x: point.x - reach.dx, y: point.y - reach.dy), to: CGPoint(x: point.x + reach.dx, y: point.y + reach.dy))
        }
    }

    /// Two fingers pinching on the element: apart for a scale above 1, together below. `velocity` is in scale
    /// factor per second and sets how long the pinch takes.
    public func pinch(withScale scale: CGFloat, velocity: CGFloat) {
        withHittablePoint(for: "pinch") { window, point in
            let duration = velocity == 0 ? 0.3 : min(max(abs(scale - 1) / abs(velocity), 0.05), 5)
            window.pinch(at: point, scale: scale, duration: duration)
        }
    }

    /// Two fingers rotating on the element by `rotation` radians at `velocity` radians per second.
    public func rotate(_ rotation: CGFloat, withVelocity velocity: CGFloat) {
        withHittablePoint(for: "rotate") { window, point in
            let duration = velocity == 0 ? 0.3 : min(max(abs(rotation / velocity), 0.05), 5)
            window.rotate(at: point, radians: rotation, duration: duration)
        }
    }

    /// Types `text` into the element, which must have keyboard focus (tap a text field first), as in XCTest.
    public func typeText(_ text: String) {
        guard let node = resolved(for: "type into \(elementDescription)"), let view = node.touchedView, let window = view.window else { return }
        guard let responder = UIResponder.currentFirstResponder as? UIView, responder === view || responder.isDescendant(of: view) else {
            return UITestFailure.record("Failed to type into \(elementDescription): Neither element nor any descendant has keyboard focus.")
        }
        window.type(text)
        ManualClock.settle()
    }

    /// Drags a slider's thumb to `normalizedSliderPosition`, from 0 (its minimum) to 1 (its maximum).
    public func adjust(toNormalizedSliderPosition normalizedSliderPosition: CGFloat) {
        guard let node = resolved(for: "adjust \(elementDescription)"), let window = node.view?.window else { return }
        guard let slider = node.view as? UISlider else {
            return UITestFailure.record("Failed to adjust \(elementDescription): it is a \(node.elementType.name), not a Slider.")
        }
        let position = min(max(normalizedSliderPosition, 0), 1)
        let track = slider.trackRect(forBounds: slider.bounds)
        func thumbCenter(_ value: Float) -> CGPoint {
            let thumb = slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: value)
            return slider.convert(CGPoint(x: thumb.midX, y: thumb.midY), to: window)
        }
        let target = slider.minimumValue + Float(position) * (slider.maximumValue - slider.minimumValue)
        window.drag(from: thumbCenter(slider.value), to: thumbCenter(target))
        ManualClock.settle()
    }

    /// Turns a picker wheel to the row whose title is `pickerWheelValue`, as a person turning it would: the wheel
    /// settles there and the picker's delegate hears of the selection.
    public func adjust(toPickerWheelValue pickerWheelValue: String) {
        guard let node = resolved(for: "adjust \(elementDescription)") else { return }
        guard let wheel = node.view as? PickerWheel else {
            return UITestFailure.record("Failed to adjust \(elementDescription): it is a \(node.elementType.name), not a PickerWheel.")
        }
        let titles = (0..<wheel.rowCount).map { wheel.accessibilityTitle(of: $0) ?? "" }
        guard let row = titles.firstIndex(of: pickerWheelValue) else {
            return UITestFailure.record("Failed to adjust \(elementDescription) to \"\(pickerWheelValue)\": the wheel's values are "
                                        + titles.map { "\"\($0)\"" }.joined(separator: ", ") + ".")
        }
        wheel.turn(to: row, animated: true, notifying: true)
        ManualClock.settle()
    }

    /// A point at `normalizedOffset` of the element's frame: (0, 0) its top left, (1, 1) its bottom right.
    public func coordinate(withNormalizedOffset normalizedOffset: CGVector) -> XCUICoordinate {
        XCUICoordinate(element: self, normalizedOffset: normalizedOffset, pointsOffset: .zero)
    }

    // MARK: Screenshots

    /// The element as it is on screen now.
    public func screenshot() -> XCUIScreenshot {
        guard let node = resolved(for: "take a screenshot of \(elementDescription)") else { return XCUIScreenshot(image: UIImage()) }
        let windows = node.touchedView?.window.map { [$0] } ?? owningApplication.windows
        guard let window = windows.last else { return XCUIScreenshot(image: UIImage()) }
        let image = window.snapshotImage()
        guard node.touchedView != nil else { return XCUIScreenshot(image: image) }
        let frame = node.frame, scale = image.scale
        let pixels = CGRect(x: frame.minX * scale, y: frame.minY * scale, width: frame.width * scale, height: frame.height * scale)
        return XCUIScreenshot(image: image.cgImage?.cropping(to: pixels.integral).map { UIImage(cgImage: $0, scale: scale, orientation: .up) } ?? image)
    }

    // MARK: Description

    /// The element's subtree, one line an element, indented, as XCTest prints it.
    public override var debugDescription: String {
        MainActor.assumeIsolated {
            guard let node = nodes().first else { return "\(elementDescription): no matches" }
            return "Attributes: \(node.summary)\nElement subtree:\n" + node.tree(depth: 0).map { " →" + $0 }.joined(separator: "\n")
        }
    }

    /// Resolves the element, scrolls it into view when a scroll view holds it, and runs `body` with its window and
    /// center, or fails the test when it cannot be hit.
    func withHittablePoint(for action: String, _ body: (UIWindow, CGPoint) -> Void) {
        guard let node = resolved(for: "\(action) \(elementDescription)") else { return }
        guard let view = node.touchedView, let window = view.window else {
            return UITestFailure.record("Failed to \(action) \(elementDescription): it is not in a window.")
        }
        scrollIntoView(view, in: window)
        let frame = node.frame
        let center = CGPoint(x: frame.midX, y: frame.midY)
        guard Self.isHittable(node) else {
            return UITestFailure.record("Failed to \(action) \(elementDescription): the element is not hittable at \(center).")
        }
        body(window, center)
        ManualClock.settle()
    }

    private func scrollIntoView(_ view: UIView, in window: UIWindow) {
        var container = view.superview
        while let current = container {
            if let scrollView = current as? UIScrollView {
                let rect = view.convert(view.bounds, to: scrollView)
                let visible = CGRect(origin: scrollView.contentOffset, size: scrollView.bounds.size)
                if !visible.contains(rect) { scrollView.scrollRectToVisible(rect, animated: false); window.layoutIfNeeded() }
            }
            container = current.superview
        }
    }
}
