import Foundation
import FoundationXML

/// A storyboard or xib read from the XML Xcode writes, as `ibtool` would read it before compiling it: the elements,
/// and every object by its id.
///
/// Documents are read once per file and kept, as UIKit keeps a loaded storyboard's compiled nibs; nothing changes
/// them once read, so they are shared freely.
package final class InterfaceDocument: @unchecked Sendable {
    package let root: InterfaceElement
    /// The file's name without its extension: `Main` for `Main.storyboard`.
    package let name: String
    /// Where the file was read from, if from a file.
    package private(set) var url: URL?
    private let elementsByID: [String: InterfaceElement]
    /// The constraints and subviews the default size-class variation leaves out: Xcode keeps them in the file for
    /// other size classes, and for Any x Any they are not installed.
    package let excludedByDefault: Set<String>
    /// What each `<constraint>` says, read with the file: a nib makes its constraints again for each instance.
    private let constraintForms: [ObjectIdentifier: InterfaceConstraints.Form]

    /// Whether the document is a storyboard (scenes) rather than a xib (top-level objects).
    package var isStoryboard: Bool { root["type"]?.hasSuffix(".Storyboard.XIB") == true }

    /// Reads `data`; nil, with the parser's reason reported, when it is not an iOS interface document.
    package init?(data: Data, name: String) {
        let builder = TreeBuilder()
        let parser = XMLParser(data: data)
        parser.delegate = builder
        // FoundationXML on Linux can return true from parse() for malformed XML and set the error only.
        guard parser.parse(), parser.parserError == nil, let root = builder.root, root.name == "document" else {
            let reason = parser.parserError.map { error in
                let error = error as NSError
                return "the XML is malformed (\(error.domain) error \(error.code)) at line \(parser.lineNumber)"
            } ?? "it has no <document> element"
            MisuseReporter.report("Could not read the interface file \(name): \(reason).")
            return nil
        }
        guard root["targetRuntime"].map({ $0.hasPrefix("iOS") }) ?? true else {
            MisuseReporter.report("The interface file \(name) is for \(root["targetRuntime"] ?? "another platform"), not iOS.")
            return nil
        }
        self.root = root
        self.name = name
        var byID: [String: InterfaceElement] = [:]
        for element in root.subtree {
            // A `<segue reference="…">` row of IB's bookkeeping names a segue; it is not one.
            if let id = element.id, element["reference"] == nil { byID[id] = element }
        }
        elementsByID = byID
        let excluded = Set(root.subtree.filter { $0.name == "variation" && $0.key == "default" }
            .flatMap { $0.subtree.filter { $0.name == "exclude" }.compactMap { $0["reference"] } })
        excludedByDefault = excluded
        constraintForms = Dictionary(uniqueKeysWithValues: root.subtree.filter { $0.name == "constraint" }.map {
            (ObjectIdentifier($0), InterfaceConstraints.Form($0, excludedByDefault: excluded))
        })
        let unsupported = InterfaceSupport.unsupported(in: root)
        if !unsupported.isEmpty {
            MisuseReporter.report("Interface Builder file \(name): not read yet, left out: "
                                  + unsupported.map { "<\($0.name)> (\($0.count))" }.joined(separator: ", ") + ".")
        }
    }

    private init(root: InterfaceElement, name: String) {
        self.root = root
        self.name = name
        elementsByID = [:]
        excludedByDefault = []
        constraintForms = [:]
    }

    /// A document with nothing in it, for a storyboard whose file is missing.
    package static let empty = InterfaceDocument(root: InterfaceElement(name: "document", attributes: [:]), name: "")

    package func element(id: String) -> InterfaceElement? { elementsByID[id] }

    /// Whether the default size class leaves out the subview or constraint `id`.
    package func isExcludedByDefault(_ id: String?) -> Bool {
        // Most files vary nothing by size class: an empty set answers without hashing the id.
        guard let id, !excludedByDefault.isEmpty else { return false }
        return excludedByDefault.contains(id)
    }

    func constraintForm(of element: InterfaceElement) -> InterfaceConstraints.Form {
        constraintForms[ObjectIdentifier(element)] ?? InterfaceConstraints.Form(element, excludedByDefault: excludedByDefault)
    }

    /// The controller elements of a storyboard's scenes.
    package var sceneControllers: [InterfaceElement] {
        root.items(of: "scenes").compactMap { scene in scene.items(of: "objects").first { $0["sceneMemberID"] == "viewController" } }
    }

    /// The top-level objects of a xib, placeholders included, in document order.
    package var objects: [InterfaceElement] { root.items(of: "objects") }

    // MARK: Finding files

    nonisolated(unsafe) private static var loaded: [String: InterfaceDocument] = [:]
    private static let lock = NSLock()

    /// The document `name.ext` among `bundle`'s resources (or the app's, when nil), read on first use.
    package static func named(_ name: String, extension ext: String, in bundle: Bundle?) -> InterfaceDocument? {
        let file = name.hasSuffix(".\(ext)") ? name : "\(name).\(ext)"
        for directory in ResourceDirectories.directories(of: bundle) {
            let url = directory.appendingPathComponent(file)
            if let document = document(at: url, name: (file as NSString).deletingPathExtension) { return document }
        }
        return nil
    }

    private static func document(at url: URL, name: String) -> InterfaceDocument? {
        lock.lock()
        defer { lock.unlock() }
        if let document = loaded[url.path] { return document }
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        let document = InterfaceDocument(data: data, name: name)
        document?.url = url
        loaded[url.path] = document
        return document
    }
}

/// Builds the element tree as the parser reports elements.
private final class TreeBuilder: NSObject, XMLParserDelegate {
    var root: InterfaceElement?
    private var open: [InterfaceElement] = []

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes attributeDict: [String: String] = [:]) {
        let element = InterfaceElement(name: elementName, attributes: attributeDict)
        if let parent = open.last {
            parent.children.append(element)
            element.parent = parent
        } else {
            root = element
        }
        open.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        open.last?.text += string
    }
}
