@testable import UIKit

extension UIControl {
    /// Starts counting the `.valueChanged` actions the control sends; the result gives the count so far.
    func countingValueChanges() -> () -> Int {
        var count = 0
        addAction(UIAction { _ in count += 1 }, for: .valueChanged)
        return { count }
    }
}
