import Foundation

/// Writes an app's Info.plist as Swift: iOS reads the file from the app bundle, and a build here has no bundle, so
/// the port compiles the dictionary into the app and registers it before the app starts.
public enum InfoPlistSource {
    /// The Swift source that gives `delegateClass`, the target's `@main` class, the dictionary of `plist` (the file's
    /// contents), which launches read. Throws when the file is not a property list of a dictionary.
    public static func swiftSource(plist: Data, delegateClass: String) throws -> String {
        let dictionary = try PropertyListSerialization.propertyList(from: plist, format: nil)
        guard let dictionary = dictionary as? [String: Any] else {
            throw CocoaError(.propertyListReadCorrupt, userInfo: [NSDebugDescriptionErrorKey: "Info.plist is not a dictionary"])
        }
        return """
            // casement-port: the app's Info.plist, which iOS reads from the app bundle, compiled into the app.
            import UIKit

            extension \(delegateClass): InfoPlistProviding {
                static var infoPlist: [String: Any] {
                    \(literal(dictionary, indent: "        "))
                }
            }

            """
    }

    /// `value` as a Swift literal of the same structure.
    private static func literal(_ value: Any, indent: String) -> String {
        switch value {
        case let string as String:
            return string.debugDescription
        case let bool as Bool:
            return bool ? "true" : "false"
        case let integer as Int:
            return String(integer)
        case let double as Double:
            return String(double)
        case let date as Date:
            return "Date(timeIntervalSinceReferenceDate: \(date.timeIntervalSinceReferenceDate))"
        case let data as Data:
            return "Data(base64Encoded: \(data.base64EncodedString().debugDescription))!"
        case let array as [Any]:
            guard !array.isEmpty else { return "[] as [Any]" }
            let inner = indent + "    "
            return "[\n" + array.map { inner + literal($0, indent: inner) + ",\n" }.joined() + indent + "] as [Any]"
        case let dictionary as [String: Any]:
            guard !dictionary.isEmpty else { return "[:] as [String: Any]" }
            let inner = indent + "    "
            return "[\n" + dictionary.keys.sorted().map { inner + $0.debugDescription + ": " + literal(dictionary[$0]!, indent: inner) + ",\n" }
                .joined() + indent + "] as [String: Any]"
        default:
            return String(describing: value).debugDescription
        }
    }
}
