import CoreGraphics
import Foundation

/// An entry of UIKit's graphics context stack whose context is made only when drawing code asks for it.
///
/// Every view is offered a chance to draw, but most never touch a context;
/// those get no backing store at all, which is what Apple's UIKit achieves by
/// checking whether a subclass overrides `draw(_:)`.
package final class UIGraphicsContextSlot {
    private var make: (() -> CGContext?)?
    package private(set) var materialized: CGContext?

    package init(_ make: @escaping () -> CGContext?) {
        self.make = make
    }

    /// The scale of an image context from `UIGraphicsBeginImageContextWithOptions`; nil for other contexts.
    package private(set) var imageScale: CGFloat?

    package init(context: CGContext, imageScale: CGFloat? = nil) {
        materialized = context
        self.imageScale = imageScale
    }

    package var context: CGContext? {
        if let make {
            materialized = make()
            self.make = nil
        }
        return materialized
    }

    /// The slots pushed on one thread: as in UIKit, each thread has its own current context, so images and paths
    /// can be drawn off the main thread while views draw on it.
    private final class Stack {
        var slots: [UIGraphicsContextSlot] = []
    }

    /// The thread-specific slot holding each thread's stack, retained, and released when its thread ends. A POSIX key
    /// rather than `Thread.current.threadDictionary`, whose look-up every view's drawing paid for several times.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { stack in
            if let stack { Unmanaged<AnyObject>.fromOpaque(stack).release() }
        }
        return key
    }()

    private static var stack: Stack {
        if let stack = pthread_getspecific(key) { return Unmanaged<Stack>.fromOpaque(stack).takeUnretainedValue() }
        let stack = Stack()
        pthread_setspecific(key, Unmanaged.passRetained(stack).toOpaque())
        return stack
    }

    package static var current: UIGraphicsContextSlot? { stack.slots.last }

    package static func push(_ slot: UIGraphicsContextSlot) { stack.slots.append(slot) }

    package static func pop() { _ = stack.slots.popLast() }
}

/// The graphics context that drawing code draws into on this thread: a view's backing store inside `draw(_:)`, or a renderer's.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    UIGraphicsContextSlot.current?.context
}

/// Makes `context` the current graphics context of this thread.
public func UIGraphicsPushContext(_ context: CGContext) {
    UIGraphicsContextSlot.push(UIGraphicsContextSlot(context: context))
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
    UIGraphicsContextSlot.pop()
}
