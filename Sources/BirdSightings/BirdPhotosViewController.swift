import UIKit

/// An album of the log's bird photos, one per page, swiped through with a page control under them.
final class BirdPhotosViewController: UIPageViewController {
    /// The sightings whose photos are shown; those without a photo are left out. Setting them never loads the view.
    var sightings: [Sighting] = [] {
        didSet {
            photographed = sightings.filter { $0.imageName != nil }
            if isViewLoaded { showFirstPage() }
        }
    }

    private var photographed: [Sighting] = []

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
        title = "Photos"
        dataSource = self
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        showFirstPage()
    }

    private func showFirstPage() {
        let first = photographed.first.map { [BirdPhotoViewController(sighting: $0)] } ?? []
        setViewControllers(first, direction: .forward, animated: false)
    }

    /// The page `offset` pages away from `page`, if there is one.
    private func page(_ offset: Int, from page: UIViewController) -> UIViewController? {
        guard let shown = (page as? BirdPhotoViewController)?.sighting,
              let index = photographed.firstIndex(where: { $0.id == shown.id }),
              photographed.indices.contains(index + offset) else { return nil }
        return BirdPhotoViewController(sighting: photographed[index + offset])
    }
}

extension BirdPhotosViewController: UIPageViewControllerDataSource {
    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        page(-1, from: viewController)
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        page(1, from: viewController)
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { photographed.count }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        guard let shown = (viewControllers?.first as? BirdPhotoViewController)?.sighting else { return 0 }
        return photographed.firstIndex { $0.id == shown.id } ?? 0
    }
}
