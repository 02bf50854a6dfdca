import UIKit

// UIKit calls that real iOS apps make and that have no hardware or assistive technology behind them on a desktop:
// haptics, motion effects, accessibility announcements and settings, visual effects, boxed geometry.

public final class MessageComposerViewController: UIViewController {
    private let feedback = UIImpactFeedbackGenerator(style: .medium)
    private let selection = UISelectionFeedbackGenerator()
    public private(set) var reducesMotion = false
    public let blurView = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))

    public override func viewDidLoad() {
        super.viewDidLoad()
        blurView.frame = view.bounds
        blurView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(blurView)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        vibrancy.frame = blurView.contentView.bounds
        blurView.contentView.addSubview(vibrancy)

        let horizontal = UIInterpolatingMotionEffect(keyPath: "center.x", type: .tiltAlongHorizontalAxis)
        horizontal.minimumRelativeValue = -12
        horizontal.maximumRelativeValue = 12
        let group = UIMotionEffectGroup()
        group.motionEffects = [horizontal]
        view.addMotionEffect(group)

        view.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Send") { [weak self] _ in
            self?.send()
            return true
        }]
        view.layer.shouldRasterize = true
        view.layer.rasterizationScale = UIScreen.main.scale
        reducesMotion = UIAccessibility.isReduceMotionEnabled || UIAccessibility.isVoiceOverRunning
        feedback.prepare()
    }

    public func send() {
        feedback.impactOccurred()
        selection.selectionChanged()
        UINotificationFeedbackGenerator().notificationOccurred(.success)
        UIAccessibility.post(notification: .announcement, argument: "Sent")
        UIAccessibility.post(notification: .layoutChanged, argument: view)
    }

    public func savedFrames() -> [NSValue] {
        [NSValue(cgRect: view.frame), NSValue(cgPoint: view.center), NSValue(cgSize: CGSizeZero),
         NSValue(cgAffineTransform: view.transform), NSValue(uiEdgeInsets: view.safeAreaInsets)]
    }

    public func restore(from values: [NSValue]) {
        guard values.count == 5 else { return }
        view.transform = values[3].cgAffineTransformValue
        view.frame = values[0].cgRectValue
        let title = "Draft" as NSString
        _ = title.size(withAttributes: [.font: UIFont.systemFont(ofSize: 17)])
    }
}
