import CoreGraphics

/// Runs `body` and returns the misuse UIKit reported meanwhile, oldest first.
///
/// Every report the process makes while `body` runs is collected, from any
/// thread, so a test can fail on code that would crash on iOS:
///
/// ```swift
/// let reports = recordMisuseReports { view.frame.size.width = .nan }
/// #expect(reports.map(\.message) == ["CALayer bounds contains NaN: [0 0; nan 0]"])
/// ```
public func recordMisuseReports(during body: () throws -> Void) rethrows -> [MisuseReport] {
    let recording = MisuseReporter.startRecording()
    defer { MisuseReporter.stopRecording(recording) }
    try body()
    return recording.reports.map(MisuseReport.init)
}

/// Runs `body` and returns the misuse UIKit reported meanwhile, including in update cycles that run while it awaits.
public func recordMisuseReports(during body: () async throws -> Void) async rethrows -> [MisuseReport] {
    let recording = MisuseReporter.startRecording()
    defer { MisuseReporter.stopRecording(recording) }
    try await body()
    return recording.reports.map(MisuseReport.init)
}
