// swift-tools-version:6.0
import PackageDescription

/// Swift Testing ships overlays for Apple's `UIKit` and `CoreGraphics`, which would shadow ours when a
/// test file imports both `Testing` and `UIKit`; tests turn cross-import overlays off.
let testSettings: [SwiftSetting] = [.unsafeFlags(["-Xfrontend", "-disable-cross-import-overlays"])]

let package = Package(
    name: "Casement",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "BirdSightings", targets: ["BirdSightings"]),
        .executable(name: "UIKitBench", targets: ["UIKitBench"]),
        .executable(name: "UIKitFuzz", targets: ["UIKitFuzz"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev", "libpixman-1-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        // `import UIKit.UIGestureRecognizerSubclass` as iOS code writes it: a Clang submodule beside the Swift module.
        .systemLibrary(name: "UIKitSubmodules"),
        .target(name: "CoreGraphics", dependencies: ["CCairo"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "Cassowary"),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "Cassowary", "CSDL2", "UIKitSubmodules"]),
        .target(name: "UIKitTesting", dependencies: ["UIKit"]),
        .executableTarget(
            name: "BirdSightings",
            dependencies: ["UIKit"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "UIKitBench", dependencies: ["UIKit", "UIKitTesting", "Cassowary", "CSDL2", "UIKitFuzzing"]),
        .target(name: "UIKitFuzzing", dependencies: ["UIKit", "UIKitTesting"]),
        .executableTarget(name: "UIKitFuzz", dependencies: ["UIKit", "UIKitTesting", "UIKitFuzzing"]),
        // The same iOS-style files built in both language modes, as iOS projects would build them.
        .target(name: "IOSStyleSwift5", dependencies: ["UIKit"], path: "Tests/CompileFixtures/iOSStyle",
                swiftSettings: [.swiftLanguageMode(.v5)]),
        .target(name: "IOSStyleSwift6", dependencies: ["UIKit"], path: "Tests/CompileFixtures/iOSStyleSwift6Mode",
                swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "CompileFixtureTests", dependencies: ["IOSStyleSwift5", "IOSStyleSwift6", "UIKit", "UIKitTesting"],
                    swiftSettings: testSettings),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"], swiftSettings: testSettings),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"], swiftSettings: testSettings),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"], swiftSettings: testSettings),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "UIKitFuzzing"], swiftSettings: testSettings),
        .testTarget(name: "SDLPlatformTests", dependencies: ["UIKit", "UIKitTesting", "CSDL2"], swiftSettings: testSettings),
        .testTarget(name: "BirdSightingsTests", dependencies: ["BirdSightings", "UIKitTesting"], swiftSettings: testSettings),
    ]
)
