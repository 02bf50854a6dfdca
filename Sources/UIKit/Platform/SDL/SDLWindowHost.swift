@_implementationOnly import CSDL2
import CoreGraphics
import Foundation

/// A resizable SDL window that shows composited frames through a streaming texture.
///
/// Frames arrive as Cairo ARGB32 bitmaps, which are premultiplied BGRA in
/// memory: the same bytes as SDL's ARGB8888 on little-endian machines, so
/// presenting copies rows without converting pixels. The texture always
/// matches the frame's pixel size and is drawn 1:1, never scaled.
@MainActor
package final class SDLWindowHost: WindowHost {
    private var window: OpaquePointer?
    private var renderer: OpaquePointer?
    private var texture: OpaquePointer?
    private var textureWidth: Int32 = 0
    private var textureHeight: Int32 = 0

    /// The window's title bar text.
    package var title: String {
        didSet {
            if let window {
                SDL_SetWindowTitle(window, title)
            }
        }
    }

    /// Starts SDL's video and returns the driver it chose. When `DISPLAY` names an X display but SDL could only fall
    /// back to a driver that shows nothing, it tries twice more a moment later: an X server busy with other clients
    /// can refuse a connection for an instant.
    private static func startVideo() -> String? {
        for attempt in 0..<3 {
            guard SDL_InitSubSystem(SDL_INIT_VIDEO) == 0 else { return nil }
            let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
            let fellBack = ["offscreen", "dummy"].contains(driver) && SDL_GetHint(SDL_HINT_VIDEODRIVER) == nil
            guard fellBack, ProcessInfo.processInfo.environment["DISPLAY"]?.isEmpty == false, attempt < 2 else { return driver }
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            Thread.sleep(forTimeInterval: 0.1)
        }
        return nil
    }

    /// Opens a window of `size` points, or prints why it could not and returns nil.
    ///
    /// With no display, SDL would fall back to its `offscreen` or `dummy`
    /// driver; the host refuses those unless `SDL_VIDEODRIVER` names one.
    /// The corresponding C functions are `SDL_InitSubSystem`, `SDL_CreateWindow`
    /// and `SDL_CreateRenderer`; an accelerated renderer is preferred and the
    /// software one is the fallback.
    package init?(title: String, size: CGSize) {
        // A desktop app should neither keep the screen saver away, as SDL does for games by default…
        SDL_SetHint(SDL_HINT_VIDEO_ALLOW_SCREENSAVER, "1")
        // …nor turn off the desktop compositor while its window is open.
        SDL_SetHint(SDL_HINT_VIDEO_X11_NET_WM_BYPASS_COMPOSITOR, "0")
        // Touch screens and mice each become touches once: no mouse events made from fingers, no fingers from the mouse.
        SDL_SetHint(SDL_HINT_TOUCH_MOUSE_EVENTS, "0")
        SDL_SetHint(SDL_HINT_MOUSE_TOUCH_EVENTS, "0")
        // Closing the last window only asks to close it: the app ends when its last scene goes, and a scene that is
        // not closable (`UISceneWindowingBehaviors`) keeps it.
        SDL_SetHint(SDL_HINT_QUIT_ON_LAST_WINDOW_CLOSE, "0")
        guard let driver = Self.startVideo() else {
            Self.report("cannot initialize SDL video")
            return nil
        }
        // Without a display SDL quietly falls back to drivers that show nothing; those only count when asked for.
        guard !["offscreen", "dummy"].contains(driver) || SDL_GetHint(SDL_HINT_VIDEODRIVER) != nil else {
            Self.report("no display available; SDL could only start its \(driver) video driver (set SDL_VIDEODRIVER=\(driver) to use it anyway)",
                        includingSDLError: false)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return nil
        }
        let flags = SDL_WINDOW_RESIZABLE.rawValue | SDL_WINDOW_ALLOW_HIGHDPI.rawValue
        let centered = Int32(bitPattern: SDL_WINDOWPOS_CENTERED_MASK)
        guard let window = SDL_CreateWindow(title, centered, centered, Int32(size.width.rounded()), Int32(size.height.rounded()), flags) else {
            Self.report("cannot create a window")
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return nil
        }
        guard let renderer = SDL_CreateRenderer(window, -1, SDL_RENDERER_ACCELERATED.rawValue)
                ?? SDL_CreateRenderer(window, -1, SDL_RENDERER_SOFTWARE.rawValue) else {
            Self.report("cannot create a renderer")
            SDL_DestroyWindow(window)
            SDL_QuitSubSystem(SDL_INIT_VIDEO)
            return nil
        }
        self.window = window
        self.renderer = renderer
        self.title = title
        Self.open.append(WeakHost(self, id: SDL_GetWindowID(window)))
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetRendererOutputSize(renderer, &width, &height)
        guard makeTexture(width: width, height: height) else {
            Self.report("cannot create a \(width)x\(height) texture")
            close()
            return nil
        }
    }

    isolated deinit {
        close()
    }

    /// The drawable area in points, which is the window's size.
    package var size: CGSize {
        guard let window else { return .zero }
        var width: Int32 = 0
        var height: Int32 = 0
        SDL_GetWindowSize(window, &width, &height)
        return CGSize(width: Int(width), height: Int(height))
    }

    /// How many frames a second the window's display shows; 60 when SDL cannot tell.
    ///
    /// The corresponding C function is `SDL_GetCurrentDisplayMode`.
    package var refreshRate: Double {
        guard let window else { return 60 }
        var mode = SDL_DisplayMode()
        guard SDL_GetCurrentDisplayMode(SDL_GetWindowDisplayIndex(window), &mode) == 0, mode.refresh_rate > 0 else { return 60 }
        return Double(mode.refresh_rate)
    }

    /// Pixels per point: the drawable width over the window width (2 on a HiDPI display, 1 on X11).
    package var scale: CGFloat {
        guard let window, let renderer else { return 1 }
        var points: Int32 = 0
        var pixels: Int32 = 0
        SDL_GetWindowSize(window, &points, nil)
        SDL_GetRendererOutputSize(renderer, &pixels, nil)
        return points > 0 && pixels > 0 ? CGFloat(pixels) / CGFloat(points) : 1
    }

    /// SDL takes limits of 1 to 16,384 pixels on each side; beyond them a limit is lifted.
    ///
    /// The corresponding C functions are `SDL_SetWindowMinimumSize` and `SDL_SetWindowMaximumSize`.
    package func setSizeLimits(minimum: CGSize, maximum: CGSize) {
        guard let window else { return }
        func pixels(_ length: CGFloat, lifted: Int32) -> Int32 {
            length.isFinite && length >= 1 && length <= 16_384 ? Int32(length.rounded()) : lifted
        }
        SDL_SetWindowMinimumSize(window, pixels(minimum.width, lifted: 1), pixels(minimum.height, lifted: 1))
        SDL_SetWindowMaximumSize(window, pixels(maximum.width, lifted: 16_384), pixels(maximum.height, lifted: 16_384))
    }

    /// Uploads the `damage` rects (in pixels) of `frame` and presents the whole texture.
    ///
    /// `frame` must be a Cairo ARGB32 bitmap (`.premultipliedFirst` or
    /// `.noneSkipFirst` with `.byteOrder32Little`), as the compositor makes.
    /// When the frame's size changed the texture is recreated and the whole
    /// frame uploaded, since a new texture holds nothing yet. The
    /// corresponding C functions are `SDL_UpdateTexture`, `SDL_RenderCopy`
    /// and `SDL_RenderPresent`.
    package func present(_ frame: CGContext, damage: [CGRect]) {
        precondition(frame.bitsPerPixel == 32 && frame.bitmapInfo.contains(.byteOrder32Little)
                     && (frame.alphaInfo == .premultipliedFirst || frame.alphaInfo == .noneSkipFirst),
                     "frames must be in the compositor's format, Cairo ARGB32 (premultiplied first, 32-bit little-endian)")
        guard let renderer, let pixels = frame.data else { return }
        let width = Int32(frame.width)
        let height = Int32(frame.height)
        let bounds = CGRect(x: 0, y: 0, width: Int(width), height: Int(height))
        var uploads = damage
        if texture == nil || width != textureWidth || height != textureHeight {
            guard makeTexture(width: width, height: height) else { return }
            uploads = [bounds]
        }
        for rect in uploads {
            let area = rect.integral.intersection(bounds)
            guard !area.isEmpty else { continue }
            var region = SDL_Rect(x: Int32(area.minX), y: Int32(area.minY), w: Int32(area.width), h: Int32(area.height))
            let start = pixels + Int(region.y) * frame.bytesPerRow + Int(region.x) * 4
            SDL_UpdateTexture(texture, &region, start, Int32(frame.bytesPerRow))
        }
        // Clearing keeps stale pixels out of any part of the window the frame does not cover.
        SDL_SetRenderDrawColor(renderer, 0, 0, 0, 255)
        SDL_RenderClear(renderer)
        var target = SDL_Rect(x: 0, y: 0, w: width, h: height)
        SDL_RenderCopy(renderer, texture, nil, &target)
        SDL_RenderPresent(renderer)
    }

    /// Waits at most `timeout` seconds (forever if `.infinity`) for an event, then drains the queue, and returns
    /// the events of this window.
    ///
    /// SDL has one event queue for all its windows: every host sorts what it drains by window ID into the queues of
    /// the open hosts, so with several windows the first host's wait serves them all, and a host that already has
    /// events waiting does not wait. Events of no window (quitting, low memory) go to the oldest host. The left mouse
    /// button and fingers on a touch screen become touch samples. Repeats of a window event already in a batch are
    /// dropped, so a burst of exposures reports one `.exposed`. The corresponding C functions are
    /// `SDL_WaitEventTimeout` and `SDL_PollEvent`.
    package func waitForEvents(timeout: Double) -> [PlatformEvent] {
        let waiting = Self.open.contains { !($0.host?.pending.isEmpty ?? true) }
        let milliseconds: Int32
        if waiting {
            milliseconds = 0
        } else if timeout == .infinity {
            milliseconds = -1  // SDL's "forever"
        } else if timeout > 0 {
            // A day stands in for any longer finite wait, which would overflow SDL's milliseconds.
            milliseconds = Int32((min(timeout, 86_400) * 1000).rounded(.up))
        } else {
            milliseconds = 0
        }
        var event = SDL_Event()
        if SDL_WaitEventTimeout(&event, milliseconds) == 1 {
            repeat {
                let host = Self.host(for: event) ?? self
                guard let translated = host.translate(event) else { continue }
                if case .touches = translated {
                    host.pending.append(translated)
                } else if !host.pending.contains(translated) {
                    host.pending.append(translated)
                }
            } while SDL_PollEvent(&event) == 1
        }
        defer { pending.removeAll() }
        return pending
    }

    /// Events drained for this window and not yet returned by `waitForEvents(timeout:)`.
    private var pending: [PlatformEvent] = []

    private final class WeakHost {
        weak var host: SDLWindowHost?
        let id: UInt32
        init(_ host: SDLWindowHost, id: UInt32) {
            self.host = host
            self.id = id
        }
    }

    /// The open hosts, oldest first, with their SDL window IDs.
    private static var open: [WeakHost] = []

    /// The open host an event belongs to: the window it names, the one with keyboard focus for events that name
    /// none (fingers), the oldest for events of no window at all; nil for a window that is not a host's.
    private static func host(for event: SDL_Event) -> SDLWindowHost? {
        open.removeAll { $0.host == nil }
        switch windowID(of: event) {
        case nil:
            return open.first?.host
        case 0?:
            let focus = SDL_GetKeyboardFocus().map { SDL_GetWindowID($0) }
            return open.first { $0.id == focus }?.host ?? open.first?.host
        case let id?:
            return open.first { $0.id == id }?.host
        }
    }

    /// The window an event happened in; nil for events of no window (quitting, low memory).
    private static func windowID(of event: SDL_Event) -> UInt32? {
        switch event.type {
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue: event.button.windowID
        case SDL_MOUSEMOTION.rawValue: event.motion.windowID
        case SDL_MOUSEWHEEL.rawValue: event.wheel.windowID
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue: event.key.windowID
        case SDL_TEXTINPUT.rawValue: event.text.windowID
        case SDL_TEXTEDITING.rawValue: event.edit.windowID
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue: event.tfinger.windowID
        case SDL_WINDOWEVENT.rawValue: event.window.windowID
        default: nil
        }
    }

    /// Destroys the texture, renderer and window; closing again does nothing.
    package func close() {
        guard let window else { return }
        if let texture {
            SDL_DestroyTexture(texture)
        }
        if let renderer {
            SDL_DestroyRenderer(renderer)
        }
        Self.open.removeAll { $0.host === self || $0.host == nil }
        SDL_DestroyWindow(window)
        SDL_QuitSubSystem(SDL_INIT_VIDEO)
        texture = nil
        renderer = nil
        self.window = nil
    }

    /// The platform event for `event`, or nil for events UIKit does not use.
    private func translate(_ event: SDL_Event) -> PlatformEvent? {
        switch event.type {
        case SDL_QUIT.rawValue:
            return .quit
        case SDL_APP_LOWMEMORY.rawValue:
            return .memoryWarning
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            // Events SDL made from fingers carry the touch mouse id; the finger events themselves count instead.
            guard event.button.which != Self.touchMouseID, event.button.button == UInt8(SDL_BUTTON_LEFT) else { return nil }
            let location = CGPoint(x: Int(event.button.x), y: Int(event.button.y))
            let down = event.type == SDL_MOUSEBUTTONDOWN.rawValue
            return .touches([TouchSample(id: Self.mouseFinger, phase: down ? .began : .ended, location: location,
                                         tapCount: down ? Int(event.button.clicks) : nil)])
        case SDL_MOUSEMOTION.rawValue:
            guard event.motion.which != Self.touchMouseID else { return nil }
            let location = CGPoint(x: Int(event.motion.x), y: Int(event.motion.y))
            guard event.motion.state & 1 != 0 else { return .hover(location) }
            return .touches([TouchSample(id: Self.mouseFinger, phase: .moved, location: location)])
        case SDL_MOUSEWHEEL.rawValue:
            guard event.wheel.which != Self.touchMouseID else { return nil }
            // A notch moves content 40 points; wheel up (positive y) shows what is above, as a finger moving down.
            let flip: CGFloat = event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
            var x: Int32 = 0, y: Int32 = 0
            SDL_GetMouseState(&x, &y)
            // Ctrl with the wheel zooms, as in desktop apps: each notch away from the user is 10 % closer.
            if SDL_GetModState().rawValue & KMOD_CTRL.rawValue != 0 {
                return .zoom(scale: pow(1.1, CGFloat(event.wheel.preciseY) * flip), location: CGPoint(x: Int(x), y: Int(y)))
            }
            return .scroll(delta: CGPoint(x: -CGFloat(event.wheel.preciseX) * 40 * flip, y: CGFloat(event.wheel.preciseY) * 40 * flip),
                           location: CGPoint(x: Int(x), y: Int(y)), continuous: false)
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            return .key(KeySample(usage: Int(event.key.keysym.scancode.rawValue), down: event.type == SDL_KEYDOWN.rawValue,
                                  modifiers: Self.modifiers(event.key.keysym.mod), isRepeat: event.key.repeat != 0))
        case SDL_TEXTINPUT.rawValue:
            return .text(withUnsafeBytes(of: event.text.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) })
        case SDL_TEXTEDITING.rawValue:
            let text = withUnsafeBytes(of: event.edit.text) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            return .composition(text, cursor: Int(event.edit.start))
        case SDL_FINGERDOWN.rawValue, SDL_FINGERMOTION.rawValue, SDL_FINGERUP.rawValue:
            // Fingers SDL made from the mouse carry the mouse touch id; the mouse events themselves count instead.
            guard event.tfinger.touchId != Int64(-1) else { return nil }
            let size = self.size
            let location = CGPoint(x: CGFloat(event.tfinger.x) * size.width, y: CGFloat(event.tfinger.y) * size.height)
            let phase: TouchSample.Phase = switch event.type {
            case SDL_FINGERDOWN.rawValue: .began
            case SDL_FINGERUP.rawValue: .ended
            default: .moved
            }
            return .touches([TouchSample(id: Int(truncatingIfNeeded: event.tfinger.fingerId), phase: phase, location: location)])
        case SDL_WINDOWEVENT.rawValue where event.window.windowID == SDL_GetWindowID(window):
            switch UInt32(event.window.event) {
            case SDL_WINDOWEVENT_CLOSE.rawValue:
                return .close
            case SDL_WINDOWEVENT_SIZE_CHANGED.rawValue:
                return .resized(size: CGSize(width: Int(event.window.data1), height: Int(event.window.data2)), scale: scale)
            case SDL_WINDOWEVENT_EXPOSED.rawValue:
                return .exposed
            case SDL_WINDOWEVENT_LEAVE.rawValue:
                return .hover(nil)
            default:
                return nil
            }
        default:
            return nil
        }
    }

    /// UIKit's modifier flags for SDL's: Control is Command, as Linux shortcuts use Control where iPadOS uses
    /// Command, and the Super (logo) key is Control.
    private static func modifiers(_ mod: UInt16) -> UIKeyModifierFlags {
        var flags: UIKeyModifierFlags = []
        let mod = UInt32(mod)
        if mod & KMOD_SHIFT.rawValue != 0 { flags.insert(.shift) }
        if mod & KMOD_CTRL.rawValue != 0 { flags.insert(.command) }
        if mod & KMOD_GUI.rawValue != 0 { flags.insert(.control) }
        if mod & KMOD_ALT.rawValue != 0 { flags.insert(.alternate) }
        if mod & KMOD_CAPS.rawValue != 0 { flags.insert(.alphaShift) }
        return flags
    }

    /// Starts or stops SDL's text input (and an input method's composition window) as text editing begins and ends.
    ///
    /// The corresponding C functions are `SDL_StartTextInput` and `SDL_StopTextInput`.
    package func setAcceptsText(_ acceptsText: Bool) {
        if acceptsText { SDL_StartTextInput() } else { SDL_StopTextInput() }
    }

    /// The finger number of the left mouse button, which no touch screen uses.
    private static let mouseFinger = Int.min
    /// SDL's `SDL_TOUCH_MOUSEID`, `(Uint32)-1`, which does not import.
    private static let touchMouseID = UInt32.max

    /// Replaces the texture with an ARGB8888 streaming texture of the given pixel size.
    private func makeTexture(width: Int32, height: Int32) -> Bool {
        if let texture {
            SDL_DestroyTexture(texture)
        }
        texture = SDL_CreateTexture(renderer, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_STREAMING.rawValue), max(width, 1), max(height, 1))
        textureWidth = width
        textureHeight = height
        // The frame is already composited; the texture replaces what is below it.
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_NONE)
        return texture != nil
    }

    private static func report(_ problem: String, includingSDLError: Bool = true) {
        let message = includingSDLError ? "Casement: \(problem): \(String(cString: SDL_GetError()))\n" : "Casement: \(problem)\n"
        FileHandle.standardError.write(Data(message.utf8))
    }
}
