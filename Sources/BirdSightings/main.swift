import Foundation
import UIKit

/// `BirdSightings` opens the app in a window; `BirdSightings --screenshot FILE --size WxH [--scale N]`
/// renders its first frame headless to a PNG instead.
let arguments = CommandLine.arguments
if let flag = arguments.firstIndex(of: "--screenshot") {
    func value(after option: String) -> String? {
        arguments.firstIndex(of: option).flatMap { arguments.indices.contains($0 + 1) ? arguments[$0 + 1] : nil }
    }
    let dimensions = (value(after: "--size") ?? "390x844").split(separator: "x").compactMap { Double($0) }
    guard arguments.indices.contains(flag + 1), dimensions.count == 2, let scale = Double(value(after: "--scale") ?? "1") else {
        FileHandle.standardError.write(Data("usage: BirdSightings --screenshot FILE --size WxH [--scale N]\n".utf8))
        exit(2)
    }
    let image = SightingsViewController().snapshotImage(size: CGSize(width: dimensions[0], height: dimensions[1]), scale: scale)
    do {
        try image.pngData()!.write(to: URL(fileURLWithPath: arguments[flag + 1]))
    } catch {
        FileHandle.standardError.write(Data("BirdSightings: cannot write \(arguments[flag + 1]): \(error)\n".utf8))
        exit(1)
    }
} else {
    exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "BirdSightings.AppDelegate"))
}
