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
    private var collapsed: Bool?
    private var topColumnWhenCollapsing: Column = .secondary
    private var hidesPrimary = false

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

    /// The classic interface's controllers: the primary, then the secondary.
    open var viewControllers: [UIViewController] {
        get { [shown[.primary], shown[.secondary]].compactMap { $0 } }
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
        collapsed = nil
        viewIfLoaded?.setNeedsLayout()
    }

    /// The controller set for `column` (not the navigation controller wrapped around it).
    open func viewController(for column: Column) -> UIViewController? { columns[column] }

    /// Shows `column`: at regular width the primary beside the secondary; collapsed, the column on top.
    open func show(_ column: Column) {
        if column == .primary || column == .supplementary { hidesPrimary = false }
        topColumnWhenCollapsing = column == .primary ? .primary : .secondary
        if collapsed == true, column == .primary, let primary = shown[.primary] as? UINavigationController,
           let first = firstStackedOnPrimary, let index = primary.viewControllers.firstIndex(of: first), index > 0 {
            primary.popToViewController(primary.viewControllers[index - 1], animated: true)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    /// Hides `column`: hiding the primary leaves the secondary alone at regular width.
    open func hide(_ column: Column) {
        if column == .primary { hidesPrimary = true }
        viewIfLoaded?.setNeedsLayout()
    }

    open var preferredDisplayMode: DisplayMode = .automatic {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// How the columns show now.
    open var displayMode: DisplayMode {
        if collapsed == true || hidesPrimary || preferredDisplayMode == .secondaryOnly { return .secondaryOnly }
        if style == .tripleColumn { return .twoBesideSecondary }
        return preferredDisplayMode == .automatic ? .oneBesideSecondary : preferredDisplayMode
    }

    open var preferredSplitBehavior: SplitBehavior = .automatic
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
        if collapsed != compact {
            compact ? collapse() : expand()
            collapsed = compact
            compact ? delegate?.splitViewControllerDidCollapse(self) : delegate?.splitViewControllerDidExpand(self)
        }
        let bounds = view.bounds
        if compact {
            (shown[.compact] ?? shown[.primary]).map { show($0, in: bounds) }
            return
        }
        let primaryWidth = displayMode == .secondaryOnly ? 0 : primaryColumnWidth
        var x: CGFloat = 0
        for column in style == .tripleColumn ? [Column.primary, .supplementary] : [.primary] {
            guard let controller = shown[column] else { continue }
            if primaryWidth > 0 {
                show(controller, in: CGRect(x: x, y: 0, width: primaryWidth, height: bounds.height))
                x += primaryWidth + 0.5
            } else {
                remove(controller)
            }
        }
        shown[.secondary].map { show($0, in: CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)) }
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
        let separated = delegate?.splitViewController(self, separateSecondaryFrom: primary)
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
