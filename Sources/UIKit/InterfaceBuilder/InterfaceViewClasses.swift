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
        // Each view is made once per instance: a failed cast to the common superclass spares the casts to its subclasses.
        if let scrollView = view as? UIScrollView {
            decode(scrollView)
            if let textView = view as? UITextView { decode(textView) }
            if let table = view as? UITableView { decode(table) }
            if let collection = view as? UICollectionView { decode(collection) }
        }
        if let control = view as? UIControl {
            decode(control)
            if let button = view as? UIButton { decode(button) }
            if let field = view as? UITextField { decode(field) }
            if let datePicker = view as? UIDatePicker { decode(datePicker) }
            if let toggle = view as? UISwitch, let on = element.bool("on") { toggle.isOn = on }
            if let slider = view as? UISlider { decode(slider) }
            if let stepper = view as? UIStepper { decode(stepper) }
            if let segmented = view as? UISegmentedControl { decode(segmented) }
            if let pageControl = view as? UIPageControl { decode(pageControl) }
        }
        if let progress = view as? UIProgressView, let value = element.number("progress") { progress.progress = Float(value) }
        if let spinner = view as? UIActivityIndicatorView { decode(spinner) }
        if let cell = view as? UITableViewCell { decode(cell) }
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

    /// The font, text, attributed text, color and alignment of a label, text field or text view: the same five
    /// properties in each, some implicitly unwrapped.
    private func decodeText<View: UIView>(of view: View, _ font: ReferenceWritableKeyPath<View, UIFont?>,
                                          _ text: ReferenceWritableKeyPath<View, String?>,
                                          _ attributedText: ReferenceWritableKeyPath<View, NSAttributedString?>,
                                          _ textColor: ReferenceWritableKeyPath<View, UIColor?>,
                                          _ alignment: ReferenceWritableKeyPath<View, NSTextAlignment>) {
        if let description = element.child("fontDescription", key: "fontDescription") { view[keyPath: font] = description.font }
        if let string = coder.string("text") { view[keyPath: text] = string }
        if let string = element.child("attributedString", key: "attributedText") {
            view[keyPath: attributedText] = string.attributedString(in: coder.loader.document, bundle: coder.bundle)
        }
        if let color = coder.color("textColor") { view[keyPath: textColor] = color }
        if let value = element.enumeration("textAlignment", NSTextAlignment.self) { view[keyPath: alignment] = value }
    }

    /// Made once, not for each label made.
    private static let labelFlags: KeyValuePairs<String, ReferenceWritableKeyPath<UILabel, Bool>> = [
        "adjustsFontSizeToFit": \.adjustsFontSizeToFitWidth, "enabled": \.isEnabled, "highlighted": \.isHighlighted,
        // Interface Builder's "Tighten Letter Spacing".
        "adjustsLetterSpacingToFitWidth": \.allowsDefaultTighteningForTruncation,
    ]

    private func decode(_ label: UILabel) {
        decodeText(of: label, \.font, \.text, \.attributedText, \.textColor, \.textAlignment)
        if let color = coder.color("highlightedColor") { label.highlightedTextColor = color }
        if let mode = element["lineBreakMode"].flatMap({ Self.lineBreakModes[$0] }) { label.lineBreakMode = mode }
        if let lines = element.integer("numberOfLines") { label.numberOfLines = lines }
        element.assign(Self.labelFlags, to: label)
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
        decodeText(of: field, \.font, \.text, \.attributedText, \.textColor, \.textAlignment)
        if let placeholder = element["placeholder"] { field.placeholder = placeholder }
        if let style = element.enumeration("borderStyle", UITextField.BorderStyle.self) { field.borderStyle = style }
        if let mode = element.enumeration("clearButtonMode", UITextField.ViewMode.self) { field.clearButtonMode = mode }
        decodeTextInputTraits(of: field)
    }

    private func decodeTextInputTraits(of input: some UITextInputTraits) {
        guard let traits = element.child("textInputTraits", key: "textInputTraits") else { return }
        if let type = traits.enumeration("keyboardType", UIKeyboardType.self) { input.keyboardType = type }
        if let type = traits.enumeration("returnKeyType", UIReturnKeyType.self) { input.returnKeyType = type }
        if let type = traits.enumeration("autocapitalizationType", UITextAutocapitalizationType.self) { input.autocapitalizationType = type }
        if let type = traits.enumeration("autocorrectionType", UITextAutocorrectionType.self) { input.autocorrectionType = type }
        if let type = traits.enumeration("spellCheckingType", UITextSpellCheckingType.self) { input.spellCheckingType = type }
        if let appearance = traits.enumeration("keyboardAppearance", UIKeyboardAppearance.self) { input.keyboardAppearance = appearance }
        if let enables = traits.bool("enablesReturnKeyAutomatically") { input.enablesReturnKeyAutomatically = enables }
        if let secure = traits.bool("secureTextEntry") { input.isSecureTextEntry = secure }
        if let content = traits["textContentType"] { input.textContentType = UITextContentType(rawValue: content) }
    }

    private static let dataDetectorTypes: [String: UIDataDetectorTypes] = [
        "phoneNumber": .phoneNumber, "link": .link, "address": .address, "calendarEvent": .calendarEvent,
        "shipmentTrackingNumber": .shipmentTrackingNumber, "flightNumber": .flightNumber, "lookupSuggestion": .lookupSuggestion,
    ]

    private func decode(_ textView: UITextView) {
        decodeText(of: textView, \.font, \.text, \.attributedText, \.textColor, \.textAlignment)
        element.assign(["editable": \.isEditable, "selectable": \.isSelectable, "allowsEditingTextAttributes": \.allowsEditingTextAttributes,
                        "adjustsFontForContentSizeCategory": \.adjustsFontForContentSizeCategory], to: textView)
        if let inset = element.child(key: "textContainerInset") { textView.textContainerInset = inset.insets }
        if let detectors = element.child("dataDetectorType", key: "dataDetectorTypes") {
            textView.dataDetectorTypes = UIDataDetectorTypes(Self.dataDetectorTypes.filter { detectors.bool($0.key) == true }.map(\.value))
        }
        decodeTextInputTraits(of: textView)
    }

    private func decode(_ picker: UIDatePicker) {
        if let mode = element.enumeration("datePickerMode", UIDatePicker.Mode.self) { picker.datePickerMode = mode }
        if let style = element.enumeration("style", UIDatePickerStyle.self) { picker.preferredDatePickerStyle = style }
        if let interval = element.integer("minuteInterval") { picker.minuteInterval = interval }
        if let duration = element.number("countDownDuration") { picker.countDownDuration = TimeInterval(duration) }
        if let identifier = element.child("locale", key: "locale")?["localeIdentifier"] { picker.locale = Locale(identifier: identifier) }
        // Bounds first, so that the date is kept within them as on iOS.
        if let date = date("minimumDate") { picker.minimumDate = date }
        if let date = date("maximumDate") { picker.maximumDate = date }
        if let date = date("date") { picker.date = date }
    }

    /// A `<date key=… timeIntervalSinceReferenceDate=…>` child.
    private func date(_ key: String) -> Date? {
        element.child("date", key: key)?.number("timeIntervalSinceReferenceDate").map { Date(timeIntervalSinceReferenceDate: TimeInterval($0)) }
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
