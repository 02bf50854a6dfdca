import Foundation
import UIKit

@MainActor
extension UIApplication {
    /// Every URL the app opened with `open(_:options:completionHandler:)`, oldest first: what a tapped link or a
    /// "Call" button opened. Without a native window nothing leaves the process, so tests can tap such things.
    /// Setting it (to `[]`, say) starts a new record.
    public var openedURLs: [URL] {
        get { openedURLRecord }
        set { openedURLRecord = newValue }
    }
}
