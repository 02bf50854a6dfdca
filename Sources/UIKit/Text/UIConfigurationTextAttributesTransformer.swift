import Foundation

/// A function from text attributes to text attributes that a configuration applies to a title: the container it
/// receives holds the font and color the configuration chose, in UIKit's attribute scope (`container.font`).
@preconcurrency @MainActor
public struct UIConfigurationTextAttributesTransformer: Hashable {
    public let transform: (AttributeContainer) -> AttributeContainer
    private let identity = TransformerIdentity()

    public init(_ transform: @escaping (AttributeContainer) -> AttributeContainer) {
        self.transform = transform
    }

    public func callAsFunction(_ input: AttributeContainer) -> AttributeContainer { transform(input) }

    nonisolated public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(identity)) }
}
