import CoreGraphics

extension UIStackView {
    /// The constraints that place a stack view's arranged views for one configuration.
    ///
    /// They follow the ones UIKit's stack view makes, by name and priority. The
    /// canvas is the stack view, or its layout margins guide when
    /// `isLayoutMarginsRelativeArrangement`; "start" and "end" are leading and
    /// trailing along a horizontal axis, top and bottom along a vertical one.
    /// - `UISV-canvas-connection`: the first visible view's start and the last one's end meet the canvas's;
    ///   across the axis, the first view (`fill`) or the alignment spanner meets the canvas's edges.
    /// - `UISV-spacing`: adjacent visible views are `spacing` (or their custom spacing) apart, exactly for the fill
    ///   distributions and at least for `equalSpacing` and `equalCentering`.
    /// - `UISV-fill-equally`: equal sizes along the axis (`fillEqually`), or equal gaps (`equalSpacing`; at 149 for
    ///   the center-to-center gaps of `equalCentering`), the gaps being `UISV-distributing` guides held by
    ///   `UISV-distributing-edge` constraints.
    /// - `UISV-fill-proportionally` (999 and down, by index): sizes in the ratio of the intrinsic sizes.
    /// - `UISV-alignment`: every visible view's aligned attribute equals the first one's.
    /// - `UISV-spanning-boundary` and `UISV-spanning-fit` (51): for alignments other than `fill`, the
    ///   `UISV-alignment-spanner` guide encloses the views as tightly as it can, and the canvas follows it.
    /// - `UISV-ambiguity-suppression`: a size the views leave free tends to zero (25), and, for `fill`, ties between
    ///   equal hugging or compression resistance priorities go by index (20 and up): the first of the least hugging
    ///   views stretches, the last of the least resisting views shrinks.
    /// - `UISV-canvas-fit` (49): along a free axis, the canvas shrinks to its content when nothing else sizes it.
    /// - `UISV-hiding`: a hidden view has no length along the axis (999, so a view's own required size reports no
    ///   conflict), sits where the next visible view starts, and takes no part in spacing or in the stack's size.
    @MainActor
    struct Arrangement {
        typealias Attribute = NSLayoutConstraint.Attribute

        static let spanningBoundaryPriority = UILayoutPriority(999.5)
        static let hidingPriority = UILayoutPriority(999)
        static let equalCenteringPriority = UILayoutPriority(149)
        static let spanningFitPriority = UILayoutPriority(51)
        static let canvasFitPriority = UILayoutPriority(49)
        static let ambiguitySuppressionPriority = UILayoutPriority(25)
        /// The baseline-aligned group rises to the top of the spanner, below the suppression of free sizes.
        static let baselineRisePriority = UILayoutPriority(24)

        /// The priority of the tie-breaking preference of the view `rank` places from the one that gives way first.
        static func tieBreakPriority(rank: Int) -> UILayoutPriority {
            UILayoutPriority(20 + Float(min(rank, 400)) * 0.01)
        }

        /// The four attributes of one axis.
        struct Edges {
            let start: Attribute, end: Attribute, size: Attribute, center: Attribute

            init(_ axis: NSLayoutConstraint.Axis) {
                (start, end, size, center) = axis == .horizontal ? (.leading, .trailing, .width, .centerX) : (.top, .bottom, .height, .centerY)
            }
        }

        private(set) var constraints: [NSLayoutConstraint] = []

        private let axis: NSLayoutConstraint.Axis
        private let along: Edges
        private let across: Edges
        private let canvas: AnyObject

        /// - Parameters:
        ///   - spanner: The guide enclosing the views across the axis; needed for alignments other than `fill`.
        ///   - gaps: One guide per pair of adjacent visible views, for `equalSpacing` and `equalCentering`.
        init(stackView: UIStackView, spanner: UILayoutGuide?, gaps: [UILayoutGuide]) {
            axis = stackView.axis
            along = Edges(axis)
            across = Edges(axis == .horizontal ? .vertical : .horizontal)
            canvas = stackView.isLayoutMarginsRelativeArrangement ? stackView.layoutMarginsGuide : stackView
            let views = stackView.arrangedSubviews
            let visible = views.filter { !$0.isHidden }
            guard !visible.isEmpty else {
                add(canvas, along.size, to: nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
                add(canvas, across.size, to: nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
                hide(views)
                return
            }
            arrangeAlongAxis(visible, in: stackView, gaps: gaps)
            arrangeAcrossAxis(visible, alignment: stackView.effectiveAlignment, spanner: spanner)
            hide(views)
        }

        // MARK: Along the axis

        private mutating func arrangeAlongAxis(_ visible: [UIView], in stackView: UIStackView, gaps: [UILayoutGuide]) {
            let distribution = stackView.distribution
            add(canvas, along.start, to: visible[0], along.start, "UISV-canvas-connection")
            add(visible[visible.count - 1], along.end, to: canvas, along.end, "UISV-canvas-connection")

            let spreads = distribution == .equalSpacing || distribution == .equalCentering
            let baselines = stackView.isBaselineRelativeArrangement && axis == .vertical
            for (previous, next) in zip(visible, visible.dropFirst()) {
                let spacing = stackView.effectiveSpacing(after: previous)
                add(next, baselines ? .firstBaseline : along.start, spreads ? .greaterThanOrEqual : .equal,
                    to: previous, baselines ? .lastBaseline : along.end, constant: spacing, "UISV-spacing")
            }

            let sizes = visible.map { intrinsicLength(of: $0) }
            switch distribution {
            case .fill:
                breakTies(visible, sizes: sizes)
            case .fillEqually:
                fillEqually(visible, sizes: sizes)
            case .fillProportionally:
                guard let reference = sizes.firstIndex(where: { ($0 ?? 0) > 0 }), let referenceSize = sizes[reference] else {
                    return fillEqually(visible, sizes: sizes)
                }
                for (index, view) in visible.enumerated() where index != reference {
                    guard let size = sizes[index] else {
                        suppress(view, along.size)
                        continue
                    }
                    add(view, along.size, to: visible[reference], along.size, multiplier: size / referenceSize,
                        priority: UILayoutPriority(999 - Float(min(index, 200))), "UISV-fill-proportionally")
                }
            case .equalSpacing, .equalCentering:
                let centering = distribution == .equalCentering
                for (index, gap) in gaps.enumerated() {
                    add(gap, along.start, to: visible[index], centering ? along.center : along.end, "UISV-distributing-edge")
                    add(gap, along.end, to: visible[index + 1], centering ? along.center : along.start, "UISV-distributing-edge")
                    if index > 0 {
                        add(gap, along.size, to: gaps[0], along.size, priority: centering ? Self.equalCenteringPriority : .required,
                            "UISV-fill-equally")
                    }
                }
                add(canvas, along.size, to: nil, .notAnAttribute, priority: Self.canvasFitPriority, "UISV-canvas-fit")
                for (index, view) in visible.enumerated() where sizes[index] == nil { suppress(view, along.size) }
            }
        }

        private mutating func fillEqually(_ visible: [UIView], sizes: [CGFloat?]) {
            for view in visible.dropFirst() { add(view, along.size, to: visible[0], along.size, "UISV-fill-equally") }
            for (index, view) in visible.enumerated() where sizes[index] == nil { suppress(view, along.size) }
        }

        /// For `fill`: among views whose hugging (or compression resistance) priorities tie, the earliest
        /// stretches first and the latest shrinks first, by weak preferences for the intrinsic size whose
        /// priorities rise with the index (or fall with it). A view without an intrinsic size tends to zero.
        private mutating func breakTies(_ visible: [UIView], sizes: [CGFloat?]) {
            for (index, view) in visible.enumerated() {
                let stretchPriority = Self.tieBreakPriority(rank: index)
                guard let size = sizes[index] else {
                    add(view, along.size, to: nil, .notAnAttribute, priority: stretchPriority, "UISV-ambiguity-suppression")
                    continue
                }
                add(view, along.size, .lessThanOrEqual, to: nil, .notAnAttribute, constant: size, priority: stretchPriority,
                    "UISV-ambiguity-suppression")
                add(view, along.size, .greaterThanOrEqual, to: nil, .notAnAttribute, constant: size,
                    priority: Self.tieBreakPriority(rank: visible.count - 1 - index), "UISV-ambiguity-suppression")
            }
        }

        // MARK: Across the axis

        private mutating func arrangeAcrossAxis(_ visible: [UIView], alignment: Alignment, spanner: UILayoutGuide?) {
            let first = visible[0]
            guard alignment != .fill, let spanner else {
                add(canvas, across.start, to: first, across.start, "UISV-canvas-connection")
                add(first, across.end, to: canvas, across.end, "UISV-canvas-connection")
                for view in visible.dropFirst() {
                    add(first, across.start, to: view, across.start, "UISV-alignment")
                    add(first, across.end, to: view, across.end, "UISV-alignment")
                }
                return
            }
            let aligned: Attribute = switch alignment {
            case .leading: across.start
            case .center: across.center
            case .trailing: across.end
            case .firstBaseline: .firstBaseline
            default: .lastBaseline
            }
            for view in visible.dropFirst() { add(first, aligned, to: view, aligned, "UISV-alignment") }

            // The spanner encloses the views; it is flush with them on the aligned side.
            for view in visible {
                if alignment == .leading {
                    add(spanner, across.start, to: view, across.start, priority: Self.spanningBoundaryPriority, "UISV-spanning-boundary")
                } else {
                    add(spanner, across.start, .lessThanOrEqual, to: view, across.start, "UISV-spanning-boundary")
                }
                if alignment == .trailing {
                    add(spanner, across.end, to: view, across.end, priority: Self.spanningBoundaryPriority, "UISV-spanning-boundary")
                } else {
                    add(spanner, across.end, .greaterThanOrEqual, to: view, across.end, "UISV-spanning-boundary")
                }
                if alignment == .firstBaseline || alignment == .lastBaseline {
                    add(spanner, across.start, to: view, across.start, priority: Self.baselineRisePriority, "UISV-spanning-fit")
                }
                suppress(view, across.size)
            }
            add(spanner, across.size, to: nil, .notAnAttribute, priority: Self.spanningFitPriority, "UISV-spanning-fit")

            if alignment == .leading {
                add(canvas, across.start, to: first, across.start, "UISV-canvas-connection")
            } else {
                add(canvas, across.start, to: spanner, across.start, "UISV-canvas-connection")
            }
            if alignment == .trailing {
                add(first, across.end, to: canvas, across.end, "UISV-canvas-connection")
            } else {
                add(spanner, across.end, to: canvas, across.end, "UISV-canvas-connection")
            }
            if alignment == .center {
                add(canvas, across.center, to: first, across.center, "UISV-canvas-connection")
            }
        }

        // MARK: Hidden views

        /// Collapses each hidden view where the next visible one starts (or at the canvas's end), out of the way
        /// of the spacing and of the stack's size.
        private mutating func hide(_ views: [UIView]) {
            var nextVisible: UIView?
            for view in views.reversed() {
                guard view.isHidden else {
                    nextVisible = view
                    continue
                }
                add(view, along.size, to: nil, .notAnAttribute, priority: Self.hidingPriority, "UISV-hiding")
                if let nextVisible {
                    add(view, along.end, to: nextVisible, along.start, "UISV-hiding")
                } else {
                    add(view, along.end, to: canvas, along.end, "UISV-hiding")
                }
                add(view, across.start, to: canvas, across.start, "UISV-hiding")
                suppress(view, across.size)
            }
        }

        // MARK: Helpers

        /// The view's intrinsic length along the axis, or nil when it has none.
        private func intrinsicLength(of view: UIView) -> CGFloat? {
            let size = view.intrinsicContentSize
            let length = axis == .horizontal ? size.width : size.height
            return length == UIView.noIntrinsicMetric ? nil : length
        }

        /// A weak preference for a zero `attribute`, so a size nothing else decides is not ambiguous.
        private mutating func suppress(_ view: UIView, _ attribute: Attribute) {
            add(view, attribute, to: nil, .notAnAttribute, priority: Self.ambiguitySuppressionPriority, "UISV-ambiguity-suppression")
        }

        /// Appends `item1.attribute1 relation multiplier × item2.attribute2 + constant`.
        private mutating func add(_ item1: AnyObject, _ attribute1: Attribute, _ relation: NSLayoutConstraint.Relation = .equal,
                                  to item2: AnyObject?, _ attribute2: Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
                                  priority: UILayoutPriority = .required, _ identifier: String) {
            let constraint = NSLayoutConstraint(item1, attribute1, relation, item2, attribute2, multiplier: multiplier, constant: constant)
            constraint.priority = priority
            constraint.identifier = identifier
            constraints.append(constraint)
        }
    }
}
