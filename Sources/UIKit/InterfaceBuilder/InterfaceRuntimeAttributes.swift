import CoreGraphics
import Foundation

/// User-defined runtime attributes: values Xcode's identity inspector sets by key path on an object once it is made,
/// before it wakes, in every type Xcode offers.
@MainActor
enum InterfaceRuntimeAttributes {
    static func apply(_ element: InterfaceElement, to object: AnyObject, loader: InterfaceLoader) {
        for attribute in element.items(of: "userDefinedRuntimeAttributes") {
            guard let keyPath = attribute["keyPath"] else { continue }
            InterfaceKeyValues.set(value(of: attribute, loader: loader), forKeyPath: keyPath, on: object, file: loader.document.name)
        }
    }

    private static func value(of attribute: InterfaceElement, loader: InterfaceLoader) -> Any? {
        let child = attribute.child(key: "value")
        switch attribute["type"] {
        case "boolean": return NSNumber(value: attribute.bool("value") ?? false)
        case "number": return child.flatMap { $0["value"].flatMap(Double.init) }.map { NSNumber(value: $0) }
        case "string": return attribute["value"] ?? ""
        case "localizedString":
            let text = attribute["value"] ?? ""
            return (loader.bundle ?? .main).localizedString(forKey: text, value: text, table: nil)
        case "color": return child?.color(in: loader.document, bundle: loader.bundle)
        case "size": return child?.size
        case "point": return child?.point
        case "rect": return child?.rect
        case "range": return child.map { NSRange(location: $0.integer("location") ?? 0, length: $0.integer("length") ?? 0) }
        case "image": return loader.image(named: attribute["value"])
        default: return nil
        }
    }
}
