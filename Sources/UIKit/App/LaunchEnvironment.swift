import Foundation

/// What the environment asks of any app as it launches: `CASEMENT_SCREENSHOT=FILE` renders the first window's first
/// settled frame to a PNG instead of opening a window; `CASEMENT_DEVICE=NAME` (a `DevicePreset` name, "iPhone 15"),
/// `CASEMENT_LANDSCAPE=1` and `CASEMENT_APPEARANCE=dark|light` choose the screen; `CASEMENT_CONTENT_SIZE` the text
/// size, by the name of a `UIContentSizeCategory` ("extraLarge", "accessibilityMedium") or its short form ("XL", "AX1");
/// `CASEMENT_MEASURE_LAUNCH=1` prints how long the launch took to its first frame on screen and the memory it holds, then quits.
package struct LaunchEnvironment {
    package var screenshot: String?
    package var measuresLaunch = false
    package var device: DevicePreset?
    package var landscape = false
    package var appearance: UIUserInterfaceStyle = .unspecified
    package var contentSize: UIContentSizeCategory?

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
        measuresLaunch = ["1", "true", "yes"].contains(environment["CASEMENT_MEASURE_LAUNCH"]?.lowercased() ?? "")
        switch environment["CASEMENT_APPEARANCE"]?.lowercased() {
        case nil, "": break
        case "dark": appearance = .dark
        case "light": appearance = .light
        case let other?: throw Problem("CASEMENT_APPEARANCE: \"\(other)\" is neither dark nor light")
        }
        if let name = environment["CASEMENT_CONTENT_SIZE"], !name.isEmpty {
            guard let category = UIContentSizeCategory(name: name) else {
                throw Problem("CASEMENT_CONTENT_SIZE: no text size named \"\(name)\"; the sizes are: "
                              + UIContentSizeCategory.names.map(\.long).joined(separator: ", "))
            }
            contentSize = category
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
        if let contentSize { UIContentSizeCategory.preferred = contentSize }
    }
}
