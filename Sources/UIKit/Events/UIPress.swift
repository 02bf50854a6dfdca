import CoreGraphics
import Foundation

/// A press of a physical button: here, a key of the keyboard.
@preconcurrency @MainActor
open class UIPress: NSObject {
    open internal(set) var phase: Phase
    open internal(set) var timestamp: TimeInterval
    open internal(set) var type: PressType
    open internal(set) var key: UIKey?
    open internal(set) weak var window: UIWindow?
    /// The responder the press was first sent to.
    open internal(set) weak var responder: UIResponder?
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// Keys are either pressed or not.
    open var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

    package init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow?, responder: UIResponder?) {
        self.key = key
        self.phase = phase
        self.timestamp = timestamp
        self.window = window
        self.responder = responder
        type = switch key.keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardReturnOrEnter, .keypadEnter: .select
        case .keyboardEscape: .menu
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        default: .select
        }
        super.init()
    }
}
