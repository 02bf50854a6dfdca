import CoreGraphics
import Foundation

/// The properties of UIKit's view classes, as Xcode writes them for labels, buttons, image views, stack views,
/// scroll views and controls.
@MainActor
struct InterfaceViewClasses {
    let coder: InterfaceCoder
    private var element: InterfaceElement { coder.element }

    func decode(_ view: UIView) {
        if let label = view as? UILabel { decode(label) }
        if let imageView = view as? UIImageView { decode(imageView) }
        if let stack = view as? UIStackView { decode(stack) }
        if let scrollView = view as? UIScrollView { decode(scrollView) }
        if let control = view as? UIControl { decode(control) }
        if let button = view as? UIButton { decode(button) }
        if let field = view as? UITextField { decode(field) }
        if let toggle = view as? UISwitch, let on = element.bool("on") { toggle.isOn = on }
        if let slider = view as? UISlider { decode(slider) }
        if let stepper = view as? UIStepper { decode(stepper) }
        if let segmented = view as? UISegmentedControl { decode(segmented) }
        if let progress = view as? UIProgressView, let value = element.number("progress") { progress.progress = Float(value) }
        if let pageControl = view as? UIPageControl { decode(pageControl) }
        if let spinner = view as? UIActivityIndicatorView { decode(spinner) }
        if let table = view as? UITableView { decode(table) }
        if let cell = view as? UITableViewCell { decode(cell) }
        if let collection = view as? UICollectionView { decode(collection) }
        if let effectView = view as? UIVisualEffectView, let blur = element.child("blurEffect") {
            effectView.effect = blur.enumeration("style", UIBlurEffect.Style.self).map { UIBlurEffect(style: $0) }
        }
        decodeItems(of: view)
    }

    /// The items of a standalone toolbar, tab bar or navigation bar.
    private func decodeItems(of view: UIView) {
        let items = element.items(of: "items").compactMap { coder.loader.make($0) }
        guard !items.isEmpty else { return }
        switch view {
        case let toolbar as UIToolbar: toolbar.items = items.compactMap { $0 as? UIBarButtonItem }
        case let tabBar as UITabBar: tabBar.items = items.compactMap { $0 as? UITabBarItem }
        case let bar as UINavigationBar: bar.setItems(items.compactMap { $0 as? UINavigationItem }, animated: false)
        default: break
        }
    }

    /// A collection view's prototype cells and section header and footer, copied for each dequeue.
    private func decode(_ collection: UICollectionView) {
        let loader = coder.loader
        func copy<View: UICollectionReusableView>(_ element: InterfaceElement, as type: View.Type) -> View {
            let copy = loader.loaderForCopy()
            let view = copy.make(element) as? View ?? View(reuseFrame: .zero)
            copy.finish()
            return view
        }
        for prototype in element.items(of: "cells") {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            collection.cellQueue.register(identifier) { copy(prototype, as: UICollectionViewCell.self) }
        }
        let kinds = ["sectionHeaderView": UICollectionView.elementKindSectionHeader, "sectionFooterView": UICollectionView.elementKindSectionFooter]
        for supplementary in element.children where supplementary.name == "collectionReusableView" {
            guard let kind = supplementary.key.flatMap({ kinds[$0] }), let identifier = supplementary["reuseIdentifier"] else { continue }
            collection.supplementaryQueue.register(UICollectionView.supplementaryKey(kind, identifier)) {
                copy(supplementary, as: UICollectionReusableView.self)
            }
        }
    }

    private func decode(_ table: UITableView) {
        element.assign(["rowHeight": \UITableView.rowHeight, "estimatedRowHeight": \.estimatedRowHeight], to: table)
        // Xcode writes its defaults (28 points plain, 18 grouped) for section heights left alone: those stay automatic,
        // so titled headers and footers size to their text.
        let defaultHeight: CGFloat = table.style == .plain ? 28 : 18
        for (attribute, property) in [("sectionHeaderHeight", \UITableView.sectionHeaderHeight), ("sectionFooterHeight", \.sectionFooterHeight)] {
            if let height = element.number(attribute), height != defaultHeight { table[keyPath: property] = height }
        }
        element.assign(["allowsSelection": \.allowsSelection, "allowsMultipleSelection": \.allowsMultipleSelection], to: table)
        if let style = element.enumeration("separatorStyle", UITableViewCell.SeparatorStyle.self, aliases: ["default": .singleLine]) {
            table.separatorStyle = style
        }
        if let color = coder.color("separatorColor") { table.separatorColor = color }
        // Each dequeue of a prototype makes a new copy of its cell from the file.
        let loader = coder.loader
        for prototype in element.items(of: "prototypes") {
            guard let identifier = prototype["reuseIdentifier"] else { continue }
            table.cellQueue.register(identifier) {
                let copy = loader.loaderForCopy()
                let cell = copy.make(prototype) as? UITableViewCell ?? UITableViewCell(style: .default, reuseIdentifier: identifier)
                copy.finish()
                return cell
            }
        }
        if element["dataMode"] == "static" {
            table.staticSections = element.items(of: "sections").map { section in
                let cells = section.items(of: "cells").filter { InterfaceClasses.isKnown($0.name) }
                return StaticTableSection(cells: cells.compactMap { loader.make($0) as? UITableViewCell }, rowHeights: cells.map { $0.number("rowHeight") },
                                          headerTitle: section["headerTitle"], footerTitle: section["footerTitle"])
            }
        }
    }

    private func decode(_ cell: UITableViewCell) {
        if let style = element.enumeration("selectionStyle", UITableViewCell.SelectionStyle.self) { cell.selectionStyle = style }
        if let type = element.enumeration("accessoryType", UITableViewCell.AccessoryType.self) { cell.accessoryType = type }
        if let level = element.integer("indentationLevel") { cell.indentationLevel = level }
        element.assign(["indentationWidth": \UITableViewCell.indentationWidth], to: cell)
    }

    private static let lineBreakModes: [String: NSLineBreakMode] = [
        "wordWrap": .byWordWrapping, "characterWrap": .byCharWrapping, "clip": .byClipping,
        "headTruncation": .byTruncatingHead, "tailTruncation": .byTruncatingTail, "middleTruncation": .byTruncatingMiddle,
    ]

    private func decode(_ label: UILabel) {
        if let description = element.child("fontDescription", key: "fontDescription") { label.font = description.font }
        if let text = coder.string("text") { label.text = text }
        if let text = element.child("attributedString", key: "attributedText") {
            label.attributedText = text.attributedString(in: coder.loader.document, bundle: coder.bundle)
        }
        if let color = coder.color("textColor") { label.textColor = color }
        if let color = coder.color("highlightedColor") { label.highlightedTextColor = color }
        if let alignment = element.enumeration("textAlignment", NSTextAlignment.self) { label.textAlignment = alignment }
        if let mode = element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) { label.lineBreakMode = mode }
        if let lines = element.integer("numberOfLines") { label.numberOfLines = lines }
        element.assign(["adjustsFontSizeToFit": \.adjustsFontSizeToFitWidth, "enabled": \.isEnabled, "highlighted": \.isHighlighted], to: label)
        element.assign(["minimumScaleFactor": \UILabel.minimumScaleFactor], to: label)
        if let adjustment = element.enumeration("baselineAdjustment", UIBaselineAdjustment.self) { label.baselineAdjustment = adjustment }
    }

    private func decode(_ imageView: UIImageView) {
        if let image = coder.image(named: element["image"]) { imageView.image = image }
    }

    private func decode(_ stack: UIStackView) {
        if element["axis"] == "vertical" { stack.axis = .vertical }
        if let distribution = element.enumeration("distribution", UIStackView.Distribution.self) { stack.distribution = distribution }
        if let alignment = element.enumeration("alignment", UIStackView.Alignment.self,
                                               aliases: ["top": .top, "bottom": .bottom, "leading": .leading, "trailing": .trailing]) {
            stack.alignment = alignment
        }
        if let spacing = element.number("spacing") { stack.spacing = spacing }
        if let baseline = element.bool("baselineRelativeArrangement") { stack.isBaselineRelativeArrangement = baseline }
    }

    private func decode(_ scrollView: UIScrollView) {
        element.assign(["scrollEnabled": \.isScrollEnabled, "pagingEnabled": \.isPagingEnabled, "bounces": \.bounces,
                        "alwaysBounceVertical": \.alwaysBounceVertical, "alwaysBounceHorizontal": \.alwaysBounceHorizontal,
                        "showsHorizontalScrollIndicator": \.showsHorizontalScrollIndicator,
                        "showsVerticalScrollIndicator": \.showsVerticalScrollIndicator], to: scrollView)
        element.assign(["minimumZoomScale": \UIScrollView.minimumZoomScale, "maximumZoomScale": \.maximumZoomScale], to: scrollView)
    }

    private func decode(_ control: UIControl) {
        element.assign(["enabled": \.isEnabled, "selected": \.isSelected, "highlighted": \.isHighlighted], to: control)
        if let alignment = element.enumeration("contentHorizontalAlignment", UIControl.ContentHorizontalAlignment.self) {
            control.contentHorizontalAlignment = alignment
        }
        if let alignment = element.enumeration("contentVerticalAlignment", UIControl.ContentVerticalAlignment.self) {
            control.contentVerticalAlignment = alignment
        }
    }

    private func decode(_ button: UIButton) {
        let type = element.enumeration("buttonType", UIButton.ButtonType.self, aliases: ["roundedRect": .system]) ?? .custom
        button.setType(type)
        if let description = element.child("fontDescription", key: "fontDescription") { button.titleLabel?.font = description.font }
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted, "selected": .selected, "disabled": .disabled]
        for stateElement in element.children where stateElement.name == "state" {
            guard let state = stateElement.key.flatMap({ states[$0] }) else { continue }
            let stateCoder = InterfaceCoder(element: stateElement, loader: coder.loader)
            if let title = stateCoder.string("title") { button.setTitle(title, for: state) }
            if let title = stateElement.child("attributedString", key: "attributedTitle") {
                button.setAttributedTitle(title.attributedString(in: coder.loader.document, bundle: coder.bundle), for: state)
            }
            if let image = coder.image(named: stateElement["image"]) { button.setImage(image, for: state) }
            if let image = coder.image(named: stateElement["backgroundImage"]) { button.setBackgroundImage(image, for: state) }
            if let color = stateCoder.color("titleColor") { button.setTitleColor(color, for: state) }
            if let color = stateCoder.color("titleShadowColor") { button.setTitleShadowColor(color, for: state) }
        }
    }

    private func decode(_ field: UITextField) {
        if let description = element.child("fontDescription", key: "fontDescription") { field.font = description.font }
        if let text = coder.string("text") { field.text = text }
        if let text = element.child("attributedString", key: "attributedText") {
            field.attributedText = text.attributedString(in: coder.loader.document, bundle: coder.bundle)
        }
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let color = coder.color("textColor") { field.textColor = color }
        if let alignment = element.enumeration("textAlignment", NSTextAlignment.self) { field.textAlignment = alignment }
        if let style = element.enumeration("borderStyle", UITextField.BorderStyle.self) { field.borderStyle = style }
        if let mode = element.enumeration("clearButtonMode", UITextField.ViewMode.self) { field.clearButtonMode = mode }
        if let traits = element.child("textInputTraits", key: "textInputTraits") {
            if let type = traits.enumeration("keyboardType", UIKeyboardType.self) { field.keyboardType = type }
            if let type = traits.enumeration("returnKeyType", UIReturnKeyType.self) { field.returnKeyType = type }
            if let type = traits.enumeration("autocapitalizationType", UITextAutocapitalizationType.self) { field.autocapitalizationType = type }
            if let type = traits.enumeration("autocorrectionType", UITextAutocorrectionType.self) { field.autocorrectionType = type }
            if let secure = traits.bool("secureTextEntry") { field.isSecureTextEntry = secure }
            if let content = traits["textContentType"] { field.textContentType = UITextContentType(rawValue: content) }
        }
    }

    private func decode(_ slider: UISlider) {
        if let minimum = element.number("minValue") { slider.minimumValue = Float(minimum) }
        if let maximum = element.number("maxValue") { slider.maximumValue = Float(maximum) }
        if let value = element.number("value") { slider.value = Float(value) }
        if let continuous = element.bool("continuous") { slider.isContinuous = continuous }
        if let color = coder.color("minimumTrackTintColor") { slider.minimumTrackTintColor = color }
        if let color = coder.color("maximumTrackTintColor") { slider.maximumTrackTintColor = color }
        if let color = coder.color("thumbTintColor") { slider.thumbTintColor = color }
    }

    private func decode(_ stepper: UIStepper) {
        if let minimum = element.number("minimumValue") { stepper.minimumValue = Double(minimum) }
        if let maximum = element.number("maximumValue") { stepper.maximumValue = Double(maximum) }
        if let step = element.number("stepValue") { stepper.stepValue = Double(step) }
        if let value = element.number("value") { stepper.value = Double(value) }
    }

    private func decode(_ segmented: UISegmentedControl) {
        for (index, segment) in element.items(of: "segments").enumerated() {
            if let image = coder.image(named: segment["image"]) {
                segmented.insertSegment(with: image, at: index, animated: false)
            } else {
                segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
        }
        if let selected = element.integer("selectedSegmentIndex") { segmented.selectedSegmentIndex = selected }
    }

    private func decode(_ pageControl: UIPageControl) {
        if let pages = element.integer("numberOfPages") { pageControl.numberOfPages = pages }
        if let page = element.integer("currentPage") { pageControl.currentPage = page }
        if let color = coder.color("pageIndicatorTintColor") { pageControl.pageIndicatorTintColor = color }
        if let color = coder.color("currentPageIndicatorTintColor") { pageControl.currentPageIndicatorTintColor = color }
    }

    private func decode(_ spinner: UIActivityIndicatorView) {
        if let style = element.enumeration("style", UIActivityIndicatorView.Style.self) { spinner.style = style }
        if let color = coder.color("color") { spinner.color = color }
        if let hides = element.bool("hidesWhenStopped") { spinner.hidesWhenStopped = hides }
        if element.bool("animating") == true { spinner.startAnimating() }
    }
}
