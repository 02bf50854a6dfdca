import Foundation
import UIKit

/// Runs `body` and returns the notifications posted to assistive technologies meanwhile, oldest first.
///
/// No screen reader runs on Linux to hear `UIAccessibility.post(notification:argument:)`; this is where a test
/// hears it instead:
///
/// ```swift
/// let posted = recordAccessibilityNotifications { controller.save() }
/// #expect(posted.map(\.notification) == [.announcement])
/// #expect(posted.first?.argument as? String == "Saved")
/// ```
@MainActor
public func recordAccessibilityNotifications(during body: () throws -> Void) rethrows -> [PostedAccessibilityNotification] {
    var posted: [PostedAccessibilityNotification] = []
    let key = UUID()
    AccessibilityPostings.observers[key] = { posted.append(PostedAccessibilityNotification(notification: $0, argument: $1)) }
    defer { AccessibilityPostings.observers[key] = nil }
    try body()
    return posted
}

/// Runs `body` and returns the notifications posted to assistive technologies meanwhile, including in update
/// cycles that run while it awaits.
@MainActor
public func recordAccessibilityNotifications(during body: () async throws -> Void) async rethrows -> [PostedAccessibilityNotification] {
    var posted: [PostedAccessibilityNotification] = []
    let key = UUID()
    AccessibilityPostings.observers[key] = { posted.append(PostedAccessibilityNotification(notification: $0, argument: $1)) }
    defer { AccessibilityPostings.observers[key] = nil }
    try await body()
    return posted
}
