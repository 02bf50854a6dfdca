// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "Casement",
    products: [
        .library(name: "UIKit", targets: ["UIKit"]),
        .executable(name: "BirdSightings", targets: ["BirdSightings"]),
        .executable(name: "UIKitBench", targets: ["UIKitBench"]),
    ],
    targets: [
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        .systemLibrary(
            name: "CSDL2",
            pkgConfig: "sdl2",
            providers: [.apt(["libsdl2-dev", "libsdl2-ttf-dev", "libsdl2-image-dev"])]
        ),
        .target(name: "CoreGraphics", dependencies: ["CCairo"]),
        .target(name: "QuartzCore", dependencies: ["CoreGraphics"]),
        .target(name: "UIKit", dependencies: ["CoreGraphics", "QuartzCore", "CSDL2"]),
        .executableTarget(
            name: "BirdSightings",
            dependencies: ["UIKit"],
            resources: [.copy("Resources")]
        ),
        .executableTarget(name: "UIKitBench", dependencies: ["UIKit", "CSDL2"]),
        .testTarget(name: "CoreGraphicsTests", dependencies: ["CoreGraphics"]),
        .testTarget(name: "QuartzCoreTests", dependencies: ["QuartzCore"]),
        .testTarget(name: "UIKitTests", dependencies: ["UIKit"]),
    ]
)
