import Foundation

/// The domain of the errors the font manager reports: "com.apple.CoreText.CTFontManagerErrorDomain".
/// Computed, since a string object is not `Sendable` here.
public var kCTFontManagerErrorDomain: CFString { "com.apple.CoreText.CTFontManagerErrorDomain" as CFString }

/// The user-info key of the URLs of the fonts an error is about.
public var kCTFontManagerErrorFontURLsKey: CFString { "CTFontManagerErrorFontURLs" as CFString }

/// Why the font manager could not register or unregister a font: the code of the `CFError` it reports, in
/// `kCTFontManagerErrorDomain`, with Apple's values.
public enum CTFontManagerError: CFIndex, Sendable {
    case fileNotFound = 101
    case insufficientPermissions = 102
    case unrecognizedFormat = 103
    case invalidFontData = 104
    case alreadyRegistered = 105
    case exceededResourceLimit = 106
    case assetNotFound = 107
    case notRegistered = 201
    case inUse = 202
    case systemRequired = 203
    case registrationFailed = 301
    case missingEntitlement = 302
    case insufficientInfo = 303
    case cancelledByUser = 304
    case duplicatedName = 305
    case invalidFilePath = 306
    case unsupportedScope = 307

    /// Reports this error through `error` as Apple's functions do: a retained `CFError` the caller releases, when
    /// the caller asked for it.
    func report(_ error: UnsafeMutablePointer<Unmanaged<CFError>?>?, font: String, url: URL? = nil) {
        guard let error else { return }
        var info: [String: Any] = [NSLocalizedDescriptionKey: "\(description) (\(font))"]
        if let url { info[kCTFontManagerErrorFontURLsKey as String] = [url] }
        error.pointee = Unmanaged.passRetained(CFError(domain: kCTFontManagerErrorDomain as String, code: rawValue, userInfo: info))
    }

    private var description: String {
        switch self {
        case .fileNotFound: "The file does not exist"
        case .unrecognizedFormat: "The file is not a recognized font file"
        case .invalidFontData: "The data is not a valid font"
        case .alreadyRegistered: "The font is already registered"
        case .notRegistered: "The font is not registered"
        default: "The font manager failed (\(rawValue))"
        }
    }
}
