/// The system's text clipboard, behind `UIPasteboard.general`.
package protocol Clipboard: AnyObject, Sendable {
    var text: String? { get set }
}
