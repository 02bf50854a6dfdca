import Foundation

/// `#imageLiteral(resourceName:)`, as Xcode's media library writes it, makes a `UIImage` of that name from the app's
/// resources, as in iOS code. A name no resource has is reported and an empty image stands in, where iOS traps.
extension UIImage: _ExpressibleByImageLiteral {}

/// The type of an image literal whose type the context does not give.
public typealias _ImageLiteralType = UIImage
