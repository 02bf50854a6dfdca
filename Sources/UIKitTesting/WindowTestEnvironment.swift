import Foundation

/// What tests that open real SDL windows need, and whether they run.
///
/// They run where an X display is set (and, for those reading the screen back, ImageMagick's `import` is installed),
/// and always under `Scripts/test.sh`, which sets `CASEMENT_REQUIRE_WINDOW_TESTS=1`: there a missing display fails
/// them instead of skipping them, so a green run has really opened windows.
package enum WindowTestEnvironment {
    /// Where screen-reading tests find ImageMagick's `import`.
    package static let screenCapturePath = "/usr/bin/import"

    /// Whether the test script requires the window tests.
    package static var isRequired: Bool { environment["CASEMENT_REQUIRE_WINDOW_TESTS"] == "1" }

    /// What is missing for the window tests, in words; nil when nothing is.
    package static func missing(screenCapture: Bool) -> String? {
        if (environment["DISPLAY"] ?? "").isEmpty { return "no X display: DISPLAY is not set" }
        if screenCapture, !FileManager.default.isExecutableFile(atPath: screenCapturePath) {
            return "no screen capture: ImageMagick's \(screenCapturePath) is missing"
        }
        return nil
    }

    /// Whether a window suite runs: when nothing is missing, or when the test script requires it.
    package static func runs(screenCapture: Bool) -> Bool { isRequired || missing(screenCapture: screenCapture) == nil }

    private static var environment: [String: String] { ProcessInfo.processInfo.environment }
}
