import Foundation

extension NSLayoutConstraint {
    /// The constraints a visual format string describes, not yet active: `"H:|-[name]-[field(>=80)]-|"`.
    ///
    /// Horizontal formats run leading to trailing (or as `options` direct), vertical ones top to bottom; `-` is the
    /// standard space (8 points between views, 20 to the superview's edge), `][` and `|[` are flush, and `|` is the
    /// superview of the views. `options`' alignment lines every view up on an edge across the format's axis. A format
    /// that does not parse, names a view or metric the dictionaries lack, or uses `|` for views without a superview
    /// is reported as UIKit raises it, and gives no constraints.
    public class func constraints(withVisualFormat format: String, options opts: FormatOptions = [], metrics: [String: Any]?,
                                  views: [String: Any]) -> [NSLayoutConstraint] {
        var metricValues: [String: CGFloat] = [:]
        for (name, value) in metrics ?? [:] {
            guard let number = Self.number(value) else {
                reportVisualFormat("The metric \(name) is not a number: \(value)", format: format)
                return []
            }
            metricValues[name] = number
        }
        let parsed: VisualFormat
        do {
            parsed = try VisualFormat(format, metrics: metricValues)
        } catch {
            reportMisuse(error.message(format: format), raising: "NSInvalidArgumentException")
            return []
        }
        var named: [String: UIView] = [:]
        let referenced = parsed.views.map(\.view.name) + parsed.views.flatMap { $0.view.predicates.compactMap(\.viewName) }
        for name in referenced where named[name] == nil {
            guard let view = views[name] as? UIView else {
                reportVisualFormat(views[name] == nil ? "\(name) is not a key in the views dictionary." : "\(name) is not a view.", format: format)
                return []
            }
            named[name] = view
        }
        let axisAttributes: [Attribute] = parsed.isVertical ? [.top, .bottom, .centerY, .firstBaseline, .lastBaseline]
            : [.left, .right, .leading, .trailing, .centerX]
        if opts.alignedAttributes.contains(where: axisAttributes.contains) {
            let edge = parsed.isVertical ? "vertical" : "horizontal"
            reportVisualFormat("Options mask required views to be aligned on a \(edge) edge, which is not allowed for layout that is also \(edge).", format: format)
            return []
        }
        let superview = (parsed.leadingEdge != nil || parsed.trailingEdge != nil) ? named[parsed.views[0].view.name]?.superview : nil
        if parsed.leadingEdge != nil || parsed.trailingEdge != nil, superview == nil {
            reportVisualFormat("Unable to interpret '|' character, because the related view doesn't have a superview", format: format)
            return []
        }
        return VisualFormatBuilder(format: parsed, views: named, superview: superview, options: opts).constraints()
    }

    private static func number(_ value: Any) -> CGFloat? {
        switch value {
        case let number as CGFloat: number
        case let number as Double: CGFloat(number)
        case let number as Float: CGFloat(number)
        case let number as Int: CGFloat(number)
        case let number as NSNumber: CGFloat(number.doubleValue)
        default: nil
        }
    }

    private static func reportVisualFormat(_ reason: String, format: String) {
        reportMisuse("Unable to parse constraint format: \n\(reason) \n\(format)", raising: "NSInvalidArgumentException")
    }
}

extension VisualFormat.Predicate {
    var viewName: String? {
        if case .view(let name) = object { name } else { nil }
    }
}

/// Makes the constraints of a parsed format.
@MainActor
private struct VisualFormatBuilder {
    let format: VisualFormat
    let views: [String: UIView]
    let superview: UIView?
    let options: NSLayoutConstraint.FormatOptions

    /// The space `-` stands for between views, and between a view and its superview's edge.
    private static let standardSpacing: CGFloat = 8, standardEdgeSpacing: CGFloat = 20

    private var start: NSLayoutConstraint.Attribute {
        if format.isVertical { return .top }
        if options.contains(.directionRightToLeft) { return .right }
        return options.contains(.directionLeftToRight) ? .left : .leading
    }

    private var end: NSLayoutConstraint.Attribute {
        if format.isVertical { return .bottom }
        if options.contains(.directionRightToLeft) { return .left }
        return options.contains(.directionLeftToRight) ? .right : .trailing
    }

    func constraints() -> [NSLayoutConstraint] {
        var made: [NSLayoutConstraint] = []
        let size: NSLayoutConstraint.Attribute = format.isVertical ? .height : .width
        // Right to left, the space runs from a view's left edge to the right edge of the one after it.
        let flipped = options.contains(.directionRightToLeft) && !format.isVertical
        for (index, entry) in format.views.enumerated() {
            let view = views[entry.view.name]!
            if index == 0, let connection = format.leadingEdge, let superview {
                made += space(connection, from: (superview, start), to: (view, start), edge: true, flipped: flipped)
            }
            if index > 0, let connection = entry.connection {
                let previous = views[format.views[index - 1].view.name]!
                let baselines = format.isVertical && options.contains(.spacingBaselineToBaseline)
                made += space(connection, from: (previous, baselines ? .lastBaseline : end), to: (view, baselines ? .firstBaseline : start),
                              edge: false, flipped: flipped)
            }
            for predicate in entry.view.predicates {
                let other = predicate.viewName.flatMap { views[$0] }
                let constant: CGFloat = if case .constant(let value) = predicate.object { value } else { 0 }
                made.append(constraint(view, size, predicate.relation, other, other == nil ? .notAnAttribute : size, constant, predicate.priority))
            }
        }
        if let connection = format.trailingEdge, let superview, let last = format.views.last.flatMap({ views[$0.view.name] }) {
            made += space(connection, from: (last, end), to: (superview, end), edge: true, flipped: flipped)
        }
        let ordered = format.views.map { views[$0.view.name]! }
        for attribute in options.alignedAttributes {
            for (first, second) in zip(ordered, ordered.dropFirst()) {
                made.append(constraint(first, attribute, .equal, second, attribute, 0, .required))
            }
        }
        return made
    }

    /// The constraints of a connection between two edges, as Apple writes them: the later item's edge related to the
    /// earlier one's plus the space (the superview's end edge to the last view's).
    private func space(_ connection: VisualFormat.Connection, from earlier: (UIView, NSLayoutConstraint.Attribute),
                       to later: (UIView, NSLayoutConstraint.Attribute), edge: Bool, flipped: Bool) -> [NSLayoutConstraint] {
        let predicates: [VisualFormat.Predicate] = switch connection {
        case .flush: [VisualFormat.Predicate(relation: .equal, object: .constant(0), priority: .required)]
        case .standard: [VisualFormat.Predicate(relation: .equal, object: .constant(edge ? Self.standardEdgeSpacing : Self.standardSpacing),
                                                priority: .required)]
        case .predicates(let predicates): predicates
        }
        return predicates.map { predicate in
            let value: CGFloat = if case .constant(let value) = predicate.object { value } else { 0 }
            // Right to left, coordinates grow against the format's direction: the earlier edge is the larger one.
            return flipped
                ? constraint(earlier.0, earlier.1, predicate.relation, later.0, later.1, value, predicate.priority)
                : constraint(later.0, later.1, predicate.relation, earlier.0, earlier.1, value, predicate.priority)
        }
    }

    private func constraint(_ first: UIView, _ firstAttribute: NSLayoutConstraint.Attribute, _ relation: NSLayoutConstraint.Relation,
                            _ second: UIView?, _ secondAttribute: NSLayoutConstraint.Attribute, _ constant: CGFloat,
                            _ priority: UILayoutPriority) -> NSLayoutConstraint {
        let made = NSLayoutConstraint(first, firstAttribute, relation, second, secondAttribute, multiplier: 1, constant: constant)
        made.priority = priority
        return made
    }
}
