import Foundation

/// The coder a storyboard or nib hands each object's `init?(coder:)`, as `UINibDecoder` does on iOS: it answers what
/// the file says about the object, so a subclass's `required init?(coder:)` runs, and finds the file's values
/// already applied after `super.init(coder:)`.
///
/// Keys are the attribute names Xcode writes (`text`, `contentMode`, `numberOfLines`).
package final class InterfaceCoder: NSCoder {
    package let element: InterfaceElement
    package unowned let loader: InterfaceLoader

    init(element: InterfaceElement, loader: InterfaceLoader) {
        self.element = element
        self.loader = loader
        super.init()
    }

    package var bundle: Bundle? { loader.bundle }

    override package var allowsKeyedCoding: Bool { true }

    override package func containsValue(forKey key: String) -> Bool {
        element[key] != nil || element.child(key: key) != nil
    }

    override package func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        return element.child(key: key)?.text
    }

    override package func decodeBool(forKey key: String) -> Bool { element.bool(key) ?? false }
    override package func decodeInteger(forKey key: String) -> Int { element.integer(key) ?? 0 }
    override package func decodeInt32(forKey key: String) -> Int32 { Int32(truncatingIfNeeded: decodeInteger(forKey: key)) }
    override package func decodeInt64(forKey key: String) -> Int64 { Int64(decodeInteger(forKey: key)) }
    override package func decodeDouble(forKey key: String) -> Double { element[key].flatMap(Double.init) ?? 0 }
    override package func decodeFloat(forKey key: String) -> Float { Float(decodeDouble(forKey: key)) }

    // MARK: Values for UIKit's decoding

    /// The layout a collection view is made with: its `collectionViewLayout` element's class (a flow layout unless
    /// the file names another), with a flow layout's settings.
    @MainActor
    package func collectionViewLayout() -> UICollectionViewLayout? {
        guard let element = element.child(key: "collectionViewLayout"),
              let layoutClass = InterfaceClasses.resolve(element, in: loader.document, bundle: bundle) as? UICollectionViewLayout.Type,
              let layout = layoutClass.init(coder: InterfaceCoder(element: element, loader: loader)) else { return nil }
        loader.register(layout, as: element.id)
        guard let flow = layout as? UICollectionViewFlowLayout else { return layout }
        if element["scrollDirection"] == "horizontal" { flow.scrollDirection = .horizontal }
        element.assign(["minimumLineSpacing": \UICollectionViewFlowLayout.minimumLineSpacing, "minimumInteritemSpacing": \.minimumInteritemSpacing], to: flow)
        let sizes: KeyValuePairs<String, ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize>> = [
            "itemSize": \.itemSize, "estimatedItemSize": \.estimatedItemSize, "headerReferenceSize": \.headerReferenceSize,
            "footerReferenceSize": \.footerReferenceSize,
        ]
        for (key, property) in sizes { if let size = element.child("size", key: key) { flow[keyPath: property] = size.size } }
        if element.bool("automaticEstimatedItemSize") == true { flow.estimatedItemSize = UICollectionViewFlowLayout.automaticSize }
        if let inset = element.child("inset", key: "sectionInset") { flow.sectionInset = inset.insets }
        return flow
    }

    /// A table cell's style: Interface Builder writes `IBUITableViewCellStyleSubtitle`.
    package var cellStyle: UITableViewCell.CellStyle? {
        // Most cells name none: the table is made only for those that do.
        guard let style = element["style"] else { return nil }
        let styles: [String: UITableViewCell.CellStyle] = [
            "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
            "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
        ]
        return styles[style]
    }

    /// A string attribute, or the text of a `<string key=…>` child (Xcode's form for text with line breaks).
    package func string(_ key: String) -> String? {
        element[key] ?? element.child("string", key: key)?.text
    }

    @MainActor
    package func color(_ key: String) -> UIColor? {
        element.child("color", key: key)?.color(in: loader.document, bundle: bundle)
    }

    @MainActor
    package func image(named name: String?) -> UIImage? { loader.image(named: name) }

    @MainActor
    package func decode(_ view: UIView) {
        InterfaceViewDecoding(coder: self).decode(view)
    }

    @MainActor
    package func decode(_ item: UIBarItem) {
        InterfaceItemDecoding(coder: self).decode(item)
    }

    @MainActor
    package func decode(_ item: UINavigationItem) {
        InterfaceItemDecoding(coder: self).decode(item)
    }

    @MainActor
    package func decode(_ controller: UIViewController) {
        InterfaceControllerDecoding(coder: self).decode(controller)
    }
}
