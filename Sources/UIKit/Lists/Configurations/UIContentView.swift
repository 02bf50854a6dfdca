import Foundation

/// A view that shows a content configuration; setting `configuration` shows the new one.
@preconcurrency @MainActor
public protocol UIContentView: NSObjectProtocol {
    var configuration: any UIContentConfiguration { get set }
    /// Whether the view can show `configuration` in place of its own, so a cell can keep it rather than make another.
    func supports(_ configuration: any UIContentConfiguration) -> Bool
}

extension UIContentView {
    public func supports(_ configuration: any UIContentConfiguration) -> Bool { true }
}
