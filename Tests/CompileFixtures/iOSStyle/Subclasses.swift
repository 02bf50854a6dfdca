import UIKit

// Subclassing as iOS code does it, with NSObject behaviour: identity equality, descriptions, delegates.

public class CardView: UIView {
    public let titleLabel = makeTitleLabel("Card")

    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(titleLabel)
        pin(titleLabel, to: self)
        layer.cornerRadius = 12
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override var description: String { "CardView(\(titleLabel.text ?? ""))" }
}

public class ProfileViewController: UIViewController {
    let name: String

    public init(name: String) {
        self.name = name
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        let stack = makeCardStack(titles: [name, "Birder since 2019"])
        view.addSubview(stack)
        pin(stack, to: view)
    }
}

public class LayerPainter: NSObject, CALayerDelegate {
    public func draw(_ layer: CALayer, in ctx: CGContext) {
        ctx.setFillColor(UIColor.systemRed.cgColor)
        ctx.fill(layer.bounds)
    }
}

public func indexOfCard(_ card: UIView, in views: [UIView]) -> Int? {
    views.firstIndex(of: card)
}

public func countDistinct(_ views: [UIView]) -> Int {
    var seen = Set<UIView>()
    var names: [UIView: String] = [:]
    for view in views {
        seen.insert(view)
        names[view] = view.description
    }
    return seen.count == names.count ? seen.count : -1
}

public func emptyConstraint() -> NSLayoutConstraint { NSLayoutConstraint() }
