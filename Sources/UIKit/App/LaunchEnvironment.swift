import Foundation

/// What the environment asks of any app as it launches: `CASEMENT_SCREENSHOT=FILE` renders the first window's first
/// settled frame to a PNG instead of opening a window; `CASEMENT_DEVICE=NAME` (a `DevicePreset` name, "iPhone 15"),
/// `CASEMENT_LANDSCAPE=1` and `CASEMENT_APPEARANCE=dark|light` choose the screen.
package struct LaunchEnvironment {
    package var screenshot: String?
    package var device: DevicePreset?
    package var landscape = false
    package var appearance: UIUserInterfaceStyle = .unspecified

    /// Reads the variables; throws the message to print when one has a value no app can use.
    package init(_ environment: [String: String]) throws(Problem) {
        if let file = environment["CASEMENT_SCREENSHOT"], !file.isEmpty { screenshot = file }
        if let name = environment["CASEMENT_DEVICE"], !name.isEmpty {
            guard let preset = DevicePreset.named(name) else {
                throw Problem("CASEMENT_DEVICE: no device named \"\(name)\"; the devices are: "
                              + DevicePreset.all.map(\.name).joined(separator: ", "))
            }
            device = preset
        }
        landscape = ["1", "true", "yes"].contains(environment["CASEMENT_LANDSCAPE"]?.lowercased() ?? "")
        switch environment["CASEMENT_APPEARANCE"]?.lowercased() {
        case nil, "": break
        case "dark": appearance = .dark
        case "light": appearance = .light
        case let other?: throw Problem("CASEMENT_APPEARANCE: \"\(other)\" is neither dark nor light")
        }
    }

    /// A variable whose value is wrong, in words for the terminal.
    package struct Problem: Error {
        package let message: String
        init(_ message: String) { self.message = message }
    }

    /// Puts the chosen device's screen and appearance in place, for the windows the app is about to make.
    @MainActor
    package func applyScreen() {
        if let device { UIScreen.main = device.screen(landscape: landscape) }
        if appearance != .unspecified { UIScreen.defaultInterfaceStyle = appearance }
    }
}
