/// `#colorLiteral(red:green:blue:alpha:)`, as Xcode's color picker writes it, makes a `UIColor`, as in iOS code.
extension UIColor: _ExpressibleByColorLiteral {}

/// The type of a color literal whose type the context does not give.
public typealias _ColorLiteralType = UIColor
