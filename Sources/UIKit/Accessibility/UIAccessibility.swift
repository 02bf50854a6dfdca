import Foundation

/// Talks to assistive technologies: posts what changed on screen, and tells which accessibility features are on.
///
/// No assistive technology runs on Linux: no VoiceOver, Switch Control or Guided Access, and no accessibility settings
/// to read. So the features report what an iPhone reports with them all switched off, as it ships, and their
/// status-change notifications are never posted. Notifications posted with `post(notification:argument:)` reach no
/// screen reader; they are kept for tests, which see them through UIKitTesting's
/// `recordAccessibilityNotifications(during:)`, as VoiceOver would hear them.
@preconcurrency @MainActor
public enum UIAccessibility {
    /// Tells assistive technologies that something changed: the screen, its layout, a page, or an announcement to speak.
    ///
    /// - Parameters:
    ///   - notification: What changed.
    ///   - argument: The element to move to (`.screenChanged`, `.layoutChanged`), the string to speak (`.announcement`)
    ///     or the page's description (`.pageScrolled`); nil for the default.
    public static func post(notification: UIAccessibility.Notification, argument: Any?) {
        for observer in AccessibilityPostings.observers.values {
            observer(notification, argument)
        }
    }

    /// Whether VoiceOver is on: never, on Linux.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: never, on Linux.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether the Reduce Motion setting is on; off, as an iPhone ships.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether the Reduce Transparency setting is on; off, as an iPhone ships.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether the Bold Text setting is on; off, as an iPhone ships.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether the Increase Contrast setting is on; off, as an iPhone ships.
    public static var isDarkerSystemColorsEnabled: Bool { false }
    /// Whether Classic or Smart Invert is on; off, as an iPhone ships.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether the Grayscale filter is on; off, as an iPhone ships.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Mono Audio is on; off, as an iPhone ships.
    public static var isMonoAudioEnabled: Bool { false }
    /// Whether Closed Captions + SDH is on; off, as an iPhone ships.
    public static var isClosedCaptioningEnabled: Bool { false }
    /// Whether Guided Access is on; off, as an iPhone ships.
    public static var isGuidedAccessEnabled: Bool { false }
    /// Whether Speak Selection is on; off, as an iPhone ships.
    public static var isSpeakSelectionEnabled: Bool { false }
    /// Whether Speak Screen is on; off, as an iPhone ships.
    public static var isSpeakScreenEnabled: Bool { false }
    /// Whether Shake to Undo is on; on, as an iPhone ships.
    public static var isShakeToUndoEnabled: Bool { true }
    /// Whether On/Off Labels is on; off, as an iPhone ships.
    public static var isOnOffSwitchLabelsEnabled: Bool { false }
    /// Whether Button Shapes is on; off, as an iPhone ships.
    public static var buttonShapesEnabled: Bool { false }
    /// Whether Differentiate Without Color is on; off, as an iPhone ships.
    public static var shouldDifferentiateWithoutColor: Bool { false }
    /// Whether Video Autoplay is on; on, as an iPhone ships.
    public static var isVideoAutoplayEnabled: Bool { true }

    // The notifications UIKit posts when a setting or an assistive technology is switched; none is switched here.
    public nonisolated static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    public nonisolated static let switchControlStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySwitchControlStatusDidChangeNotification")
    public nonisolated static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    public nonisolated static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    public nonisolated static let boldTextStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityBoldTextStatusDidChangeNotification")
    public nonisolated static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")
    public nonisolated static let invertColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityInvertColorsStatusDidChangeNotification")
    public nonisolated static let grayscaleStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGrayscaleStatusDidChangeNotification")
    public nonisolated static let monoAudioStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityMonoAudioStatusDidChangeNotification")
    public nonisolated static let closedCaptioningStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityClosedCaptioningStatusDidChangeNotification")
    public nonisolated static let guidedAccessStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityGuidedAccessStatusDidChangeNotification")
    public nonisolated static let speakSelectionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakSelectionStatusDidChangeNotification")
    public nonisolated static let speakScreenStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilitySpeakScreenStatusDidChangeNotification")
    public nonisolated static let shakeToUndoDidChangeNotification = Foundation.Notification.Name("UIAccessibilityShakeToUndoDidChangeNotification")
    public nonisolated static let onOffSwitchLabelsDidChangeNotification = Foundation.Notification.Name("UIAccessibilityOnOffSwitchLabelsDidChangeNotification")
    public nonisolated static let buttonShapesEnabledStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityButtonShapesEnabledStatusDidChangeNotification")
    public nonisolated static let differentiateWithoutColorDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDifferentiateWithoutColorDidChangeNotification")
    public nonisolated static let videoAutoplayStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVideoAutoplayStatusDidChangeNotification")
    /// Posted by UIKit after VoiceOver finishes an announcement; VoiceOver never speaks here, so it is never posted.
    public nonisolated static let announcementDidFinishNotification = Foundation.Notification.Name("UIAccessibilityAnnouncementDidFinishNotification")
    /// Posted when VoiceOver's focus moves to an element; never posted here.
    public nonisolated static let elementFocusedNotification = Foundation.Notification.Name("UIAccessibilityElementFocusedNotification")
}
