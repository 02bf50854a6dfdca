@_implementationOnly import CSDL2
import Synchronization

/// The desktop's clipboard while SDL's video subsystem runs (a window is open), so text copied in the app pastes in
/// other apps and back; without a window, a clipboard of this process alone, as headless tests want.
package final class SDLClipboard: Clipboard {
    private let local = Mutex<String?>(nil)

    package init() {}

    /// The corresponding C functions are `SDL_GetClipboardText` and `SDL_SetClipboardText`.
    package var text: String? {
        get {
            guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return local.withLock { $0 } }
            guard SDL_HasClipboardText() == SDL_TRUE, let pointer = SDL_GetClipboardText() else { return nil }
            defer { SDL_free(pointer) }
            return String(cString: pointer)
        }
        set {
            guard SDL_WasInit(SDL_INIT_VIDEO) != 0 else { return local.withLock { $0 = newValue } }
            SDL_SetClipboardText(newValue ?? "")
        }
    }
}
