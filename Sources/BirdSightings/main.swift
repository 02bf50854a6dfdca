import Foundation
import UIKit

/// `BirdSightings` opens the app in a window; `--screenshot FILE` renders its first frame headless to a PNG
/// instead. See `LaunchOptions` for the flags.
guard let options = LaunchOptions(arguments: CommandLine.arguments) else {
    FileHandle.standardError.write(Data(LaunchOptions.usage.utf8))
    exit(2)
}
if options.rightToLeft {
    // What Xcode's right-to-left pseudolanguage passes, before anything reads the app's direction.
    UserDefaults.standard.set(true, forKey: "NSForceRightToLeftWritingDirection")
}
if let category = options.contentSize {
    MainActor.assumeIsolated { UIApplication.shared.preferredContentSizeCategory = category }
}
if CommandLine.arguments.contains("--measure-resize") {
    // For UIKitBench: the median time of a resize across the regular-width boundary, update cycle included.
    print(String(format: "%.3f", MainActor.assumeIsolated { MainTabBarController.measureResize() }))
} else if CommandLine.arguments.contains("--measure-content-size") {
    // For UIKitBench: the median time of a text size change, update cycle included.
    print(String(format: "%.3f", MainActor.assumeIsolated { MainTabBarController.measureContentSizeChange() }))
} else if let file = options.screenshot {
    let image = MainActor.assumeIsolated { options.opening.snapshot(on: options.screen, dark: options.dark) }
    do {
        try image.pngData()!.write(to: URL(fileURLWithPath: file))
    } catch {
        FileHandle.standardError.write(Data("BirdSightings: cannot write \(file): \(error)\n".utf8))
        exit(1)
    }
} else {
    AppDelegate.options = options
    exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "BirdSightings.AppDelegate"))
}
