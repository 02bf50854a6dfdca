import UIKit

// Everyday UIKit calls real iOS files make: Dynamic Type, system images, the visual format language, and the small
// members apps reach for.

public final class ProfileHeaderViewController: UIViewController {
    public let nameLabel = UILabel()
    public let followButton = UIButton(type: .system)
    public let avatar = UIImageView(image: UIImage(systemName: "person.circle.fill"))
    public private(set) var animator = UIViewPropertyAnimator()
    public let birthday = UIDatePicker()

    public override func viewDidLoad() {
        super.viewDidLoad()
        nameLabel.font = UIFontMetrics(forTextStyle: .title1).scaledFont(for: .systemFont(ofSize: 28, weight: .bold), maximumPointSize: 40)
        nameLabel.adjustsFontForContentSizeCategory = true
        nameLabel.shadowColor = .black
        nameLabel.shadowOffset = CGSize(width: 0, height: 1)
        nameLabel.attributedText = NSAttributedString(string: "")
        let caption = UIFont.preferredFont(forTextStyle: .caption1, compatibleWith: traitCollection)
        if traitCollection.preferredContentSizeCategory.isAccessibilityCategory || caption.pointSize > 20 {
            nameLabel.numberOfLines = 0
        }

        let configuration = UIImage.SymbolConfiguration(pointSize: 20, weight: .semibold, scale: UIImage.SymbolScale.large)
        followButton.setImage(UIImage(systemName: "plus", withConfiguration: configuration), for: .normal)
        followButton.setTitle("Follow", for: .normal)
        followButton.semanticContentAttribute = .forceRightToLeft
        followButton.showsMenuAsPrimaryAction = true
        followButton.menu = UIMenu(title: "", preferredElementSize: .small, children: [
            UIAction(title: "Share", image: UIImage(systemName: "square.and.arrow.up")) { _ in },
        ])
        avatar.preferredSymbolConfiguration = UIImage.SymbolConfiguration(textStyle: .largeTitle)
        avatar.layer.allowsEdgeAntialiasing = true
        birthday.datePickerMode = .date
        birthday.preferredDatePickerStyle = .wheels
        birthday.maximumDate = Date()
        birthday.addTarget(self, action: ProfileHeaderViewController.birthdayChanged, for: .valueChanged)

        let views: [String: Any] = ["avatar": avatar, "name": nameLabel, "follow": followButton]
        for view in [avatar, nameLabel, followButton] as [UIView] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate(
            NSLayoutConstraint.constraints(withVisualFormat: "H:|-[avatar(64)]-[name]-(>=8)-[follow]-|", options: .alignAllCenterY,
                                           metrics: nil, views: views)
            + NSLayoutConstraint.constraints(withVisualFormat: "V:|-(top)-[avatar(64)]", metrics: ["top": 16], views: views))
        NotificationCenter.default.addObserver(forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: .main) { _ in }
    }

    private func birthdayChanged(_ picker: UIDatePicker) {
        nameLabel.text = DateFormatter.localizedString(from: picker.date, dateStyle: .medium, timeStyle: .none)
    }

    public override var shouldAutorotate: Bool { false }

    public override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    public override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.avatar.image = UIImage.checkmark.imageFlippedForRightToLeftLayoutDirection()
        })
        view.window?.windowLevel = .alert + 1
    }
}
