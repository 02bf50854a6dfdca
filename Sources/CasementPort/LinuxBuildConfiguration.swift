import SwiftIfConfig
import SwiftSyntax

/// The build ported code gets: Linux, against this package's UIKit. Only the `#if` clauses active in it declare what
/// member tables may call and what the port moves or adds to.
///
/// `os(iOS)` holds as well, since the port rewrites it to `os(Linux)`: iOS code is the code that builds here.
struct LinuxBuildConfiguration: BuildConfiguration {
    /// The modules ported code can import: this package's and those of Swift on Linux. Apple's other frameworks are
    /// not there, nor is `ObjectiveC`: the runtime module is `ObjCRuntime` here, so that `canImport(ObjectiveC)`
    /// keeps meaning an Apple platform.
    private static let modules: Set<String> = [
        "UIKit", "QuartzCore", "CoreGraphics", "ObjCRuntime", "Foundation", "FoundationEssentials", "FoundationNetworking",
        "FoundationXML", "Dispatch", "Glibc", "Swift", "XCTest", "Testing",
    ]

    /// `DEBUG`, which SwiftPM sets for debug builds as Xcode does; the app's other conditions are its project's
    /// settings, which do not come along. A `$` condition names a language feature, which this compiler has.
    func isCustomConditionSet(name: String) -> Bool { name == "DEBUG" || name.hasPrefix("$") }
    /// Upcoming and experimental features are off unless a build turns them on.
    func hasFeature(name: String) -> Bool { false }
    func hasAttribute(name: String) -> Bool { true }

    func canImport(importPath: [(TokenSyntax, String)], version: CanImportVersion) -> Bool {
        importPath.first.map { Self.modules.contains($0.1) } ?? false
    }

    func isActiveTargetOS(name: String) -> Bool { name == "Linux" || name == "iOS" }

    func isActiveTargetArchitecture(name: String) -> Bool {
        #if arch(x86_64)
        name == "x86_64"
        #elseif arch(arm64)
        name == "arm64"
        #else
        false
        #endif
    }

    /// Neither the simulator nor Mac Catalyst.
    func isActiveTargetEnvironment(name: String) -> Bool { false }
    func isActiveTargetRuntime(name: String) -> Bool { name == "_Native" }
    func isActiveTargetPointerAuthentication(name: String) -> Bool { false }
    func isActiveTargetObjectFormat(name: String) -> Bool { name == "ELF" }
    var targetPointerBitWidth: Int { Int.bitWidth }
    var targetAtomicBitWidths: [Int] { [8, 16, 32, 64] }
    var endianness: Endianness { .little }
    /// Swift 5 mode, which iOS projects build in unless they ask for 6, with the oldest compiler this package takes.
    var languageVersion: VersionTuple { VersionTuple(5, 10) }
    var compilerVersion: VersionTuple { VersionTuple(6, 2) }
}
