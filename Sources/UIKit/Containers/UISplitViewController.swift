import CoreGraphics
import Foundation

/// A container of columns side by side at regular width that collapses into one navigation stack at compact width
/// and expands back, keeping the detail that was shown.
///
/// In the column styles each column's controller is wrapped in a navigation controller (unless it is one), as
/// UIKit does. Collapsing pushes the secondary column's stack onto the primary's when the secondary is on top (the
/// delegate may choose), or shows the `.compact` column's controller when there is one; expanding takes it back.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    public let style: Style
    open weak var delegate: UISplitViewControllerDelegate?

    /// The controllers set for each column, unwrapped.
    private var columns: [Column: UIViewController] = [:]
    /// What each column shows: its navigation controller in the column styles, the controller itself otherwise.
    private var shown: [Column: UIViewController] = [:]
    /// The bottom of the secondary column's stack while it sits on top of the primary's, collapsed; weak, so a
    /// detail popped off the stack is freed.
    private weak var firstStackedOnPrimary: UIViewController?
    /// Whether the columns are arranged as one stack; nil until first laid out.
    private var collapsed: Bool?
    /// A column's controller changed since the columns were last arranged.
    private var columnsChanged = false
    private var topColumnWhenCollapsing: Column = .secondary
    /// The display mode `show(_:)`, `hide(_:)` or the display-mode button chose; nil follows `preferredDisplayMode`.
    private var chosenDisplayMode: DisplayMode?
    /// Covers the secondary column while a column shows over it; a tap on it hides that column.
    private lazy var overlayDimming: UIControl = {
        let control = UIControl()
        control.backgroundColor = UIColor.black.withAlphaComponent(0.1)
        control.addTarget(self, action: UISplitViewController.dimmingTapped, for: .touchUpInside)
        return control
    }()

    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// The classic split view, configured through `viewControllers`.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .unspecified
        super.init(coder: coder)
    }

    open override func loadView() {
        let container = SplitContainerView()
        container.owner = self
        view = container
    }

    // MARK: Columns

    /// The classic interface's controllers: the primary, then the secondary; collapsed, only the one shown.
    open var viewControllers: [UIViewController] {
        get {
            if collapsed == true { return [shown[.compact] ?? shown[.primary]].compactMap { $0 } }
            return [shown[.primary], shown[.secondary]].compactMap { $0 }
        }
        set {
            for (column, controller) in zip([Column.primary, .secondary], newValue) { setViewController(controller, for: column) }
        }
    }

    /// Puts `vc` in `column`; in the column styles a controller that is not a navigation controller gets one.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if let old = shown[column] { remove(old) }
        columns[column] = vc
        shown[column] = vc.map { vc in
            style == .unspecified || column == .compact || vc is UINavigationController ? vc : UINavigationController(rootViewController: vc)
        }
        if column == .secondary { firstStackedOnPrimary = nil }
        columnsChanged = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for `column` (not the navigation controller wrapped around it).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows `column`: at regular width beside the secondary, over it or displacing it as the split behavior says;
    /// collapsed, the column on top.
    open func show(_ column: Column) {
        switch column {
        case .primary: setDisplayMode(style == .tripleColumn ? Self.twoColumns[splitBehavior]! : Self.oneColumn[splitBehavior]!)
        case .supplementary where displayMode == .secondaryOnly: setDisplayMode(Self.oneColumn[splitBehavior]!)
        default: break
        }
        topColumnWhenCollapsing = column == .primary ? .primary : .secondary
        if collapsed == true, column == .primary, let primary = shown[.primary] as? UINavigationController,
           let first = firstStackedOnPrimary, let index = primary.viewControllers.firstIndex(of: first), index > 0 {
            primary.popToViewController(primary.viewControllers[index - 1], animated: true)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Hides `column`: hiding the primary leaves the secondary alone at regular width (the supplementary beside
    /// it in the triple-column style); hiding the supplementary leaves the secondary alone.
    open func hide(_ column: Column) {
        switch column {
        case .primary where style == .tripleColumn: setDisplayMode(displayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary)
        case .primary, .supplementary: setDisplayMode(.secondaryOnly)
        default: break
        }
    }

    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { setDisplayMode(nil) }
    }

    /// How the columns show now: secondary only while collapsed.
    open var displayMode: DisplayMode { displayMode(choosing: chosenDisplayMode) }

    /// The display mode with `chosen` as the one chosen (nil follows `preferredDisplayMode`).
    private final func displayMode(choosing chosen: DisplayMode?) -> DisplayMode {
        if collapsed == true { return .secondaryOnly }
        return chosen ?? resolved(preferredDisplayMode)
    }

    /// `mode` as this style can show it, `.automatic` becoming what the split behavior prefers.
    private final func resolved(_ mode: DisplayMode) -> DisplayMode {
        let triple = style == .tripleColumn
        switch mode {
        case .automatic:
            if triple { return splitBehavior == .overlay ? .oneBesideSecondary : Self.twoColumns[splitBehavior]! }
            return splitBehavior == .overlay ? .secondaryOnly : .oneBesideSecondary
        case .twoBesideSecondary where !triple, .twoDisplaceSecondary where !triple: return .oneBesideSecondary
        case .twoOverSecondary where !triple: return .oneOverSecondary
        default: return mode
        }
    }

    /// The mode showing one column beside the secondary, or two, for each split behavior.
    private static let oneColumn: [SplitBehavior: DisplayMode] = [.tile: .oneBesideSecondary, .overlay: .oneOverSecondary, .displace: .oneBesideSecondary]
    private static let twoColumns: [SplitBehavior: DisplayMode] = [.tile: .twoBesideSecondary, .overlay: .twoOverSecondary, .displace: .twoDisplaceSecondary]

    /// Changes the display mode, telling the delegate first, and moves the columns (animated in a window).
    private final func setDisplayMode(_ mode: DisplayMode?) {
        let old = displayMode
        let new = mode.map(resolved)
        let next = displayMode(choosing: new)
        if next != old { delegate?.splitViewController(self, willChangeTo: next) }
        chosenDisplayMode = new
        guard let view = viewIfLoaded else { return }
        view.setNeedsLayout()
        UIView.animate(if: view.window != nil && next != old) { view.layoutIfNeeded() }
    }

    private final func dimmingTapped() {
        // The column over the secondary: the primary (alone, or over the supplementary), else the supplementary.
        hide(style == .tripleColumn && displayMode != .twoOverSecondary ? .supplementary : .primary)
    }

    open var preferredSplitBehavior: SplitBehavior = .automatic {
        didSet { setDisplayMode(chosenDisplayMode) }
    }

    /// The split behavior in effect: `.tile` for `.automatic`.
    open var splitBehavior: SplitBehavior { preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior }

    /// The supplementary column's share of the width in the triple-column style; 320 points by default.
    open var preferredSupplementaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var supplementaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        return min(preferredSupplementaryColumnWidthFraction >= 0 ? width * preferredSupplementaryColumnWidthFraction : 320, width)
    }
    /// The primary column's share of the width; `automaticDimension` leaves it to the minimum and maximum.
    open var preferredPrimaryColumnWidthFraction: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var minimumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    open var maximumPrimaryColumnWidth: CGFloat = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    public static let automaticDimension: CGFloat = -3.4028234663852886e38

    /// The primary column's width at regular width: 320 points unless a fraction, minimum or maximum says otherwise.
    open var primaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? 0
        var column = preferredPrimaryColumnWidthFraction >= 0 ? width * preferredPrimaryColumnWidthFraction : 320
        if minimumPrimaryColumnWidth >= 0 { column = max(column, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { column = min(column, maximumPrimaryColumnWidth) }
        return min(column, width)
    }

    /// An item that hides the primary column, or shows it again, at regular width: what UIKit puts in the
    /// secondary's navigation bar. A sidebar glyph, drawn, since SF Symbols do not ship.
    open var displayModeButtonItem: UIBarButtonItem {
        if let item = displayModeItem { return item }
        let action = UIAction(title: "Sidebar", image: Self.sidebarGlyph) { [weak self] _ in
            guard let self else { return }
            displayMode == .secondaryOnly ? show(.primary) : hide(.primary)
        }
        let item = UIBarButtonItem(primaryAction: action)
        displayModeItem = item
        return item
    }

    private var displayModeItem: UIBarButtonItem?

    /// A window with a sidebar: a rounded rectangle with a bar down its left side, as a template image.
    private static let sidebarGlyph = UIGraphicsImageRenderer(size: CGSize(width: 24, height: 20)).image { _ in
        let outline = UIBezierPath(roundedRect: CGRect(x: 1, y: 2, width: 22, height: 16), cornerRadius: 3)
        outline.lineWidth = 1.5
        outline.stroke()
        UIRectFill(CGRect(x: 8, y: 2, width: 1.5, height: 16))
    }.withRenderingMode(.alwaysTemplate)

    /// Whether the columns show as one stack, which they do at compact width.
    open var isCollapsed: Bool { collapsed ?? (traitCollection.horizontalSizeClass == .compact) }

    /// Shows `vc` as the secondary: in the secondary column at regular width, pushed onto the primary's stack
    /// when collapsed.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        topColumnWhenCollapsing = .secondary
        if isCollapsed, let primary = shown[.primary] as? UINavigationController {
            if stackedOnPrimary(primary).isEmpty { firstStackedOnPrimary = vc }
            return primary.pushViewController(vc, animated: true)
        }
        if let secondary = shown[.secondary] as? UINavigationController, style != .unspecified {
            secondary.setViewControllers([vc], animated: false)
            columns[.secondary] = vc
        } else {
            setViewController(vc, for: .secondary)
        }
    }

    // MARK: Collapsing and layout

    /// Collapses or expands when the size class asks, then places the columns.
    fileprivate func layoutColumns() {
        guard let view = viewIfLoaded else { return }
        let compact = view.traitCollection.horizontalSizeClass == .compact
        if collapsed != compact || columnsChanged {
            let wasCollapsed = collapsed
            if compact { collapse() } else if wasCollapsed == true { expand() }
            collapsed = compact
            columnsChanged = false
            // Column-style split views tell their delegate of changes of state, not of the state they start in.
            if style != .unspecified, let wasCollapsed, wasCollapsed != compact {
                compact ? delegate?.splitViewControllerDidCollapse(self) : delegate?.splitViewControllerDidExpand(self)
            }
        }
        let bounds = view.bounds
        if compact {
            (shown[.compact] ?? shown[.primary]).map { show($0, in: bounds) }
            return
        }
        let frames = columnFrames(in: bounds, mode: displayMode)
        // The columns tiled or displacing sit left to right under the ones shown over the secondary.
        for column in [Column.secondary, .supplementary, .primary] {
            guard let controller = shown[column] else { continue }
            guard let frame = frames.tiled[column] ?? frames.over[column] else {
                remove(controller)
                continue
            }
            show(controller, in: frame)
            if frames.over[column] != nil { view.bringSubviewToFront(controller.view) }
        }
        if let covered = frames.tiled[.secondary], !frames.over.isEmpty {
            overlayDimming.frame = covered
            if let over = frames.over.keys.compactMap({ shown[$0]?.viewIfLoaded }).first { view.insertSubview(overlayDimming, belowSubview: over) }
        } else {
            overlayDimming.removeFromSuperview()
        }
    }

    /// Where each column goes in `mode`: beside one another, or (in the over modes) on top of the secondary.
    /// Displacing keeps the secondary as wide as with one column and pushes it partly off the right edge.
    private final func columnFrames(in bounds: CGRect, mode: DisplayMode) -> (tiled: [Column: CGRect], over: [Column: CGRect]) {
        let primary = primaryColumnWidth, supplementary = supplementaryColumnWidth, height = bounds.height
        let triple = style == .tripleColumn, first: Column = triple ? .supplementary : .primary
        func column(_ x: CGFloat, _ width: CGFloat) -> CGRect { CGRect(x: x, y: 0, width: width, height: height) }
        func secondary(from x: CGFloat, width: CGFloat? = nil) -> CGRect { column(x, max(0, width ?? bounds.width - x)) }
        let firstWidth = triple ? supplementary : primary
        switch mode {
        case .oneBesideSecondary:
            return ([first: column(0, firstWidth), .secondary: secondary(from: firstWidth + 0.5)], [:])
        case .oneOverSecondary:
            return ([.secondary: secondary(from: 0)], [first: column(0, firstWidth)])
        case .twoBesideSecondary:
            return ([.primary: column(0, primary), .supplementary: column(primary + 0.5, supplementary),
                     .secondary: secondary(from: primary + supplementary + 1)], [:])
        case .twoOverSecondary:
            return ([.supplementary: column(0, supplementary), .secondary: secondary(from: supplementary + 0.5)], [.primary: column(0, primary)])
        case .twoDisplaceSecondary:
            return ([.primary: column(0, primary), .supplementary: column(primary + 0.5, supplementary),
                     .secondary: secondary(from: primary + supplementary + 1, width: bounds.width - supplementary - 0.5)], [:])
        default:
            return ([.secondary: secondary(from: 0)], [:])
        }
    }

    /// One stack: the compact column's controller, or the primary's stack with the secondary's on top of it.
    private func collapse() {
        if shown[.compact] != nil {
            for column in [Column.primary, .supplementary, .secondary] { shown[column].map(remove) }
            return
        }
        guard let secondary = shown[.secondary] else { return }
        remove(secondary)
        shown[.supplementary].map(remove)
        let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: topColumnWhenCollapsing) ?? topColumnWhenCollapsing
        guard let primary = shown[.primary] as? UINavigationController, top == .secondary,
              !(delegate?.splitViewController(self, collapseSecondary: columns[.secondary] ?? secondary, onto: primary) ?? false) else { return }
        let stack = (secondary as? UINavigationController)?.viewControllers ?? [secondary]
        firstStackedOnPrimary = stack.first
        (secondary as? UINavigationController)?.setViewControllers([], animated: false)
        primary.setViewControllers(primary.viewControllers + stack, animated: false)
    }

    /// The columns again: what the secondary stacked on the primary goes back to its column.
    private func expand() {
        shown[.compact].map(remove)
        guard let primary = shown[.primary] as? UINavigationController else { return }
        // Only classic split views ask their delegate to separate the secondary.
        let separated = style == .unspecified ? delegate?.splitViewController(self, separateSecondaryFrom: primary) : nil
        let stack = stackedOnPrimary(primary)
        firstStackedOnPrimary = nil
        guard !stack.isEmpty || separated != nil else { return }
        primary.setViewControllers(primary.viewControllers.filter { controller in !stack.contains { $0 === controller } }, animated: false)
        if let separated {
            return setViewController(separated, for: .secondary)
        }
        if let secondary = shown[.secondary] as? UINavigationController, let root = stack.first {
            secondary.setViewControllers(stack, animated: false)
            columns[.secondary] = root
        }
    }

    /// The controllers of the secondary column's stack on top of `primary`'s while collapsed.
    private func stackedOnPrimary(_ primary: UINavigationController) -> [UIViewController] {
        guard let first = firstStackedOnPrimary, let index = primary.viewControllers.firstIndex(of: first) else { return [] }
        return Array(primary.viewControllers[index...])
    }

    /// Makes `controller` a child showing in `frame`.
    private func show(_ controller: UIViewController, in frame: CGRect) {
        if controller.parent !== self {
            addChild(controller)
            view.addSubview(controller.view)
            controller.didMove(toParent: self)
            // A column that comes in with an animated change of display mode slides in from the left edge.
            if UIView.inheritedAnimationDuration > 0 {
                UIView.performWithoutAnimation { controller.view.frame = frame.offsetBy(dx: -frame.maxX, dy: 0) }
            }
        }
        controller.view.frame = frame
    }

    private func remove(_ controller: UIViewController) {
        guard controller.parent === self else { return }
        controller.willMove(toParent: nil)
        controller.viewIfLoaded?.removeFromSuperview()
        controller.removeFromParent()
    }
}

/// The split view controller's view: its layout places the columns, and its color shows as the half-point
/// separator between them.
private final class SplitContainerView: UIView {
    weak var owner: UISplitViewController?

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .opaqueSeparator
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        owner?.layoutColumns()
    }
}
