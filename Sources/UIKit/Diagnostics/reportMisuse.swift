import CoreGraphics

/// Reports API misuse the way UIKit logs it, without stopping the app; `exceptionName` names what iOS raises here, if it does.
package func reportMisuse(_ message: String, raising exceptionName: String? = nil) {
    MisuseReporter.report(message, raising: exceptionName)
}
