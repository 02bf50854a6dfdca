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
        for element in constraints where element.bool("placeholder") != true {
            guard let constraint = make(element, ownedBy: view) else { continue }
            loader.register(constraint, as: element.id)
            made.append((element, constraint))
        }
        NSLayoutConstraint.activate(made.filter { !loader.document.excludedByDefault.contains($0.element.id ?? "") }.map(\.constraint))
        return made
    }

    private func make(_ element: InterfaceElement, ownedBy view: UIView) -> NSLayoutConstraint? {
        guard var firstAttribute = attribute(element["firstAttribute"]) else { return nil }
        var secondAttribute = attribute(element["secondAttribute"]) ?? .notAnAttribute
        var first: AnyObject? = element["firstItem"].map { loader.object(id: $0) } ?? view
        var second = element["secondItem"].flatMap { loader.object(id: $0) }
        // Before safe areas, a controller's top and bottom layout guides: their inner edges are the safe area's.
        if let guide = first as? ControllerLayoutGuide { (first, firstAttribute) = (view.safeAreaLayoutGuide, guide.isTop ? .top : .bottom) }
        if let guide = second as? ControllerLayoutGuide { (second, secondAttribute) = (view.safeAreaLayoutGuide, guide.isTop ? .top : .bottom) }
        guard let first, element["secondItem"] == nil || second != nil else {
            MisuseReporter.report("Interface Builder file \(loader.document.name): constraint \(element.id ?? "") names an item "
                                  + "the file does not make; it is left out.")
            return nil
        }
        let relation: NSLayoutConstraint.Relation = switch element["relation"] {
        case "greaterThanOrEqual": .greaterThanOrEqual
        case "lessThanOrEqual": .lessThanOrEqual
        default: .equal
        }
        let constraint = NSLayoutConstraint(first, firstAttribute, relation, second, secondAttribute,
                                            multiplier: multiplier(element["multiplier"]), constant: element.number("constant") ?? 0)
        if let priority = element.number("priority") { constraint.priority = UILayoutPriority(Float(priority)) }
        constraint.identifier = element["identifier"]
        return constraint
    }

    private func attribute(_ name: String?) -> NSLayoutConstraint.Attribute? {
        name.flatMap { Self.attributes[$0] }
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
    private func multiplier(_ text: String?) -> CGFloat {
        guard let text else { return 1 }
        for separator: Character in [":", "/"] where text.contains(separator) {
            let parts = text.split(separator: separator).compactMap { Double($0) }
            if parts.count == 2, parts[1] != 0 { return CGFloat(parts[0] / parts[1]) }
        }
        return Double(text).map { CGFloat($0) } ?? 1
    }
}

/// A controller's top or bottom layout guide, as documents written before safe areas name them.
final class ControllerLayoutGuide {
    let isTop: Bool

    init(isTop: Bool) { self.isTop = isTop }
}
