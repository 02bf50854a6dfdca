import Foundation

/// The share sheet: a list of the activities that apply to some items (copying them, saving their images, and the
/// app's own `UIActivity` subclasses). It is a popover, which becomes a sheet in compact width; give it a source
/// (`popoverPresentationController?.sourceView` or `barButtonItem`) when presenting it in regular width.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// Called once when the sheet goes: with the activity chosen and whether it completed, or nil and false when
    /// the user closed the sheet.
    public typealias CompletionWithItemsHandler = (_ activityType: UIActivity.ActivityType?, _ completed: Bool,
                                                   _ returnedItems: [Any]?, _ activityError: (any Error)?) -> Void

    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// System activities not to offer.
    open var excludedActivityTypes: [UIActivity.ActivityType]?

    private let activityItems: [Any]
    private let applicationActivities: [UIActivity]
    private var hasReportedCompletion = false
    private var isClosing = false
    private var isDismissedFromOutside = false

    /// A sheet for `activityItems` (strings, URLs, images, attributed strings, or `UIActivityItemSource`s), offering
    /// `applicationActivities` besides the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .popover
    }

    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = []
        super.init(coder: coder)
        modalPresentationStyle = .popover
    }

    /// The activities offered, in the order shown: the app's sharing ones, the system's, then the app's actions.
    package var offeredActivities: [UIActivity] {
        let placeholders = activityItems.map { ($0 as? UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? $0 }
        let excluded = Set(excludedActivityTypes ?? [])
        let standard = StandardActivity.all.filter { !excluded.contains($0) }.map(StandardActivity.init)
        let sharing = applicationActivities.filter { type(of: $0).activityCategory == .share }
        let actions = applicationActivities.filter { type(of: $0).activityCategory == .action }
        return (sharing + standard + actions).filter { $0.canPerform(withActivityItems: placeholders) }
    }

    open override func loadView() {
        view = ActivityListView(items: activityItems, activities: offeredActivities) { [weak self] choice in
            guard let self else { return }
            if let activity = choice { perform(activity) } else { close() }
        }
        preferredContentSize = CGSize(width: 320, height: (view as! ActivityListView).fittingHeight)
    }

    /// The items for `activityType`: each source asked for its item, sources that give none left out.
    private func items(for activityType: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: activityType)
        }
    }

    private func perform(_ activity: UIActivity) {
        let type = activity.activityType
        activity.prepare(withActivityItems: items(for: type))
        activity.onFinish = { [weak self] completed in self?.finish(type, completed: completed) }
        if let controller = activity.activityViewController {
            present(controller, animated: true)
        } else {
            activity.perform()
        }
    }

    private func close() {
        finish(nil, completed: false)
    }

    /// Dismisses the sheet (and an activity's controller over it), then reports how it ended.
    private func finish(_ type: UIActivity.ActivityType?, completed: Bool) {
        guard !hasReportedCompletion else { return }
        hasReportedCompletion = true
        let handler = completionWithItemsHandler
        let report: () -> Void = { handler?(type, completed, nil, nil) }
        guard let presenter = presentingViewController else { return report() }
        isClosing = true
        presenter.dismiss(animated: true, completion: report)
    }

    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        // Dismissed from outside (a tap beside the popover): the user closed it.
        isDismissedFromOutside = isBeingDismissed && !isClosing
    }

    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard isDismissedFromOutside, !hasReportedCompletion else { return }
        hasReportedCompletion = true
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}
