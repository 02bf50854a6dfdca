import CoreGraphics

/// An entry of UIKit's graphics context stack whose context is made only when drawing code asks for it.
///
/// Every view is offered a chance to draw, but most never touch a context;
/// those get no backing store at all, which is what Apple's UIKit achieves by
/// checking whether a subclass overrides `draw(_:)`.
@MainActor
package final class UIGraphicsContextSlot {
    private var make: (() -> CGContext?)?
    package private(set) var materialized: CGContext?

    package init(_ make: @escaping () -> CGContext?) {
        self.make = make
    }

    package init(context: CGContext) {
        materialized = context
    }

    package var context: CGContext? {
        if let make {
            materialized = make()
            self.make = nil
        }
        return materialized
    }

    private static var stack: [UIGraphicsContextSlot] = []

    package static var current: UIGraphicsContextSlot? { stack.last }

    package static func push(_ slot: UIGraphicsContextSlot) { stack.append(slot) }

    package static func pop() { _ = stack.popLast() }
}

/// The graphics context that drawing code draws into: a view's backing store inside `draw(_:)`, or a renderer's.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextSlot.current?.context
}

/// Makes `context` the current graphics context.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextSlot.push(UIGraphicsContextSlot(context: context))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
@MainActor
public func UIGraphicsPopContext() {
    UIGraphicsContextSlot.pop()
}
