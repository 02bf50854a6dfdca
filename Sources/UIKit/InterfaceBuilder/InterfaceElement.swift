import CoreGraphics
import Foundation

/// One element of a storyboard or xib as Xcode writes it: a name, attributes, children, and the text it holds.
///
/// A child with a `key` attribute sets that property of its parent (`<rect key="frame">`); a child without one is an
/// element of a collection (`<subviews>`, `<cells>`).
package final class InterfaceElement {
    package let name: String
    package let attributes: Attributes
    /// Set only while the file is read, and read thousands of times after: no runtime exclusivity checks.
    @exclusivity(unchecked) package internal(set) var children: [InterfaceElement] = []
    package internal(set) weak var parent: InterfaceElement?
    /// Character data: the text of `<string key="text">`, which holds line breaks an attribute cannot.
    package internal(set) var text = ""

    init(name: String, attributes: [String: String]) {
        self.name = name
        self.attributes = Attributes(attributes)
    }

    /// An element's attributes, searched in order: an element has a handful, and decoding asks for dozens that are
    /// absent, which a scan of a few strings answers sooner than hashing each name.
    package struct Attributes {
        private let pairs: [(name: String, value: String)]
        /// Bit `n % 64` is set when some name is `n` bytes long: one test answers most of the absent names asked for.
        private let lengths: UInt64

        init(_ attributes: [String: String]) {
            pairs = attributes.map { ($0.key, $0.value) }
            lengths = pairs.reduce(0) { $0 | 1 << ($1.name.utf8.count % 64) }
        }

        package var names: [String] { pairs.map(\.name) }

        package subscript(name: String) -> String? {
            // Comparing lengths first skips most names without a string comparison.
            let length = name.utf8.count
            guard lengths & 1 << (length % 64) != 0 else { return nil }
            return pairs.first { $0.name.utf8.count == length && $0.name == name }?.value
        }
    }

    package subscript(attribute: String) -> String? { attributes[attribute] }

    package var id: String? { attributes["id"] }
    package var key: String? { attributes["key"] }

    /// The first child named `name`, with `key` when given.
    package func child(_ name: String, key: String? = nil) -> InterfaceElement? {
        children.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The first child whose `key` is `key`, whatever its name.
    package func child(key: String) -> InterfaceElement? {
        children.first { $0.key == key }
    }

    /// The children of the first child named `container` (`<subviews>`, `<constraints>`, `<connections>`).
    package func items(of container: String) -> [InterfaceElement] {
        child(container)?.children ?? []
    }

    /// `YES` or `NO`; nil when the attribute is missing.
    package func bool(_ attribute: String) -> Bool? {
        attributes[attribute].map { $0 == "YES" }
    }

    package func number(_ attribute: String) -> CGFloat? {
        attributes[attribute].flatMap(Double.init).map { CGFloat($0) }
    }

    package func integer(_ attribute: String) -> Int? {
        attributes[attribute].flatMap(Int.init)
    }

    /// This element and every element under it, depth first in document order.
    package var subtree: [InterfaceElement] {
        [self] + children.flatMap(\.subtree)
    }

    /// A short form for reports: `<label id="abc-12-def">`.
    package var summary: String {
        "<\(name)" + (id.map { " id=\"\($0)\"" } ?? "") + ">"
    }
}
