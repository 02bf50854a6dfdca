@_implementationOnly import CSDL2
import Foundation

/// Opens URLs in the desktop's browser, mail or phone app while SDL's video subsystem runs (a window is open);
/// without a window, as in headless tests, nothing leaves the process and the URL counts as opened.
package final class SDLURLOpener: URLOpener {
    package init() {}

    /// The corresponding C function is `SDL_OpenURL`.
    package func open(_ url: URL) -> Bool {
        guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return true }
        return SDL_OpenURL(url.absoluteString) == 0
    }
}
