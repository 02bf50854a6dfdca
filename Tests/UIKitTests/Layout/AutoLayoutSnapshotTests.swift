import Testing
import UIKit
import UIKitTesting

/// Screens built only with constraints, rendered headless at iPhone size (390 x 844 @2x) and compared with
/// reference PNGs.
@MainActor
@Suite struct AutoLayoutSnapshotTests {
    /// A sign-in form: a title, two fields and a button stacked in the safe area, inset by the root view's
    /// margins, the button kept above the bottom of the screen.
    final class SignInViewController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            let margins = view.layoutMarginsGuide, safe = view.safeAreaLayoutGuide

            let title = Self.label("Sign in", font: .boldSystemFont(ofSize: 34))
            let subtitle = Self.label("Log your sightings on every device.", font: .preferredFont(forTextStyle: .subheadline),
                                      color: .secondaryLabel)
            subtitle.numberOfLines = 0
            let email = Self.field(placeholder: "Email")
            let password = Self.field(placeholder: "Password")
            let button = UIView()
            button.backgroundColor = .systemBlue
            button.layer.cornerRadius = 12
            let buttonTitle = Self.label("Continue", font: .systemFont(ofSize: 17, weight: .semibold), color: .white)
            button.addSubview(buttonTitle)
            let footer = Self.label("Forgot your password?", font: .preferredFont(forTextStyle: .footnote), color: .systemBlue)

            for view in [title, subtitle, email, password, button, footer] {
                view.translatesAutoresizingMaskIntoConstraints = false
                self.view.addSubview(view)
            }
            button.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: safe.topAnchor, constant: 32),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                title.trailingAnchor.constraint(lessThanOrEqualTo: margins.trailingAnchor),

                subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
                subtitle.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                subtitle.trailingAnchor.constraint(equalTo: margins.trailingAnchor),

                email.topAnchor.constraint(equalTo: subtitle.bottomAnchor, constant: 32),
                password.topAnchor.constraint(equalTo: email.bottomAnchor, constant: 12),
                button.topAnchor.constraint(equalTo: password.bottomAnchor, constant: 24),
                button.heightAnchor.constraint(equalToConstant: 50),
                buttonTitle.centerXAnchor.constraint(equalTo: button.centerXAnchor),
                buttonTitle.centerYAnchor.constraint(equalTo: button.centerYAnchor),

                footer.centerXAnchor.constraint(equalTo: margins.centerXAnchor),
                footer.bottomAnchor.constraint(equalTo: safe.bottomAnchor, constant: -24),
                footer.topAnchor.constraint(greaterThanOrEqualTo: button.bottomAnchor, constant: 16),
            ] + [email, password, button].flatMap { view in
                [view.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                 view.trailingAnchor.constraint(equalTo: margins.trailingAnchor)]
            } + [email, password].map { $0.heightAnchor.constraint(equalToConstant: 48) })
        }

        static func label(_ text: String, font: UIFont, color: UIColor = .label) -> UILabel {
            let label = UILabel()
            label.text = text
            label.font = font
            label.textColor = color
            label.translatesAutoresizingMaskIntoConstraints = false
            return label
        }

        /// A rounded white box with a placeholder inset by its own layout margins.
        static func field(placeholder: String) -> UIView {
            let field = UIView()
            field.backgroundColor = .secondarySystemGroupedBackground
            field.layer.cornerRadius = 10
            field.layer.borderWidth = 1
            field.layer.borderColor = UIColor.opaqueSeparator.cgColor
            field.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 14, bottom: 0, trailing: 14)
            let text = label(placeholder, font: .systemFont(ofSize: 17), color: .placeholderText)
            field.addSubview(text)
            NSLayoutConstraint.activate([
                text.leadingAnchor.constraint(equalTo: field.layoutMarginsGuide.leadingAnchor),
                text.trailingAnchor.constraint(lessThanOrEqualTo: field.layoutMarginsGuide.trailingAnchor),
                text.centerYAnchor.constraint(equalTo: field.centerYAnchor),
            ])
            return field
        }
    }

    /// A statistics card centered on screen: a title, a big count with its unit on the same baseline, and a note.
    final class SightingsCardViewController: UIViewController {
        override func viewDidLoad() {
            view.backgroundColor = .systemGroupedBackground
            let card = UIView()
            card.backgroundColor = .white
            card.layer.cornerRadius = 16
            card.layer.shadowOpacity = 0.15
            card.layer.shadowRadius = 8
            card.layer.shadowOffset = CGSize(width: 0, height: 3)
            card.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 16, leading: 20, bottom: 16, trailing: 20)
            card.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(card)

            let title = SignInViewController.label("THIS WEEK", font: .systemFont(ofSize: 13, weight: .semibold), color: .secondaryLabel)
            let count = SignInViewController.label("128", font: .boldSystemFont(ofSize: 56), color: .systemIndigo)
            let unit = SignInViewController.label("sightings", font: .systemFont(ofSize: 20), color: .label)
            let change = SignInViewController.label("+12%", font: .systemFont(ofSize: 15, weight: .semibold), color: .systemGreen)
            let note = SignInViewController.label("Most seen: European robin, in the park by the river.",
                                                  font: .preferredFont(forTextStyle: .footnote), color: .secondaryLabel)
            note.numberOfLines = 0
            let rule = UIView()
            rule.backgroundColor = .opaqueSeparator
            rule.translatesAutoresizingMaskIntoConstraints = false
            for view in [title, count, unit, change, rule, note] { card.addSubview(view) }

            let margins = card.layoutMarginsGuide
            let wide = card.widthAnchor.constraint(equalToConstant: 320)
            wide.priority = .defaultHigh
            NSLayoutConstraint.activate([
                card.centerXAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerXAnchor),
                card.centerYAnchor.constraint(equalTo: view.safeAreaLayoutGuide.centerYAnchor),
                card.leadingAnchor.constraint(greaterThanOrEqualTo: view.layoutMarginsGuide.leadingAnchor),
                wide,

                title.topAnchor.constraint(equalTo: margins.topAnchor),
                title.leadingAnchor.constraint(equalTo: margins.leadingAnchor),

                count.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 4),
                count.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                unit.leadingAnchor.constraint(equalToSystemSpacingAfter: count.trailingAnchor, multiplier: 1),
                unit.firstBaselineAnchor.constraint(equalTo: count.firstBaselineAnchor),
                change.firstBaselineAnchor.constraint(equalTo: count.firstBaselineAnchor),
                change.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                change.leadingAnchor.constraint(greaterThanOrEqualTo: unit.trailingAnchor, constant: 8),

                rule.topAnchor.constraint(equalTo: count.bottomAnchor, constant: 8),
                rule.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                rule.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                rule.heightAnchor.constraint(equalToConstant: 1),

                note.topAnchor.constraint(equalTo: rule.bottomAnchor, constant: 12),
                note.leadingAnchor.constraint(equalTo: margins.leadingAnchor),
                note.trailingAnchor.constraint(equalTo: margins.trailingAnchor),
                note.bottomAnchor.constraint(equalTo: margins.bottomAnchor),
            ])
        }
    }

    @Test func signInFormPinnedToTheSafeArea() {
        let image = SignInViewController().snapshotImage(size: CGSize(width: 390, height: 844), scale: 2)
        #expect(image.cgImage?.width == 780)
        let failure = verifySnapshot(of: image, named: "390x844@2x")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func cardWithBaselineAlignedLabels() {
        let image = SightingsCardViewController().snapshotImage(size: CGSize(width: 390, height: 844), scale: 2)
        #expect(image.cgImage?.width == 780)
        let failure = verifySnapshot(of: image, named: "390x844@2x")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
