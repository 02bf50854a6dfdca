import UIKit

/// One page of the photo album: a bird's picture filling the page, its species and place under it. Tapping the
/// picture opens the bird's field-guide card (a storyboard scene), whose Done button unwinds back here.
final class BirdPhotoViewController: UIViewController {
    let sighting: Sighting
    private let imageView = UIImageView()
    private let caption = UILabel()
    /// Whether the field-guide card last said the bird is on this year's list.
    private(set) var onYearList = false

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
        updateCaption()
        caption.font = .preferredFont(forTextStyle: .headline)
        caption.adjustsFontForContentSizeCategory = true
        caption.textAlignment = .center
        imageView.isUserInteractionEnabled = true
        imageView.addGestureRecognizer(UITapGestureRecognizer(target: self, action: BirdPhotoViewController.showFieldGuide))
        view.addSubview(imageView)
        view.addSubview(caption)
    }

    private func updateCaption() {
        caption.text = "\(sighting.species) · \(sighting.place)" + (onYearList ? " · seen" : "")
    }

    func showFieldGuide() {
        presentFieldGuide(animated: true)
    }

    func presentFieldGuide(animated: Bool) {
        guard let card = FieldGuideViewController.make(for: sighting) else { return }
        present(card, animated: animated)
    }

    /// Where the card's Done button unwinds to: it takes the card's answer back.
    func closeFieldGuide(_ segue: UIStoryboardSegue) {
        guard let card = segue.source as? FieldGuideViewController else { return }
        onYearList = card.seenSwitch.isOn
        updateCaption()
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        // Room at the bottom for the page control the page view controller draws there.
        let area = view.bounds.inset(by: view.safeAreaInsets).insetBy(dx: 20, dy: 20)
        caption.frame = CGRect(x: area.minX, y: area.maxY - 56, width: area.width, height: 22)
        imageView.frame = CGRect(x: area.minX, y: area.minY, width: area.width, height: max(0, caption.frame.minY - 12 - area.minY))
    }

    nonisolated override class var objcMemberTable: ObjCMemberTable { members }

    /// The unwind action, found by name as a storyboard's unwind segue looks for it.
    private nonisolated static let members = ObjCMemberTable(inheriting: UIViewController.objcMemberTable, methods: [
        "closeFieldGuide:": { receiver, arguments in
            nonisolated(unsafe) let (receiver, segue) = (receiver, arguments.first ?? nil)
            MainActor.assumeIsolated {
                if let page = receiver as? BirdPhotoViewController, let segue = segue as? UIStoryboardSegue { page.closeFieldGuide(segue) }
            }
            return nil
        },
    ])
}
