import UIKit

// Buttons as iOS code builds them: a nonisolated factory, target-action by method reference, a subclass that
// restyles itself per state.

public func makeFollowButton(title: String) -> UIButton {
    var configuration = UIButton.Configuration.filled()
    configuration.title = title
    configuration.image = UIImage(systemName: "plus")
    configuration.imagePadding = 6
    configuration.cornerStyle = .capsule
    let button = UIButton(configuration: configuration, primaryAction: nil)
    button.changesSelectionAsPrimaryAction = true
    return button
}

public class ComposeViewController: UIViewController {
    public private(set) var sendCount = 0
    public let sendButton = UIButton(type: .system)

    public override func viewDidLoad() {
        super.viewDidLoad()
        sendButton.setTitle("Send", for: .normal)
        sendButton.setTitleColor(.systemGray, for: .disabled)
        sendButton.contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        sendButton.addTarget(self, action: ComposeViewController.send, for: .touchUpInside)
        view.addSubview(sendButton)
    }

    func send(_ sender: UIButton) {
        sendCount += 1
    }
}

public class ToggleButton: UIButton {
    public override func updateConfiguration() {
        guard var configuration else { return }
        configuration.title = isSelected ? "On" : "Off"
        configuration.baseBackgroundColor = isSelected ? .systemGreen : .systemGray
        self.configuration = configuration
    }
}
