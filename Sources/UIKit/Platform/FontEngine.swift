import CoreGraphics

/// Line metrics of a font face at one size, in points.
package struct FontMetrics: Equatable, Sendable {
    package var ascender: CGFloat
    /// Negative, as in UIKit: the distance below the baseline.
    package var descender: CGFloat
    package var lineHeight: CGFloat

    package init(ascender: CGFloat, descender: CGFloat, lineHeight: CGFloat) {
        self.ascender = ascender
        self.descender = descender
        self.lineHeight = lineHeight
    }
}

/// Measures and rasterizes text.
///
/// UIKit never looks fonts up by family name: a face is a file in the
/// package's `Assets/Fonts`, so text lays out and renders identically on
/// every machine. The SDL2_ttf implementation needs no display, so headless
/// tests use the real engine. `UIFont` is `Sendable` and measures from any
/// thread, so implementations serialize their own access to the C library.
package protocol FontEngine: AnyObject, Sendable {
    /// Metrics of `face` at `pointSize`.
    func metrics(face: String, pointSize: CGFloat) -> FontMetrics

    /// The advance width of `text` on one line, in points, independent of screen scale.
    func width(of text: String, face: String, pointSize: CGFloat) -> CGFloat

    /// Renders one line of `text` in `color` at `scale` pixels per point.
    ///
    /// The image is `lineHeight * scale` pixels tall with the ascender at the
    /// top, so drawing it at a line's origin puts glyphs on the baseline.
    func render(_ text: String, face: String, pointSize: CGFloat, color: CGColor, scale: CGFloat) -> CGImage?
}
