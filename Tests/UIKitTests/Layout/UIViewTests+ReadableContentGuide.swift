import Testing
@testable import UIKit

/// The readable content guide: within the margins, centered, and never wider than 672 points at the default size.
@MainActor @Suite struct UIViewReadableContentGuideTests {
    private func readableFrame(windowSize: CGSize) -> CGRect {
        let host = LayoutHost(size: windowSize)
        let text = host.constrainedView()
        let guide = host.root.readableContentGuide
        NSLayoutConstraint.activate([
            text.leadingAnchor.constraint(equalTo: guide.leadingAnchor), text.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            text.topAnchor.constraint(equalTo: guide.topAnchor), text.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
        host.layout()
        #expect(guide.layoutFrame == text.frame)
        return text.frame
    }

    @Test func aPhoneWidthIsAllMargins() {
        // 375 points wide is compact: 16-point side margins; a root view's top and bottom margins are its safe area,
        // the status bar's 20 points at the top.
        #expect(readableFrame(windowSize: CGSize(width: 375, height: 667)) == CGRect(x: 16, y: 20, width: 343, height: 647))
    }

    @Test func aWideWindowIsCappedAtTheReadableWidthAndCentered() {
        #expect(readableFrame(windowSize: CGSize(width: 1280, height: 800)) == CGRect(x: 304, y: 20, width: 672, height: 780))
        #expect(readableFrame(windowSize: CGSize(width: 712, height: 400)) == CGRect(x: 20, y: 20, width: 672, height: 380))
        #expect(readableFrame(windowSize: CGSize(width: 800, height: 400)) == CGRect(x: 64, y: 20, width: 672, height: 380))
    }
}
