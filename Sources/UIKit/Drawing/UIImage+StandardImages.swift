extension UIImage {
    /// The standard add glyph: the system image "plus".
    public static var add: UIImage { standard("plus") }
    /// The standard remove glyph: the system image "minus".
    public static var remove: UIImage { standard("minus") }
    /// The standard checkmark: the system image "checkmark".
    public static var checkmark: UIImage { standard("checkmark") }
    /// The standard stroked checkmark, drawn as the checkmark.
    public static var strokedCheckmark: UIImage { standard("checkmark") }
    /// The standard actions glyph: the system image "ellipsis".
    public static var actions: UIImage { standard("ellipsis") }

    private static func standard(_ name: String) -> UIImage {
        // Every standard glyph's name ships in Assets/Symbols.
        UIImage(systemName: name) ?? UIImage()
    }
}
