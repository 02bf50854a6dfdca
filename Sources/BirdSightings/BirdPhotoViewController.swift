import UIKit

/// One page of the photo album: a bird's picture filling the page, its species and place under it.
final class BirdPhotoViewController: UIViewController {
    let sighting: Sighting
    private let imageView = UIImageView()
    private let caption = UILabel()

    init(sighting: Sighting) {
        self.sighting = sighting
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        imageView.image = sighting.imageName.flatMap { UIImage(named: $0) }
        imageView.contentMode = .scaleAspectFit
        caption.text = "\(sighting.species) · \(sighting.place)"
        caption.font = .preferredFont(forTextStyle: .headline)
        caption.textAlignment = .center
        view.addSubview(imageView)
        view.addSubview(caption)
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Room at the bottom for the page control the page view controller draws there.
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 20)
        caption.frame = CGRect(x: area.minX, y: area.maxY - 56, width: area.width, height: 22)
        imageView.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: max(0, caption.frame.minY - 12 - area.minY))
    }
}
