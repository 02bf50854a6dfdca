import Foundation

/// Who hears the notifications posted to assistive technologies: on Linux, only tests recording them.
@MainActor
package enum AccessibilityPostings {
    package static var observers: [UUID: (UIAccessibility.Notification, Any?) -> Void] = [:]
}
