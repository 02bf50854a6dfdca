import Foundation

/// The domain of scene errors.
public let UISceneErrorDomain = "UISceneErrorDomain"

/// An error UIKit gives a scene request's error handler.
public struct UISceneError: CustomNSError, Hashable, Sendable {
    /// Why a scene request failed; Apple's raw values.
    public enum Code: Int, Sendable, Hashable {
        /// The app does not support multiple scenes (`UIApplicationSupportsMultipleScenes` is not true).
        case multipleScenesNotSupported = 0
        /// The request was denied.
        case requestDenied = 1
        case geometryRequestUnsupported = 100
        case geometryRequestDenied = 101
    }

    public let code: Code

    public init(_ code: Code) { self.code = code }

    public static var errorDomain: String { UISceneErrorDomain }
    public var errorCode: Int { code.rawValue }

    public var errorUserInfo: [String: Any] {
        let description = switch code {
        case .multipleScenesNotSupported: "The application does not support multiple scenes."
        case .requestDenied: "The scene request was denied."
        case .geometryRequestUnsupported: "The geometry request is not supported."
        case .geometryRequestDenied: "The geometry request was denied."
        }
        return [NSLocalizedDescriptionKey: description]
    }

    public static var multipleScenesNotSupported: Code { .multipleScenesNotSupported }
    public static var requestDenied: Code { .requestDenied }
    public static var geometryRequestUnsupported: Code { .geometryRequestUnsupported }
    public static var geometryRequestDenied: Code { .geometryRequestDenied }
}
