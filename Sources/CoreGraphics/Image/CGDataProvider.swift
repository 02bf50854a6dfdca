/// A source of bytes for creating images.
///
/// Apple's provider deals in `CFData`; this one takes `CFData` or Foundation `Data`, and returns `Data`.
public final class CGDataProvider: Sendable {
    private let bytes: Data

    /// Creates a provider that supplies a copy of `data`.
    ///
    /// Failable to match Apple's signature; it never fails.
    public init?(data: Data) {
        bytes = data
    }

    /// Creates a provider that supplies a copy of `data`, as Apple's takes it (`fontData as CFData`).
    ///
    /// Failable to match Apple's signature; it never fails.
    public convenience init?(data: CFData) {
        self.init(data: Data(referencing: data))
    }

    /// Creates a provider of a file's contents, or returns nil if it can't be read.
    ///
    /// Apple's takes a `CFURL`.
    public convenience init?(url: URL) {
        guard let contents = try? Data(contentsOf: url) else { return nil }
        self.init(data: contents)
    }

    /// Creates a provider of the contents of the file at `filename`, or returns nil if it can't be read.
    public convenience init?(filename: String) {
        self.init(url: URL(fileURLWithPath: filename))
    }

    /// The provider's bytes; `Data` here where Apple returns `CFData`.
    public var data: Data? { bytes }
}
