import CoreGraphics
import Foundation

/// What `UIView.init?(coder:)` reads from a storyboard or nib: the view's geometry and attributes, its class's own
/// properties, its subviews and its constraints.
@MainActor
struct InterfaceViewDecoding {
    let coder: InterfaceCoder
    private var element: InterfaceElement { coder.element }
    private var loader: InterfaceLoader { coder.loader }

    func decode(_ view: UIView) {
        loader.register(view, as: element.id)
        decodeGeometry(of: view)
        decodeAttributes(of: view)
        InterfaceViewClasses(coder: coder).decode(view)
        for guide in element.children where guide.name == "viewLayoutGuide" {
            switch guide.key {
            case "safeArea": loader.register(view.safeAreaLayoutGuide, as: guide.id)
            case "contentLayoutGuide": (view as? UIScrollView).map { loader.register($0.contentLayoutGuide, as: guide.id) }
            case "frameLayoutGuide": (view as? UIScrollView).map { loader.register($0.frameLayoutGuide, as: guide.id) }
            default: break
            }
        }
        let subviews = decodeSubviews(of: view)
        let constraints = InterfaceConstraints(loader: loader).install(element.items(of: "constraints"), ownedBy: view)
        InterfaceVariations.attach(to: view, element: element, document: loader.document, subviews: subviews, constraints: constraints)
    }

    private func decodeGeometry(of view: UIView) {
        if let frame = element.child("rect", key: "frame") { view.frame = frame.rect }
        if let mask = element.child("autoresizingMask", key: "autoresizingMask") {
            let flags: [(String, UIView.AutoresizingMask)] = [
                ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
                ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
            ]
            view.autoresizingMask = UIView.AutoresizingMask(flags.filter { mask.bool($0.0) == true }.map(\.1))
        }
        // A view Xcode marks with a fixed frame has no constraints: ibtool has it translate its autoresizing mask.
        if element.bool("translatesAutoresizingMaskIntoConstraints") == false, element.bool("fixedFrame") != true {
            view.translatesAutoresizingMaskIntoConstraints = false
        }
    }

    private func decodeAttributes(of view: UIView) {
        if let mode = element.enumeration("contentMode", UIView.ContentMode.self) { view.contentMode = mode }
        element.assign(Self.flags, to: view)
        element.assign(Self.numbers, to: view)
        element.assign(Self.strings, to: view)
        if let tag = element.integer("tag") { view.tag = tag }
        if let color = coder.color("backgroundColor") { view.backgroundColor = color }
        if let color = coder.color("tintColor") { view.tintColor = color }
        if let attribute = element.enumeration("semanticContentAttribute", UISemanticContentAttribute.self) {
            view.semanticContentAttribute = attribute
        }
        if let margins = element.child(key: "layoutMargins") { view.layoutMargins = margins.insets }
        if let margins = element.child("directionalEdgeInsets", key: "directionalLayoutMargins") {
            view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: margins.number("top") ?? 0, leading: margins.number("leading") ?? 0,
                                                                    bottom: margins.number("bottom") ?? 0, trailing: margins.number("trailing") ?? 0)
        }
        for (axis, hugging, resistance) in Self.priorities {
            if let hugging = element.number(hugging) {
                view.setContentHuggingPriority(UILayoutPriority(Float(hugging)), for: axis)
            }
            if let resistance = element.number(resistance) {
                view.setContentCompressionResistancePriority(UILayoutPriority(Float(resistance)), for: axis)
            }
        }
        if let accessibility = element.child("accessibility", key: "accessibilityConfiguration") {
            accessibility.assign(["identifier": \.accessibilityIdentifier, "label": \.accessibilityLabel, "hint": \.accessibilityHint], to: view)
            if let isElement = accessibility.child("bool", key: "isElement")?.bool("value") { view.isAccessibilityElement = isElement }
            if let traits = accessibility.child("accessibilityTraits", key: "traits") { view.accessibilityTraits = Self.traits(traits) }
        }
    }

    // The attributes every view may have, by the properties they set: made once, not for each view made.
    private static let flags: KeyValuePairs<String, ReferenceWritableKeyPath<UIView, Bool>> = [
        "opaque": \.isOpaque, "clipsSubviews": \.clipsToBounds, "hidden": \.isHidden, "userInteractionEnabled": \.isUserInteractionEnabled,
        "insetsLayoutMarginsFromSafeArea": \.insetsLayoutMarginsFromSafeArea, "preservesSuperviewLayoutMargins": \.preservesSuperviewLayoutMargins,
    ]
    private static let numbers: KeyValuePairs<String, ReferenceWritableKeyPath<UIView, CGFloat>> = ["alpha": \.alpha]
    private static let strings: KeyValuePairs<String, ReferenceWritableKeyPath<UIView, String?>> = ["restorationIdentifier": \.restorationIdentifier]
    private static let priorities: [(NSLayoutConstraint.Axis, String, String)] = [
        (.horizontal, "horizontalHuggingPriority", "horizontalCompressionResistancePriority"),
        (.vertical, "verticalHuggingPriority", "verticalCompressionResistancePriority"),
    ]

    /// The traits an `<accessibilityTraits>` element switches on.
    private static func traits(_ element: InterfaceElement) -> UIAccessibilityTraits {
        let names: [String: UIAccessibilityTraits] = [
            "button": .button, "link": .link, "image": .image, "selected": .selected, "playsSound": .playsSound,
            "keyboardKey": .keyboardKey, "staticText": .staticText, "summaryElement": .summaryElement, "notEnabled": .notEnabled,
            "updatesFrequently": .updatesFrequently, "searchField": .searchField, "startsMediaSession": .startsMediaSession,
            "adjustable": .adjustable, "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
            "header": .header, "tabBar": .tabBar,
        ]
        return UIAccessibilityTraits(names.filter { element.bool($0.key) == true }.map(\.value))
    }

    /// The cell's own label or image view that a subview of a styled cell's content view stands for: Xcode draws
    /// them as subviews and names them in the cell's `textLabel`, `detailTextLabel` and `imageView` attributes.
    private func builtInPart(_ child: InterfaceElement) -> UIView? {
        guard let cellElement = element.parent, cellElement.name == "tableViewCell", let id = child.id else { return nil }
        // Most subviews stand for no part: the cell is looked up by its id only for those that do.
        var cell: UITableViewCell? { loader.object(id: cellElement.id) as? UITableViewCell }
        switch id {
        case cellElement["textLabel"]: return cell?.textLabel
        case cellElement["detailTextLabel"]: return cell?.detailTextLabel
        case cellElement["imageView"]: return cell?.imageView
        default: return nil
        }
    }

    /// Makes the subviews in order, the first at the back; a stack view arranges them, a cell puts them in its
    /// content view. Those the default size class leaves out are made but not added. Returns them with their ids.
    private func decodeSubviews(of view: UIView) -> [(id: String, view: UIView)] {
        var made: [(id: String, view: UIView)] = []
        if let content = element.children.first(where: { $0.key == "contentView" }) {
            let contentView = (view as? UITableViewCell)?.contentView ?? (view as? UICollectionViewCell)?.contentView
            if let contentView {
                InterfaceViewDecoding(coder: InterfaceCoder(element: content, loader: loader)).decode(contentView)
            }
        }
        for child in element.items(of: "subviews") {
            if let part = builtInPart(child) {
                loader.register(part, as: child.id)
                InterfaceViewClasses(coder: InterfaceCoder(element: child, loader: loader)).decode(part)
                continue
            }
            guard let subview = loader.make(child) as? UIView else { continue }
            if let id = child.id { made.append((id, subview)) }
            guard !loader.document.isExcludedByDefault(child.id) else { continue }
            if let stack = view as? UIStackView { stack.addArrangedSubview(subview) } else { view.addSubview(subview) }
        }
        return made
    }
}
