import CoreGraphics

/// The platform services UIKit reaches through its seams.
///
/// Tests and screenshots use the same font engine and image codec as the
/// desktop: both work without a display.
package enum Platform {
    package static let fontEngine: any FontEngine = SDLFontEngine(fontDirectory: FontAssets.directory)
    package static let imageCodec: any ImageCodec = SDLImageCodec()
    package static let clipboard: any Clipboard = SDLClipboard()
    package static let urlOpener: any URLOpener = SDLURLOpener()

    /// Opens a native window, or returns nil with the reason printed when no display is available.
    @MainActor
    package static func makeWindowHost(title: String, size: CGSize) -> (any WindowHost)? {
        SDLWindowHost(title: title, size: size)
    }
}
