import Foundation

/// The objects of a xib file, made on request: each call to `instantiate(withOwner:options:)` makes a new set, with
/// File's Owner's outlets and actions connected to the owner given.
///
/// The file is the XML Xcode saves (`Cell.xib`), found among the bundle's resources (or the app's when nil).
@preconcurrency @MainActor
open class UINib: NSObject {
    private let bundle: Bundle?
    private let document: InterfaceDocument?

    /// The nib `name.xib`; one that does not exist is reported when instantiated, as iOS raises then.
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        document = InterfaceDocument.named(name, extension: "xib", in: bundleOrNil)
        super.init()
        if document == nil {
            MisuseReporter.report("Could not load NIB in bundle: '\(bundleOrNil?.bundlePath ?? Bundle.main.bundlePath)' with name '\(name)'",
                                  raising: "NSInternalInconsistencyException")
        }
    }

    /// The nib whose xib XML is `data`.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        document = InterfaceDocument(data: data, name: "data")
        super.init()
    }

    /// The first top-level object of `type` a new instantiation makes: the view a table or collection view registered
    /// the nib for; a nib without one is reported as iOS raises it.
    package func topLevelObject<Object>(_ type: Object.Type, registeredAs identifier: String) -> Object? {
        guard let object = instantiate(withOwner: nil).lazy.compactMap({ $0 as? Object }).first else {
            MisuseReporter.report("invalid nib registered for identifier (\(identifier)) - nib must contain exactly one top level object "
                                  + "which must be a \(type) instance", raising: "NSInternalInconsistencyException")
            return nil
        }
        return object
    }

    /// Makes the nib's top-level objects, connects them (File's Owner is `ownerOrNil`; external objects are the
    /// `.externalObjects` option's, by their identifier), wakes them, and returns them in the file's order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let loader = InterfaceLoader(document: document, bundle: bundle)
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        var topLevel: [AnyObject] = []
        var sources: [InterfaceElement] = []
        for element in document.objects {
            if element.name == "placeholder" {
                let stand = element["placeholderIdentifier"] == "IBFilesOwner" ? ownerOrNil
                    : element["placeholderIdentifier"].flatMap { externals[$0] }
                if let stand { loader.register(stand as AnyObject, as: element.id) }
                sources.append(element)
            } else if let object = loader.make(element) {
                topLevel.append(object)
            }
        }
        loader.finish(connecting: sources + loader.elements(madeSince: 0))
        return topLevel
    }
}
