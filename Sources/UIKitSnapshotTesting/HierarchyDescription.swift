import UIKit

/// The text forms of a view tree and a controller tree that `.recursiveDescription` and `.hierarchy` record: the
/// shape of UIKit's own `recursiveDescription` and `_printHierarchy`, without the memory addresses that would make
/// every run differ (swift-snapshot-testing strips them on iOS too).
@MainActor
enum HierarchyDescription {
    /// One line per view, each subview indented under its superview with "   | ".
    static func views(_ view: UIView) -> String {
        lines(of: view, depth: 0).joined(separator: "\n") + "\n"
    }

    private static func lines(of view: UIView, depth: Int) -> [String] {
        [String(repeating: "   | ", count: depth) + describe(view)] + view.subviews.flatMap { lines(of: $0, depth: depth + 1) }
    }

    private static func describe(_ view: UIView) -> String {
        let frame = view.frame
        var fields = ["frame = (\(number(frame.minX)) \(number(frame.minY)); \(number(frame.width)) \(number(frame.height)))"]
        if view.clipsToBounds { fields.append("clipsToBounds = YES") }
        if view.isHidden { fields.append("hidden = YES") }
        if view.alpha < 1 { fields.append("alpha = \(number(view.alpha))") }
        if !view.isOpaque { fields.append("opaque = NO") }
        if let mask = autoresizing(view.autoresizingMask) { fields.append("autoresize = \(mask)") }
        if view.tag != 0 { fields.append("tag = \(view.tag)") }
        if let label = view as? UILabel { fields.append("text = '\(label.text ?? "")'") }
        if !view.isUserInteractionEnabled { fields.append("userInteractionEnabled = NO") }
        if let recognizers = view.gestureRecognizers, !recognizers.isEmpty { fields.append("gestureRecognizers = <NSArray>") }
        fields.append("layer = <\(type(of: view.layer))>")
        return "<\(type(of: view)); " + fields.joined(separator: "; ") + ">"
    }

    /// UIKit's letters for an autoresizing mask: "W+H", "LM+TM"; nil for none.
    private static func autoresizing(_ mask: UIView.AutoresizingMask) -> String? {
        let names: [(UIView.AutoresizingMask, String)] = [(.flexibleLeftMargin, "LM"), (.flexibleWidth, "W"), (.flexibleRightMargin, "RM"),
                                                          (.flexibleTopMargin, "TM"), (.flexibleHeight, "H"), (.flexibleBottomMargin, "BM")]
        let parts = names.filter { mask.contains($0.0) }.map(\.1)
        return parts.isEmpty ? nil : parts.joined(separator: "+")
    }

    /// One line per controller, children indented with "   | " and presented ones with "   + ".
    static func controllers(_ controller: UIViewController) -> String {
        lines(of: controller, prefix: "").joined(separator: "\n") + "\n"
    }

    private static func lines(of controller: UIViewController, prefix: String) -> [String] {
        let state = switch controller.appearanceState {
        case .appeared: "appeared"
        case .appearing: "appearing"
        case .disappearing: "disappearing"
        case .disappeared: "disappeared"
        }
        let view = controller.viewIfLoaded.map { "<\(type(of: $0))>" } ?? "(view not loaded)"
        var result = [prefix + "<\(type(of: controller))>, state: \(state), view: \(view)"]
        for child in controller.children { result += lines(of: child, prefix: prefix + "   | ") }
        if let presented = controller.presentedViewController, presented.presentingViewController === controller {
            result += lines(of: presented, prefix: prefix + "   + ")
        }
        return result
    }

    private static func number(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(format: "%g", Double(value))
    }
}
