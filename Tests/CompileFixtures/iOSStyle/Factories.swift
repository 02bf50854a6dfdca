import UIKit

// iOS-style Swift 5 code: free factory functions, not isolated to the main actor, that build views.

public func makeTitleLabel(_ text: String) -> UILabel {
    let label = UILabel()
    label.text = text
    label.font = .boldSystemFont(ofSize: 22)
    label.textColor = .label
    label.numberOfLines = 0
    label.translatesAutoresizingMaskIntoConstraints = false
    return label
}

public func makeCardStack(titles: [String]) -> UIStackView {
    let stack = UIStackView(arrangedSubviews: titles.map(makeTitleLabel))
    stack.axis = .vertical
    stack.spacing = 8
    stack.layoutMargins = UIEdgeInsets(top: 12, left: 12, bottom: 12, right: 12)
    stack.isLayoutMarginsRelativeArrangement = true
    return stack
}

public func pin(_ view: UIView, to container: UIView, inset: CGFloat = 16) {
    NSLayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: inset),
        view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -inset),
        view.topAnchor.constraint(equalTo: container.safeAreaLayoutGuide.topAnchor, constant: inset),
    ])
}

/// Reads the screen from a background queue, as much Swift 5 code does.
public func logScreenScale(completion: @escaping @Sendable (CGFloat) -> Void) {
    DispatchQueue.global().async {
        let scale = UIScreen.main.scale
        DispatchQueue.main.async { completion(scale) }
    }
}

/// `import UIKit` brings URLSession, as on iOS.
public func makeSession() -> URLSession { URLSession.shared }

public func firstRow(in section: Int) -> IndexPath { IndexPath(row: 0, section: section) }
