import Foundation

/// What a view of a storyboard or nib varies by size class, as Xcode writes it in `<variation>` elements: which of its
/// subviews and constraints are installed, the constants of its constraints, and its font.
///
/// A variation keyed `widthClass=compact`, `heightClass=regular` or both applies when the view's size classes match;
/// where several apply, the one naming more size classes decides. What no variation decides follows the default one
/// (`key="default"`, whose masks leave things out of Any × Any). The variations are applied when the view is made, for
/// unspecified size classes, and again before layout whenever its size classes change, starting with the first ones
/// it takes in a window, as UIKit installs what a size class asks for. A subview a size class leaves out is kept here,
/// made, connected and ready to go back in.
@MainActor
final class InterfaceVariations {
    /// One `<variation>` other than the default one.
    private struct Variation {
        let element: InterfaceElement
        let horizontal: UIUserInterfaceSizeClass?
        let vertical: UIUserInterfaceSizeClass?

        init?(_ element: InterfaceElement) {
            guard element.name == "variation", let key = element.key, key != "default" else { return nil }
            var classes: [String: UIUserInterfaceSizeClass] = [:]
            for condition in key.split(separator: "-") {
                let parts = condition.split(separator: "=")
                guard parts.count == 2 else { return nil }
                switch parts[1] {
                case "compact": classes[String(parts[0])] = .compact
                case "regular": classes[String(parts[0])] = .regular
                default: return nil
                }
            }
            guard !classes.isEmpty, Set(classes.keys).isSubset(of: ["widthClass", "heightClass"]) else { return nil }
            self.element = element
            (horizontal, vertical) = (classes["widthClass"], classes["heightClass"])
        }

        func matches(_ traits: UITraitCollection) -> Bool {
            horizontal.map { $0 == traits.horizontalSizeClass } ?? true && vertical.map { $0 == traits.verticalSizeClass } ?? true
        }

        var specificity: Int { (horizontal == nil ? 0 : 1) + (vertical == nil ? 0 : 1) }

        /// The references a `<mask key=…>` of this variation includes (true) or excludes (false).
        func mask(_ key: String) -> [String: Bool] {
            var references: [String: Bool] = [:]
            for item in element.child("mask", key: key)?.children ?? [] {
                if let reference = item["reference"] { references[reference] = item.name == "include" }
            }
            return references
        }
    }

    /// The variations of `element` that apply for `traits`, the most specific last.
    private static func applicable(_ element: InterfaceElement, for traits: UITraitCollection) -> [Variation] {
        element.children.compactMap(Variation.init).filter { $0.matches(traits) }.sorted { $0.specificity < $1.specificity }
    }

    // Asked for every view and constraint a file makes: nonisolated, its closure runs without checking the executor.
    private nonisolated static func hasVariations(_ element: InterfaceElement) -> Bool {
        element.children.contains { Variation($0) != nil }
    }

    private weak var view: UIView?
    private let element: InterfaceElement
    private let excludedByDefault: Set<String>
    /// The view's subviews in the file's order, held while a size class leaves them out.
    private let subviews: [(id: String, view: UIView)]
    /// The ids of the subviews and constraints some variation installs or leaves out.
    private let masked: Set<String>
    /// The view's constraints that some variation installs or leaves out.
    private let maskedConstraints: [(id: String, constraint: NSLayoutConstraint)]
    /// The view's constraints whose constant varies, with their elements.
    private let variedConstraints: [(element: InterfaceElement, constraint: NSLayoutConstraint)]
    /// Whether some variation sets the view's font.
    private let variesFont: Bool
    /// The size classes applied last: the file is read as Any × Any.
    private var appliedClasses = (UIUserInterfaceSizeClass.unspecified, UIUserInterfaceSizeClass.unspecified)
    /// For each subview a size class took out, the constraints elsewhere that went out with it, to come back with it.
    private var displaced: [ObjectIdentifier: [NSLayoutConstraint]] = [:]
    /// Constraints that a size class installs but that wait for a view another level of the file puts back: the
    /// levels apply parents first, so each application tries these again.
    private static var waiting: [NSLayoutConstraint] = []

    /// Watches `view`'s size classes when its element or its constraints vary by them; `subviews` and `constraints`
    /// are what the loader made for the element's, by id.
    static func attach(to view: UIView, element: InterfaceElement, document: InterfaceDocument,
                       subviews: [(id: String, view: UIView)], constraints: [(element: InterfaceElement, constraint: NSLayoutConstraint)]) {
        let varied = constraints.filter { hasVariations($0.element) }
        guard hasVariations(element) || !varied.isEmpty else { return }
        let masked = Set(element.children.compactMap(Variation.init).flatMap { Array($0.mask("subviews").keys) + $0.mask("constraints").keys })
            .union(document.excludedByDefault)
        let variations = InterfaceVariations(
            view: view, element: element, excludedByDefault: document.excludedByDefault,
            subviews: subviews, masked: masked,
            maskedConstraints: constraints.compactMap { item in item.element.id.flatMap { masked.contains($0) ? ($0, item.constraint) : nil } },
            variedConstraints: varied)
        view.registerForTraitChanges([UITraitHorizontalSizeClass.self, UITraitVerticalSizeClass.self],
                                     includingFirstTraits: { [variations] _ in variations.apply() })
    }

    private init(view: UIView, element: InterfaceElement, excludedByDefault: Set<String>, subviews: [(id: String, view: UIView)],
                 masked: Set<String>, maskedConstraints: [(id: String, constraint: NSLayoutConstraint)],
                 variedConstraints: [(element: InterfaceElement, constraint: NSLayoutConstraint)]) {
        self.view = view
        self.element = element
        self.excludedByDefault = excludedByDefault
        self.subviews = subviews
        self.masked = masked
        self.maskedConstraints = maskedConstraints
        self.variedConstraints = variedConstraints
        variesFont = element.children.contains { Variation($0)?.element.child("fontDescription", key: "fontDescription") != nil }
    }

    /// Installs what the view's current size classes ask for.
    private func apply() {
        guard let view else { return }
        let traits = view.traitCollection
        guard appliedClasses != (traits.horizontalSizeClass, traits.verticalSizeClass) else { return }
        appliedClasses = (traits.horizontalSizeClass, traits.verticalSizeClass)
        let variations = Self.applicable(element, for: traits)
        func isInstalled(_ id: String, mask: String) -> Bool {
            variations.reduce(!excludedByDefault.contains(id)) { installed, variation in variation.mask(mask)[id] ?? installed }
        }
        // What goes out goes first, so that what comes in never conflicts with what it replaces.
        let constraints = maskedConstraints.map { (constraint: $0.constraint, installed: isInstalled($0.id, mask: "constraints")) }
        NSLayoutConstraint.deactivate(constraints.filter { !$0.installed && $0.constraint.isActive }.map(\.constraint))
        // Only what a mask names moves: a subview the app took out itself stays out.
        for (position, subview) in subviews.enumerated() where masked.contains(subview.id) {
            let installed = isInstalled(subview.id, mask: "subviews")
            if !installed, subview.view.superview === view {
                remove(subview.view)
            } else if installed, subview.view.superview == nil {
                insert(subview.view, before: subviews[(position + 1)...].map(\.view), in: view)
                Self.waiting += displaced.removeValue(forKey: ObjectIdentifier(subview.view)) ?? []
            }
        }
        // A constraint whose views are not all in yet waits for them.
        for (constraint, installed) in constraints where installed && !constraint.isActive && !Self.waiting.contains(where: { $0 === constraint }) {
            Self.waiting.append(constraint)
        }
        // Those whose views are gone wait for nothing.
        Self.waiting.removeAll { $0.firstItem == nil }
        let ready = Self.waiting.filter(canActivate)
        Self.waiting.removeAll { constraint in ready.contains { $0 === constraint } }
        NSLayoutConstraint.activate(ready)
        for (element, constraint) in variedConstraints {
            let constant = Self.applicable(element, for: traits).last { $0.element["constant"] != nil }?.element.number("constant")
            constraint.constant = constant ?? element.number("constant") ?? 0
        }
        let fonts = [element] + variations.map(\.element)
        if variesFont, let font = fonts.last(where: { $0.child("fontDescription", key: "fontDescription") != nil })?
            .child("fontDescription", key: "fontDescription")?.font {
            switch view {
            case let label as UILabel: label.font = font
            case let button as UIButton: button.titleLabel?.font = font
            case let field as UITextField: field.font = font
            case let textView as UITextView: textView.font = font
            default: break
            }
        }
    }

    /// Takes a subview out, keeping the active constraints elsewhere that leave with it.
    private func remove(_ subview: UIView) {
        let leaving = subview.constraintsLeavingSubtree().filter { constraint in
            constraint.isActive && !maskedConstraints.contains { $0.constraint === constraint }
        }
        subview.removeFromSuperview()
        displaced[ObjectIdentifier(subview)] = leaving
    }

    /// Puts a subview back below the first of the subviews after it in the file that is installed, so the file's
    /// order stays the order of drawing (and of arrangement in a stack view).
    private func insert(_ subview: UIView, before later: [UIView], in view: UIView) {
        let next = later.first { $0.superview === view }
        if let stack = view as? UIStackView {
            let index = next.flatMap { next in stack.arrangedSubviews.firstIndex { $0 === next } } ?? stack.arrangedSubviews.count
            stack.insertArrangedSubview(subview, at: index)
        } else if let next {
            view.insertSubview(subview, belowSubview: next)
        } else {
            view.addSubview(subview)
        }
    }

    private func canActivate(_ constraint: NSLayoutConstraint) -> Bool {
        guard let first = LayoutAnchorItem(constraint.firstItem)?.view else { return false }
        guard constraint.secondItem != nil else { return true }
        guard let second = LayoutAnchorItem(constraint.secondItem)?.view else { return false }
        return first.closestCommonAncestor(with: second) != nil
    }
}
