import Foundation

extension UIImage {
    /// How an image is drawn: the traits its variant is chosen for.
    open class Configuration: NSObject, NSCopying, @unchecked Sendable {
        /// The traits the configured image is chosen for; nil when unspecified.
        open private(set) var traitCollection: UITraitCollection?

        init(traitCollection: UITraitCollection?) {
            self.traitCollection = traitCollection
            super.init()
        }

        public func copy(with zone: NSZone? = nil) -> Any { self }

        /// This configuration with `traitCollection`'s traits.
        open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
            let copy = copy() as! Self
            copy.traitCollection = traitCollection
            return copy
        }
    }
}
