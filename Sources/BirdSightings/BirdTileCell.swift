import UIKit

/// A bird's picture with its name under it: a tile of the "Birds Nearby" grid and its row of featured birds.
final class BirdTileCell: UICollectionViewCell {
    let imageView = UIImageView()
    let nameLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 12
        imageView.backgroundColor = .secondarySystemBackground
        nameLabel.font = .preferredFont(forTextStyle: .subheadline)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.textAlignment = .center
        contentView.addSubview(imageView)
        contentView.addSubview(nameLabel)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ sighting: Sighting) {
        imageView.image = sighting.imageName.flatMap { UIImage(named: $0) }
        nameLabel.text = sighting.species
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let bounds = contentView.bounds
        imageView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: max(0, bounds.height - 24))
        nameLabel.frame = CGRect(x: 0, y: bounds.height - 20, width: bounds.width, height: 20)
    }
}
