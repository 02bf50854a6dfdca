import UIKit

/// An element's attributes and children as they were when the snapshot was taken: what `XCUIElement.snapshot()`
/// returns and what a block `NSPredicate` given to `matching(_:)` is evaluated with.
@preconcurrency @MainActor
public protocol XCUIElementSnapshot: XCUIElementAttributes {
    var children: [any XCUIElementSnapshot] { get }
}
