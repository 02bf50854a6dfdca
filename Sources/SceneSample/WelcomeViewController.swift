import UIKit

/// The number of the window, and a button that opens another window scene.
final class WelcomeViewController: UIViewController {
    private let number: Int

    init(number: Int) {
        self.number = number
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let label = UILabel()
        label.text = "Window \(number)"
        label.font = .preferredFont(forTextStyle: .largeTitle)
        var configuration = UIButton.Configuration.filled()
        configuration.title = "New Window"
        let button = UIButton(configuration: configuration, primaryAction: UIAction { _ in
            UIApplication.shared.requestSceneSessionActivation(nil, userActivity: nil, options: nil)
        })
        let stack = UIStackView(arrangedSubviews: [label, button])
        stack.axis = .vertical
        stack.spacing = 20
        stack.alignment = .center
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            stack.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }
}
