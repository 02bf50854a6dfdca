import Foundation
import UIKit

/// What the command line asks of the demo: `--device NAME [--landscape]` stands in for a device (names as in
/// `DevicePreset`, e.g. "iPhone 15"), `--dark` uses the dark appearance, `--open SCREEN` starts on one of the
/// app's screens, `--content-size SIZE` sets the text size (a `UIContentSizeCategory` by name or short form:
/// "extraLarge", "XL", "AX2"), `--rtl` lays the app out right to left as Xcode's right-to-left pseudolanguage does,
/// `--screenshot FILE [--size WxH] [--scale N]` renders it to a PNG instead of opening a window.
struct LaunchOptions {
    var device: DevicePreset?
    var landscape = false
    var dark = false
    var contentSize: UIContentSizeCategory?
    var rightToLeft = false
    var opening = DemoScreen.list
    var screenshot: String?
    var size = CGSize(width: 390, height: 844)
    var scale: CGFloat = 1

    init?(arguments: [String]) {
        func value(after option: String) -> String? {
            arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
        }
        if let name = value(after: "--device") {
            guard let preset = DevicePreset.named(name) else { return nil }
            device = preset
        }
        landscape = arguments.contains("--landscape")
        dark = arguments.contains("--dark")
        rightToLeft = arguments.contains("--rtl")
        if let name = value(after: "--content-size") {
            guard let category = UIContentSizeCategory(name: name) else { return nil }
            contentSize = category
        }
        if let name = value(after: "--open") {
            guard let screen = DemoScreen(rawValue: name) else { return nil }
            opening = screen
        }
        screenshot = value(after: "--screenshot")
        if let text = value(after: "--size") {
            let dimensions = text.split(separator: "x").compactMap { Double($0) }
            guard dimensions.count == 2 else { return nil }
            size = CGSize(width: dimensions[0], height: dimensions[1])
        }
        if let text = value(after: "--scale") {
            guard let scale = Double(text) else { return nil }
            self.scale = scale
        }
        if arguments.contains("--screenshot"), screenshot == nil { return nil }
    }

    static let usage = """
        usage: BirdSightings [--device NAME [--landscape]] [--dark] [--rtl] [--content-size SIZE] [--open SCREEN]
                             [--screenshot FILE [--size WxH] [--scale N]]
        devices: \(DevicePreset.all.map(\.name).joined(separator: ", "))
        text sizes: \(UIContentSizeCategory.names.map(\.short).joined(separator: ", "))
        screens: \(DemoScreen.allCases.map(\.rawValue).joined(separator: ", "))

        """

    /// The screen the demo shows on: the device's, or a plain one of `size` at `scale`.
    @MainActor
    var screen: UIScreen {
        device?.screen(landscape: landscape) ?? UIScreen(bounds: CGRect(origin: .zero, size: size), scale: scale)
    }
}
