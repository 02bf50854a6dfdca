import Testing
@testable import UIKit

/// Haptic feedback on a machine without a Taptic Engine: accepted, and nothing else happens.
@MainActor @Suite struct UIFeedbackGeneratorTests {
    @Test func generatorsKeepTheirStyleAndEveryCallReturnsWithoutEffect() {
        let impact = UIImpactFeedbackGenerator(style: .heavy)
        let selection = UISelectionFeedbackGenerator()
        let notification = UINotificationFeedbackGenerator()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.isHidden = false
        let before = window.snapshotImage()
        let reports = recordMisuseReportsOf {
            impact.prepare()
            impact.impactOccurred()
            impact.impactOccurred(intensity: 0.4)
            selection.prepare()
            selection.selectionChanged()
            notification.notificationOccurred(.success)
            notification.notificationOccurred(.error)
        }
        #expect(impact.style == .heavy && UIImpactFeedbackGenerator().style == .medium)
        #expect(reports.isEmpty)
        #expect(window.snapshotImage().cgImage?.dataProvider?.data == before.cgImage?.dataProvider?.data)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2 && UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
    }

    private func recordMisuseReportsOf(_ body: () -> Void) -> [String] {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        body()
        return recording.reports.map(\.message)
    }
}
