// swift-tools-version:6.2
import PackageDescription

/// Swift Testing asks for cross-import overlays named `_Testing_UIKit` and `_Testing_CoreGraphics` when a test file
/// imports it beside `UIKit` or `CoreGraphics`; the UIKitTesting product ships both, and test targets depend on them.
let overlays: [Target.Dependency] = ["_Testing_UIKit", "_Testing_CoreGraphics"]

/// The package's own code builds without a warning, and a new one fails the build (a dependent package ignores this).
///
/// One group stays a warning: the C libraries are imported `@_implementationOnly`, which Swift warns about in a module
/// built without library evolution. It is what lets another package import this UIKit without the C libraries' module
/// maps: swift-snapshot-testing and swift-custom-dump `import UIKit` wherever `canImport(UIKit)` holds, and SwiftPM
/// builds every package's modules into one folder, so on Linux they find this one. No C type is part of a
/// declaration other modules see, so the layout instability the warning is about cannot arise.
let strict: [SwiftSetting] = [.treatAllWarnings(as: .error), .treatWarning("ImplementationOnlyDeprecated", as: .warning)]

/// The compile fixtures are iOS sources as their authors wrote them, isolation warnings and all: what they test is
/// that such code compiles and runs, so their warnings are expected and kept out of the build log.
let fixtureSettings: [SwiftSetting] = [.unsafeFlags(["-suppress-warnings"])]

let package = Package(
    name: "Casement",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .library(name: "UIKitTesting", targets: ["UIKitTesting", "_Testing_UIKit", "_Testing_CoreGraphics"]),
        .library(name: "UIKitSnapshotTesting", targets: ["UIKitSnapshotTesting"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "BirdSightings", targets: ["BirdSightings"]),
        .executable(name: "UIKitBench", targets: ["UIKitBench"]),
        .executable(name: "UIKitFuzz", targets: ["UIKitFuzz"]),
        .executable(name: "casement-port", targets: ["casement-port"]),
        .plugin(name: "CasementPortPlugin", targets: ["CasementPortPlugin"]),
        .plugin(name: "CasementPortCommand", targets: ["CasementPortCommand"]),
    ],
    dependencies: [
        .package(url: "https://github.com/swiftlang/swift-syntax", exact: "603.0.1"),
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
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
        .target(name: "CoreGraphics", dependencies: ["CCairo"], swiftSettings: strict),
        // Selectors and member tables: what the Objective-C runtime does for iOS code, for ported code here.
        .target(name: "ObjCRuntime", dependencies: ["CoreGraphics"], swiftSettings: strict),
        // The font manager: fonts apps register from data or files, which UIKit finds by name.
        .target(name: "CoreText", dependencies: ["CoreGraphics"], swiftSettings: strict),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics", "ObjCRuntime"], swiftSettings: strict),
        .target(name: "Cassowary", swiftSettings: strict),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "CoreText", "QuartzCore", "Cassowary", "CSDL2", "UIKitSubmodules"],
                swiftSettings: strict),
        .target(name: "UIKitTesting", dependencies: ["UIKit", "_Testing_UIKit", "_Testing_CoreGraphics"], swiftSettings: strict),
        .target(name: "_Testing_CoreGraphics", dependencies: ["CoreGraphics"], swiftSettings: strict),
        // swift-snapshot-testing's image and text strategies for UIKit, which it builds for iOS only.
        .target(name: "UIKitSnapshotTesting", dependencies: [
            "UIKit", "UIKitTesting", .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
        ], swiftSettings: strict),
        .target(name: "_Testing_UIKit", dependencies: ["UIKit", "_Testing_CoreGraphics"], swiftSettings: strict),
        .executableTarget(
            name: "BirdSightings",
            dependencies: ["UIKit"],
            resources: [.copy("Resources")],
            swiftSettings: strict
        ),
        // A scene-based app with the Info dictionary the port tool generates: the scene life cycle in a real process.
        .executableTarget(name: "SceneSample", dependencies: ["UIKit"], swiftSettings: strict),
        .executableTarget(name: "UIKitBench", dependencies: ["UIKit", "UIKitTesting", "Cassowary", "CSDL2", "UIKitFuzzing"],
                         swiftSettings: strict),
        .target(name: "UIKitFuzzing", dependencies: ["UIKit", "UIKitTesting"], swiftSettings: strict),
        .executableTarget(name: "UIKitFuzz", dependencies: ["UIKit", "UIKitTesting", "UIKitFuzzing"], swiftSettings: strict),
        // The port tool: iOS sources in, sources that build against this UIKit out (see README, "Porting an iOS app").
        .target(name: "CasementPort", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftParser", package: "swift-syntax"),
            .product(name: "SwiftIfConfig", package: "swift-syntax"),
        ], swiftSettings: strict),
        .executableTarget(name: "casement-port", dependencies: [
            "CasementPort", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: strict),
        .plugin(name: "CasementPortPlugin", capability: .buildTool(), dependencies: ["casement-port"]),
        .plugin(name: "CasementPortCommand",
                capability: .command(intent: .custom(verb: "casement-port", description: "Ports a folder of iOS sources in place"),
                                     permissions: [.writeToPackageDirectory(reason: "The folder's sources are rewritten in place")]),
                dependencies: ["casement-port"]),
        // The same iOS-style files built in both language modes, as iOS projects would build them.
        .target(name: "IOSStyleSwift5", dependencies: ["UIKit"], path: "Tests/CompileFixtures/iOSStyle",
                swiftSettings: [.swiftLanguageMode(.v5)] + fixtureSettings),
        .target(name: "IOSStyleSwift6", dependencies: ["UIKit"], path: "Tests/CompileFixtures/iOSStyleSwift6Mode",
                swiftSettings: [.swiftLanguageMode(.v6)] + fixtureSettings),
        .testTarget(name: "CompileFixtureTests", dependencies: ["IOSStyleSwift5", "IOSStyleSwift6", "UIKit", "UIKitTesting"] + overlays),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"] + overlays),
        .testTarget(name: "CoreTextTests", dependencies: ["CoreText"] + overlays),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"] + overlays),
        .testTarget(name: "ObjCRuntimeTests", dependencies: ["ObjCRuntime"] + overlays),
        // Tests/PortFixtures/After is what casement-port writes for Tests/PortFixtures/Before: built as iOS code is.
        .target(name: "PortedFixtures", dependencies: ["UIKit"], path: "Tests/PortFixtures/After",
                resources: [.copy("Mailbox.storyboard"), .copy("Extras.storyboard"), .copy("Launch.storyboard"), .copy("Note.xib"),
                            .copy("Cells.xib"), .copy("FieldNotes.xib")], swiftSettings: [.swiftLanguageMode(.v5)]),
        // An app as Xcode's template makes it, built from its own untouched folder through the port plugin.
        .executableTarget(name: "TemplateApp", dependencies: ["UIKit"], path: "Tests/PortFixtures/TemplateAppTarget",
                          swiftSettings: [.swiftLanguageMode(.v5)],
                          plugins: [.plugin(name: "CasementPortPlugin")]),
        .testTarget(name: "TemplateAppTests", dependencies: ["TemplateApp", "UIKitTesting"] + overlays, exclude: ["__Snapshots__"]),
        .testTarget(name: "CasementPortTests", dependencies: ["CasementPort", "PortedFixtures", "UIKit", "UIKitTesting",
                                                            .product(name: "SwiftParser", package: "swift-syntax")] + overlays),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary"]),
        // Reference screenshots are read through #filePath, not as resources.
        .testTarget(name: "UIKitTests", dependencies: ["UIKit", "UIKitTesting", "UIKitFuzzing"] + overlays,
                    exclude: ["Controls/__Snapshots__", "Drawing/__Snapshots__", "Layout/__Snapshots__", "Lists/Tables/__Snapshots__", "Lists/__Snapshots__", "Presentation/__Snapshots__",
                              "Snapshots/__Snapshots__",
                              "Text/__Snapshots__", "Views/__Snapshots__"]),
        .testTarget(name: "SDLPlatformTests", dependencies: ["UIKit", "UIKitTesting", "CSDL2"] + overlays),
        .testTarget(name: "UIKitSnapshotTestingTests", dependencies: ["UIKitSnapshotTesting", "BirdSightings", "UIKitTesting"] + overlays,
                    exclude: ["__Snapshots__"]),
        .testTarget(name: "BirdSightingsTests", dependencies: ["BirdSightings", "UIKitTesting"] + overlays, exclude: ["__Snapshots__"]),
    ]
)
