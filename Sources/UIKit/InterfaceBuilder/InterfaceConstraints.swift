import CoreGraphics
import Foundation

/// The constraints of a `<constraints>` block, installed on the view that holds it as Xcode wrote them: items by id
/// (the owning view when `firstItem` is missing), attributes and relations by name, multipliers as decimals,
/// ratios (`16:9`) or fractions (`1/3`), priorities and identifiers.
@MainActor
struct InterfaceConstraints {
    let loader: InterfaceLoader

    /// Makes the constraints, known to outlets by their ids, and activates those the default size class installs;
    /// returns them all with their elements.
    @discardableResult
    func install(_ constraints: [InterfaceElement], ownedBy view: UIView) -> [(element: InterfaceElement, constraint: NSLayoutConstraint)] {
        var made: [(element: InterfaceElement, constraint: NSLayoutConstraint)] = []
        var installed: [NSLayoutConstraint] = []
        for element in constraints {
            let form = loader.document.constraintForm(of: element)
            guard !form.isPlaceholder, let constraint = make(element, form, ownedBy: view) else { continue }
            loader.register(constraint, as: element.id)
            made.append((element, constraint))
            if !form.isExcludedByDefault { installed.append(constraint) }
        }
        NSLayoutConstraint.activate(installed)
        return made
    }

    private func make(_ element: InterfaceElement, _ form: Form, ownedBy view: UIView) -> NSLayoutConstraint? {
        guard var firstAttribute = form.firstAttribute else { return nil }
        var secondAttribute = form.secondAttribute
        var first: AnyObject? = form.firstItem == nil ? view : loader.object(id: form.firstItem)
        var second = loader.object(id: form.secondItem)
        // Before safe areas, a controller's top and bottom layout guides: their inner edges are the safe area's.
        if let guide = first as? ControllerLayoutGuide { (first, firstAttribute) = (view.safeAreaLayoutGuide, guide.isTop ? .top : .bottom) }
        if let guide = second as? ControllerLayoutGuide { (second, secondAttribute) = (view.safeAreaLayoutGuide, guide.isTop ? .top : .bottom) }
        guard let first, form.secondItem == nil || second != nil else {
            MisuseReporter.report("Interface Builder file \(loader.document.name): constraint \(element.id ?? "") names an item "
                                  + "the file does not make; it is left out.")
            return nil
        }
        let constraint = NSLayoutConstraint(first, firstAttribute, form.relation, second, secondAttribute,
                                            multiplier: form.multiplier, constant: form.constant)
        if let priority = form.priority { constraint.priority = priority }
        constraint.identifier = form.identifier
        return constraint
    }

    /// What a `<constraint>` says, read once per document: a nib makes its constraints again for each instance.
    struct Form: Sendable {
        let firstItem: String?
        let secondItem: String?
        let firstAttribute: NSLayoutConstraint.Attribute?
        let secondAttribute: NSLayoutConstraint.Attribute
        let relation: NSLayoutConstraint.Relation
        let multiplier: CGFloat
        let constant: CGFloat
        let priority: UILayoutPriority?
        let identifier: String?
        let isPlaceholder: Bool
        let isExcludedByDefault: Bool

        init(_ element: InterfaceElement, excludedByDefault: Set<String>) {
            (firstItem, secondItem) = (element["firstItem"], element["secondItem"])
            firstAttribute = element["firstAttribute"].flatMap { Self.attributes[$0] }
            secondAttribute = element["secondAttribute"].flatMap { Self.attributes[$0] } ?? .notAnAttribute
            relation = switch element["relation"] {
            case "greaterThanOrEqual": .greaterThanOrEqual
            case "lessThanOrEqual": .lessThanOrEqual
            default: .equal
            }
            multiplier = Self.multiplier(element["multiplier"])
            constant = element.number("constant") ?? 0
            priority = element.number("priority").map { UILayoutPriority(Float($0)) }
            identifier = element["identifier"]
            isPlaceholder = element.bool("placeholder") == true
            isExcludedByDefault = excludedByDefault.contains(element.id ?? "")
        }

        /// The attributes by the names Xcode writes (`baseline` is the older name of `lastBaseline`).
        private static let attributes: [String: NSLayoutConstraint.Attribute] = {
            var attributes = ["baseline": NSLayoutConstraint.Attribute.lastBaseline]
            for raw in 0...20 {
                if let attribute = NSLayoutConstraint.Attribute(rawValue: raw) { attributes[attribute.name] = attribute }
            }
            return attributes
        }()

        /// `0.5`, `16:9` or `1/3`.
        private static func multiplier(_ text: String?) -> CGFloat {
            guard let text else { return 1 }
            for separator: Character in [":", "/"] where text.contains(separator) {
                let parts = text.split(separator: separator).compactMap { Double($0) }
                if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
            }
            return Double(text).map { CGFloat($0) } ?? 1
        }
    }
}

/// A controller's top or bottom layout guide, as documents written before safe areas name them.
final class ControllerLayoutGuide {
    let isTop: Bool

    init(isTop: Bool) { self.isTop = isTop }
}
