@testable import UIKit

/// A plain view with a settable intrinsic content size, to arrange in stack views.
@MainActor
final class StackItem: UIView {
    var contentSize: CGSize {
        didSet { invalidateIntrinsicContentSize() }
    }

    init(_ width: CGFloat, _ height: CGFloat, _ name: String = "") {
        contentSize = CGSize(width: width, height: height)
        super.init(frame: .zero)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { nil }

    override var intrinsicContentSize: CGSize { contentSize }
}

/// Shows stack views in a window and lays them out.
@MainActor
enum StackHost {
    /// The origin of every hosted stack in its root view, below the status bar so the safe area stays out of the way.
    static let origin = CGPoint(x: 20, y: 40)

    /// A visible 400×300 window whose root view holds `stack` at `origin`, with the extra constraints `place`
    /// returns (a width, a height...), laid out once.
    static func show(_ stack: UIView, size: CGSize = CGSize(width: 400, height: 300),
                     place: (_ stack: UIView, _ root: UIView) -> [NSLayoutConstraint] = { _, _ in [] }) -> UIWindow {
        let window = UIWindow(frame: CGRect(origin: .zero, size: size))
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        let root = controller.view!
        root.addSubview(stack)
        stack.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: origin.x),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: origin.y),
        ] + place(stack, root))
        UIApplication.shared.runUpdateCycle()
        return window
    }

    /// Runs one update cycle: constraint updates, solving and layout.
    static func update() {
        UIApplication.shared.runUpdateCycle()
    }

    /// Items of the given sizes, named A, B, C...
    static func items(_ sizes: (CGFloat, CGFloat)...) -> [StackItem] {
        sizes.enumerated().map { index, size in
            StackItem(size.0, size.1, String(UnicodeScalar(UInt8(65 + index))))
        }
    }
}

extension UIView {
    /// The identifiers of the constraints the view holds, for checking what a stack view installed.
    var constraintIdentifiers: Set<String> { Set(constraints.compactMap(\.identifier)) }
}

extension Array where Element: UIView {
    /// Whether the array holds the same views as `other`, in the same order.
    func isSame(as other: [UIView]) -> Bool {
        count == other.count && zip(self, other).allSatisfy { $0 === $1 }
    }
}
