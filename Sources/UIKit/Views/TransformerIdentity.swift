/// What makes copies of one configuration transformer equal, and other transformers not: closures cannot be compared.
final class TransformerIdentity: Sendable {}
