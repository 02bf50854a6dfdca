/// A source of bytes for creating images.
///
/// Apple's provider deals in `CFData`; this one takes and returns Foundation `Data`.
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// Creates a provider that supplies a copy of `data`.
    ///
    /// Failable to match Apple's signature; it never fails.
    public init?(data: Data) {
        bytes = data
    }

    /// The provider's bytes; `Data` here where Apple returns `CFData`.
    public var data: Data? { bytes }
}
