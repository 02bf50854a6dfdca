import Foundation

/// The image picker's library: the pictures folder as a grid of square thumbnails, four to a row, newest name last.
final class PhotoGridViewController: UICollectionViewController {
    private var pictures: [URL] = []
    private let emptyLabel = UILabel()

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 2
        layout.minimumLineSpacing = 2
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "Photo")
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .cancel, primaryAction: UIAction { [weak self] _ in
            (self?.navigationController as? UIImagePickerController)?.cancel()
        })
        emptyLabel.text = "No Photos"
        emptyLabel.textColor = .secondaryLabel
        emptyLabel.textAlignment = .center
        collectionView.backgroundView = emptyLabel
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        pictures = PhotoLibrary.pictureURLs()
        emptyLabel.isHidden = !pictures.isEmpty
        collectionView.reloadData()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        guard let layout = collectionViewLayout as? UICollectionViewFlowLayout else { return }
        let columns: CGFloat = view.bounds.width > 600 ? 6 : 4
        let side = ((view.bounds.width - (columns - 1) * layout.minimumInteritemSpacing) / columns).rounded(.down)
        if layout.itemSize.width != side { layout.itemSize = CGSize(width: side, height: side) }
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        pictures.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Photo", for: indexPath) as! PhotoCell
        cell.show(pictures[indexPath.item])
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        (navigationController as? UIImagePickerController)?.pick(pictures[indexPath.item])
    }

    /// A thumbnail filling its square.
    private final class PhotoCell: UICollectionViewCell {
        private let imageView = UIImageView()

        override init(frame: CGRect) {
            super.init(frame: frame)
            imageView.contentMode = .scaleAspectFill
            imageView.clipsToBounds = true
            contentView.addSubview(imageView)
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
        }

        func show(_ url: URL) {
            imageView.image = UIImage(contentsOfFile: url.path)
            accessibilityLabel = url.deletingPathExtension().lastPathComponent
            isAccessibilityElement = true
        }

        override func layoutSubviews() {
            super.layoutSubviews()
            imageView.frame = contentView.bounds
        }
    }
}
