@testable import UIKit

/// A view that records its hierarchy, layout and tint callbacks into a shared log.
///
/// Entries are "name.method", and window and superview callbacks note where the
/// view is when they run ("b.willMove(toWindow: window) window=nil"), so tests
/// can check both the order and that "will" callbacks come before the change.
@MainActor
final class RecordingView: UIView {
    let name: String
    let log: CallLog

    init(_ name: String, log: CallLog, frame: CGRect = CGRect(x: 0, y: 0, width: 100, height: 100)) {
        self.name = name
        self.log = log
        super.init(frame: frame)
    }

    required init?(coder: NSCoder) { nil }

    private func record(_ call: String) { log.record("\(name).\(call)") }

    private static func describe(_ view: UIView?) -> String {
        guard let view else { return "nil" }
        if let recording = view as? RecordingView { return recording.name }
        return view is UIWindow ? "window" : "\(type(of: view))"
    }

    override func willMove(toSuperview newSuperview: UIView?) {
        record("willMove(toSuperview: \(Self.describe(newSuperview))) superview=\(Self.describe(superview))")
    }

    override func didMoveToSuperview() {
        record("didMoveToSuperview superview=\(Self.describe(superview))")
    }

    override func willMove(toWindow newWindow: UIWindow?) {
        record("willMove(toWindow: \(Self.describe(newWindow))) window=\(Self.describe(window))")
    }

    override func didMoveToWindow() {
        record("didMoveToWindow window=\(Self.describe(window))")
    }

    override func didAddSubview(_ subview: UIView) {
        let present = subviews.contains { $0 === subview }
        record("didAddSubview(\(Self.describe(subview))) present=\(present)")
    }

    override func willRemoveSubview(_ subview: UIView) {
        let present = subviews.contains { $0 === subview }
        record("willRemoveSubview(\(Self.describe(subview))) present=\(present)")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        record("layoutSubviews")
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        record("tintColorDidChange")
    }
}
