/// A class that can be made by name, with no arguments, as the Objective-C runtime makes any `NSObject` subclass
/// (`[[cls alloc] init]`) on Apple's platforms; on Linux, `NSObject`'s `init()` is not `required`, so a metatype alone
/// cannot make one.
///
/// This is how a storyboard or nib makes its custom objects (`customObject`) and custom gesture recognizers, then
/// wakes them with `awakeFromNib()`. `casement-port` adopts it for the classes a target's interface files name; code
/// written for Linux adopts it by hand:
///
///     final class SightingFormatter: NSObject, ObjCInstantiable {
///         class func objcInstantiate() -> AnyObject? { SightingFormatter() }
///     }
///
/// Its requirements are on the main actor, where files are loaded; the protocol is not, so that adopting it leaves a
/// class's own isolation as it was.
public protocol ObjCInstantiable: AnyObject {
    /// A new instance of exactly the receiving class, made by its `init()`; nil when the class cannot be made so. A
    /// subclass overrides it to make instances of its own, and one that does not is reported where it is made.
    @MainActor static func objcInstantiate() -> AnyObject?

    /// Called once every object of the interface file is made and connected, as on iOS.
    @MainActor func awakeFromNib()
}

extension ObjCInstantiable {
    @MainActor public func awakeFromNib() {}
}
