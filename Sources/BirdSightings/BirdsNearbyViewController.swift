import UIKit

/// Birds seen around here, in a compositional layout: a row of this week's birds that scrolls sideways on its own,
/// page by page, over a grid of every species in the log (two columns when narrow, four when wide), each section
/// under its title.
final class BirdsNearbyViewController: UICollectionViewController {
    enum Section: Int, Sendable {
        case thisWeek, allSpecies

        var title: String { self == .thisWeek ? "This Week" : "All Species" }
    }

    /// A bird in a section: the same sighting can be in both.
    struct Item: Hashable, Sendable {
        let section: Section
        let id: Int
    }

    /// The sightings shown. Setting them never loads the view.
    var sightings: [Sighting] = [] {
        didSet { if isViewLoaded { showSightings() } }
    }

    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>?
    private var byID: [Int: Sighting] = [:]

    init() {
        super.init(collectionViewLayout: Self.layout())
        title = "Birds Nearby"
    }

    required init?(coder: NSCoder) { nil }

    private static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { index, environment in
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(36)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            let section: NSCollectionLayoutSection
            if Section(rawValue: index) == .thisWeek {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                    heightDimension: .fractionalHeight(1)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(240), heightDimension: .absolute(200)), subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPaging
            } else {
                // As many columns as fit 160 points each: two on a phone, more in a wide window.
                let columns = max(2, Int(environment.container.effectiveContentSize.width / 160))
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1 / CGFloat(columns)),
                                                                                    heightDimension: .fractionalHeight(1)))
                item.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 6, bottom: 0, trailing: 6)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(150)),
                    subitem: item, count: columns)
                section = NSCollectionLayoutSection(group: group)
            }
            section.interGroupSpacing = 12
            section.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 16, bottom: 20, trailing: 16)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        let tile = UICollectionView.CellRegistration<BirdTileCell, Item> { [weak self] cell, _, item in
            if let sighting = self?.byID[item.id] { cell.show(sighting) }
        }
        let title = UICollectionView.SupplementaryRegistration<SectionTitleView>(elementKind: UICollectionView.elementKindSectionHeader) {
            view, _, indexPath in
            view.label.text = Section(rawValue: indexPath.section)?.title
        }
        let dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: tile, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: title, for: indexPath)
        }
        self.dataSource = dataSource
        showSightings()
    }

    /// This week's photographed birds in the row, every photographed species once in the grid.
    private func showSightings() {
        let photographed = sightings.filter { $0.imageName != nil }
        byID = Dictionary(uniqueKeysWithValues: sightings.map { ($0.id, $0) })
        let thisWeek = photographed.filter { $0.weekStart == photographed.map(\.weekStart).max() }
        var species = Set<String>()
        let all = photographed.sorted { $0.species < $1.species }.filter { species.insert($0.species).inserted }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.thisWeek, .allSpecies])
        snapshot.appendItems(thisWeek.map { Item(section: .thisWeek, id: $0.id) }, toSection: .thisWeek)
        snapshot.appendItems(all.map { Item(section: .allSpecies, id: $0.id) }, toSection: .allSpecies)
        dataSource?.apply(snapshot, animatingDifferences: view.window != nil)
    }
}

/// A section's title over its birds, as a large bold heading.
final class SectionTitleView: UICollectionReusableView {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .systemFont(ofSize: 22, weight: .bold)
        addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds
    }
}
