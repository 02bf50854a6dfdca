import Foundation
import Testing
@testable import UIKit

/// A delegate as iOS apps write it, usable with `@main`: the protocol supplies `static func main()`.
final class LaunchRecordingDelegate: UIResponder, UIApplicationDelegate {
    nonisolated(unsafe) static var calls: [String] = []
    nonisolated(unsafe) static var finishesLaunching = false

    func application(_ application: UIApplication, willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.calls.append("willFinishLaunching")
        return true
    }

    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Self.calls.append("didFinishLaunching")
        return Self.finishesLaunching
    }
}

/// Launching without opening a native window: the paths that end before the desktop host is needed.
@MainActor
@Suite(.serialized) struct UIApplicationMainTests {
    /// Runs `body`, then puts back the application instance the other tests share.
    private func launching(_ body: () -> Int32) -> Int32 {
        let shared = UIApplication.shared
        defer { UIApplication.install(shared) }
        LaunchRecordingDelegate.calls = []
        MisuseReporter.clearRecentMessages()
        return body()
    }

    @Test func theProtocolProvidesMainForAtMain() {
        let main: () -> Void = LaunchRecordingDelegate.main
        _ = main
    }

    @Test func theDelegateIsFoundByClassNameAndToldAboutLaunchInOrder() {
        LaunchRecordingDelegate.finishesLaunching = false
        let status = launching {
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "UIKitTests.LaunchRecordingDelegate")
        }
        #expect(status == 0)
        #expect(LaunchRecordingDelegate.calls == ["willFinishLaunching", "didFinishLaunching"])
    }

    @Test func anUnknownDelegateClassIsReportedNotCrashed() {
        let status = launching { UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, "UIKitTests.NoSuchDelegate") }
        #expect(status == 1)
        #expect(MisuseReporter.recentMessages.last?.contains("no UIApplicationDelegate class named UIKitTests.NoSuchDelegate") == true)
    }

    @Test func launchingWithoutAWindowIsReported() {
        LaunchRecordingDelegate.finishesLaunching = true
        let status = launching {
            ApplicationRunner.run(applicationType: UIApplication.self, delegate: LaunchRecordingDelegate())
        }
        #expect(status == 1)
        #expect(MisuseReporter.recentMessages.last?.contains("without a window") == true)
    }
}
