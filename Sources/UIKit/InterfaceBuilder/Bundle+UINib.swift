import Foundation

extension Bundle {
    /// Makes the top-level objects of the bundle's `name.xib` with `owner` as File's Owner; nil when there is no such nib.
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard InterfaceDocument.named(name, extension: "xib", in: self) != nil else {
            MisuseReporter.report("Could not load NIB in bundle: '\(bundlePath)' with name '\(name)'", raising: "NSInternalInconsistencyException")
            return nil
        }
        return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
