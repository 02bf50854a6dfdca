import CoreGraphics
import Foundation

/// Something a view draws that assistive technologies and UI tests should see as an element of its own: a segment
/// of a control, a bar of a chart. The container lists it in its `accessibilityElements`.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification {
    /// The view or element that holds this one.
    open weak var accessibilityContainer: AnyObject?
    open var isAccessibilityElement = true
    open var accessibilityLabel: String?
    open var accessibilityHint: String?
    open var accessibilityValue: String?
    open var accessibilityTraits: UIAccessibilityTraits = .none
    open var accessibilityIdentifier: String?
    open var accessibilityLanguage: String?
    /// Actions assistive technologies offer on the element besides activating it.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?

    private var fixedFrame: CGRect?

    /// The element's frame in its container view's coordinates; setting it makes `accessibilityFrame` follow the view
    /// as it moves.
    open var accessibilityFrameInContainerSpace: CGRect = .zero {
        didSet { fixedFrame = nil }
    }

    /// The element's frame in screen coordinates (the window's here): the container-space frame converted while the
    /// container is a view, or the frame set directly.
    open var accessibilityFrame: CGRect {
        get {
            if let fixedFrame { return fixedFrame }
            guard let view = accessibilityContainer as? UIView else { return accessibilityFrameInContainerSpace }
            return view.window.map { view.convert(accessibilityFrameInContainerSpace, to: $0) } ?? view.convert(accessibilityFrameInContainerSpace, to: nil)
        }
        set { fixedFrame = newValue }
    }

    /// Where VoiceOver activates the element: the middle of its frame.
    open var accessibilityActivationPoint: CGPoint {
        CGPoint(x: accessibilityFrame.midX, y: accessibilityFrame.midY)
    }

    /// An element inside `container`, a view or another element.
    public init(accessibilityContainer container: Any) {
        accessibilityContainer = container as AnyObject
        super.init()
    }
}
