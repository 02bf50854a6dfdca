import Foundation

/// A string that identifies an element to UI tests, never spoken to users: views, bar items and images have one.
@preconcurrency @MainActor
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

extension UIView: UIAccessibilityIdentification {}
extension UIBarItem: UIAccessibilityIdentification {}
extension UIImage: UIAccessibilityIdentification {}
