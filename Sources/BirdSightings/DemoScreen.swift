import UIKit

/// The screen the demo opens on (`--open NAME`), for screenshots of each part of the app.
enum DemoScreen: String, CaseIterable {
    /// The sightings list, with the first sighting's detail beside it at regular width.
    case list
    /// The first sighting's detail: pushed on the list when narrow.
    case detail
    /// The notes of the first sighting.
    case notes
    /// The "New Sighting" form, presented as a sheet.
    case add
    /// The photo album tab.
    case photos
    /// The birds-nearby tab: a row scrolling sideways over a grid.
    case nearby
    /// The first photo's field-guide card: the screen laid out in a storyboard (`Resources/FieldGuide.storyboard`).
    case fieldGuide = "field-guide"

    /// Brings `root`, already in a shown window, to this screen without animation.
    @MainActor
    func show(in root: MainTabBarController) {
        root.view.window?.layoutIfNeeded()
        switch self {
        case .list:
            if !root.split.isCollapsed { root.list.showDetail(of: 0, animated: false) }
        case .detail, .notes:
            guard let detail = root.list.showDetail(of: 0, animated: false) else { return }
            if self == .notes {
                detail.modeControl.selectedSegmentIndex = 1
                detail.modeControl.sendActions(for: .valueChanged)
            }
        case .add:
            UIView.performWithoutAnimation { root.list.addSighting(animated: false) }
        case .photos:
            root.selectedIndex = 1
        case .nearby:
            root.selectedIndex = 2
        case .fieldGuide:
            root.selectedIndex = 1
            root.view.window?.layoutIfNeeded()
            (root.photos.viewControllers?.first as? BirdPhotoViewController)?.presentFieldGuide(animated: false)
        }
        root.view.window?.layoutIfNeeded()
    }

    /// The app on this screen as it appears in a window filling `screen`, status bar included.
    @MainActor
    func snapshot(on screen: UIScreen, dark: Bool = false) -> UIImage {
        let window = UIWindow(frame: screen.bounds)
        window.screen = screen
        if dark { window.overrideUserInterfaceStyle = .dark }
        let root = MainTabBarController()
        window.rootViewController = root
        window.isHidden = false
        show(in: root)
        window.runUpdateCycle()
        return window.snapshotImage()
    }
}
