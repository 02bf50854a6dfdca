import UIKit

/// The app's root: a tab for the sightings (a split view of the list and a sighting's detail, which collapses
/// into one navigation stack in a narrow window), a tab for the photo album and one for the birds nearby. It owns the field log and hands
/// each screen what it shows through properties, so no screen loads its view before it is on screen.
final class MainTabBarController: UITabBarController {
    private(set) var log: SightingLog {
        didSet { showLog() }
    }

    let split = UISplitViewController(style: .doubleColumn)
    let list = SightingsViewController()
    let detail = SightingDetailViewController()
    let photos = BirdPhotosViewController()
    let nearby = BirdsNearbyViewController()

    init(log: SightingLog = SightingLog()) {
        self.log = log
        super.init(nibName: nil, bundle: nil)
        list.editor = self
        detail.editor = self
        split.delegate = self
        split.preferredDisplayMode = .oneBesideSecondary
        split.setViewController(list, for: .primary)
        split.setViewController(detail, for: .secondary)
        (split.viewController(for: .primary)?.navigationController)?.navigationBar.prefersLargeTitles = true
        split.tabBarItem = UITabBarItem(title: "Sightings", image: UIImage(systemName: "list.bullet"), tag: 0)
        let album = UINavigationController(rootViewController: photos)
        album.tabBarItem = UITabBarItem(title: "Photos", image: UIImage(systemName: "photo"), tag: 1)
        let birds = UINavigationController(rootViewController: nearby)
        birds.navigationBar.prefersLargeTitles = true
        birds.tabBarItem = UITabBarItem(title: "Nearby", image: UIImage(systemName: "square.grid.2x2"), tag: 2)
        viewControllers = [split, album, birds]
        showLog()
    }

    required init?(coder: NSCoder) { nil }

    /// Shows the sighting of `species` (in any case) on the Sightings tab; false when the log has none.
    func showSighting(of species: String) -> Bool {
        guard let index = list.sightings.firstIndex(where: { $0.species.caseInsensitiveCompare(species) == .orderedSame }) else {
            return false
        }
        selectedViewController = split
        return list.showDetail(of: index, animated: false) != nil
    }

    private func showLog() {
        list.order = log.order
        list.sightings = log.sightings
        photos.sightings = log.sightings
        nearby.sightings = log.sightings
    }
}

extension MainTabBarController: SightingLogEditing {
    func add(_ sighting: Sighting) { log.add(sighting) }

    func update(_ sighting: Sighting) {
        log.update(sighting)
        for case let shown as SightingDetailViewController in [detail] + (list.navigationController?.viewControllers ?? [])
            where shown.sighting?.id == sighting.id {
            shown.sighting = sighting
        }
    }

    func remove(_ sighting: Sighting) { log.remove(sighting) }
    func move(_ sighting: Sighting, before other: Sighting?) { log.move(sighting, before: other) }
    func sort(by order: SightingLog.Order) { log.order = order }
}

extension MainTabBarController: UISplitViewControllerDelegate {
    /// A narrow window shows the list rather than an empty detail; a detail showing a sighting stays on top.
    func splitViewController(_ svc: UISplitViewController,
                             topColumnForCollapsingToProposedTopColumn proposedTopColumn: UISplitViewController.Column) -> UISplitViewController.Column {
        (svc.viewController(for: .secondary) as? SightingDetailViewController)?.sighting == nil ? .primary : proposedTopColumn
    }
}
