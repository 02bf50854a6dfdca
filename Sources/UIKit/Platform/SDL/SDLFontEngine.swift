@_implementationOnly import CSDL2
import CoreGraphics
import CoreText
import Foundation
import Synchronization

/// The SDL2_ttf font engine, which opens faces by file name from one directory.
///
/// Layout never depends on screen scale: each face is measured once at a
/// reference size of 2048 pixels without hinting, and every metric and width
/// is scaled linearly from there, as Core Text does with its unhinted
/// outlines. Rendering uses light hinting, which snaps glyphs vertically but
/// keeps the unhinted advances, so a rendered line is as wide as it measures.
///
/// Faces come only from `fontDirectory`, or from the bytes of a font the app
/// registered (`RegisteredFonts`); nothing is looked up through fontconfig. Asking for a face that is not there stops the program, since
/// UIKit only names faces that ship in the package's assets.
package final class SDLFontEngine: FontEngine {
    /// Measuring this large leaves SDL2_ttf's whole-pixel rounding of metrics below 1/2048 em.
    fileprivate static let referencePixelSize: CGFloat = 2048

    /// `TTF_Init` counts its calls; the engine needs it once per process and never shuts it down.
    private static let isTTFInitialized: Bool = TTF_Init() == 0

    /// The open fonts. Its lock also serializes every SDL2_ttf call: a font keeps
    /// scratch buffers between calls, and FreeType faces are not thread-safe.
    private let openFonts: Mutex<OpenFonts>

    /// Creates an engine that opens faces from the font files in `fontDirectory`.
    ///
    /// The corresponding C function is `TTF_Init`, called once per process.
    package init(fontDirectory: URL) {
        guard Self.isTTFInitialized else {
            fatalError("SDL2_ttf failed to initialize: \(String(cString: SDL_GetError()))")
        }
        openFonts = Mutex(OpenFonts(directory: fontDirectory))
    }

    /// Metrics of `face` at `pointSize`.
    ///
    /// `lineHeight` is the face's line spacing (`TTF_FontLineSkip`, the font's
    /// ascender minus descender plus line gap), which is how `UIFont.lineHeight`
    /// is defined.
    package func metrics(face: String, pointSize: CGFloat) -> FontMetrics {
        openFonts.withLock { fonts in
            Self.metrics(of: fonts.referenceFont(face), pointSize: pointSize)
        }
    }

    /// The width of `text` on one line, in points, independent of screen scale.
    ///
    /// This is the line's advance, widened where a glyph's ink overhangs it
    /// (a trailing italic "f", a leading "j"), so a rendered line always fits.
    /// Text is shaped with HarfBuzz, so kerning and ligatures count, and Hebrew and Arabic
    /// runs are shaped right to left in faces that have their letters.
    package func width(of text: String, face: String, pointSize: CGFloat) -> CGFloat {
        let key = MeasuredTextKey(text: text, face: face)
        let pixels = measured.withLock { $0[key] } ?? measureUncached(text, face: face)
        return CGFloat(pixels) * pointSize / Self.referencePixelSize
    }

    /// Widths at the reference size of text measured lately: shaping a line costs tens of thousands of instructions,
    /// and a label is measured again for its intrinsic size, its layout and its drawing, and every time it is made again.
    private let measured = Mutex(ResettingCache<MeasuredTextKey, Int32>(budget: 20_000) { _ in 1 })

    private func measureUncached(_ text: String, face: String) -> Int32 {
        let pixels = openFonts.withLock { fonts in
            fonts.segments(of: text, face: face).reduce(Int32(0)) { total, segment in
                let font = fonts.referenceFont(segment.face)
                var width: Int32 = 0
                return total + (Self.shaping(font, segment) { TTF_SizeUTF8(font, segment.text, &width, nil) } == 0 ? width : 0)
            }
        }
        measured.withLock { $0.insert(pixels, for: MeasuredTextKey(text: text, face: face)) }
        return pixels
    }

    /// Renders one line of `text` in `color` at `scale` pixels per point.
    ///
    /// The image is `lineHeight * scale` pixels tall (rounded) with the
    /// baseline `ascender * scale` pixels (rounded) below its top, and within
    /// a pixel of `width(of:) * scale` wide. Its pixels are `color` with the
    /// glyph coverage as alpha. Returns nil for empty or invisible text. The
    /// corresponding C function is `TTF_RenderUTF8_Blended`.
    package func render(_ text: String, face: String, pointSize: CGFloat, color: CGColor, scale: CGFloat) -> CGImage? {
        let foreground = SDL_Color(color.rgba)
        // SDL2_ttf treats an alpha of 0 as opaque, so invisible text must stop here.
        guard !text.isEmpty, pointSize > 0, scale > 0, foreground.a > 0 else { return nil }
        let key = RenderedTextKey(text: text, face: face, pointSize: pointSize, scale: scale,
                                  color: UInt32(foreground.r) << 24 | UInt32(foreground.g) << 16 | UInt32(foreground.b) << 8 | UInt32(foreground.a))
        if let image = rendered.withLock({ $0[key] }) { return image }
        let image = renderUncached(text, face: face, pointSize: pointSize, foreground: foreground, scale: scale)
        if let image { rendered.withLock { $0.insert(image, for: key) } }
        return image
    }

    /// Images of text drawn lately: the same words show again and again, in lines of a text view that are typed
    /// into, in labels laid out again, in cells scrolled back into view. Up to 4 million pixels of them are kept.
    private let rendered = Mutex(ResettingCache<RenderedTextKey, CGImage>(budget: 4 << 20) { $0.width * $0.height })

    private func renderUncached(_ text: String, face: String, pointSize: CGFloat, foreground: SDL_Color, scale: CGFloat) -> CGImage? {
        openFonts.withLock { fonts -> CGImage? in
            let metrics = Self.metrics(of: fonts.referenceFont(face), pointSize: pointSize)
            let height = Int32((metrics.lineHeight * scale).rounded())
            let baseline = Int32((metrics.ascender * scale).rounded())
            // Each piece's surface with the row of its baseline.
            var pieces: [(surface: UnsafeMutablePointer<SDL_Surface>, baseline: Int32)] = []
            defer { pieces.forEach { SDL_FreeSurface($0.surface) } }
            for segment in fonts.segments(of: text, face: face) {
                guard let font = fonts.font(segment.face, pixelSize: pointSize * scale, hinting: TTF_HINTING_LIGHT) else { return nil }
                // Text of no width (a lone joiner) renders nothing.
                guard let surface = Self.shaping(font, segment, { TTF_RenderUTF8_Blended(font, segment.text, foreground) }) else {
                    continue
                }
                // SDL2_ttf puts the baseline `TTF_FontAscent` rows down, pushed further by glyphs rising above the ascent.
                pieces.append((surface, TTF_FontAscent(font) + Self.rise(of: segment.text, aboveAscentOf: font)))
            }
            let width = pieces.reduce(Int32(0)) { $0 + $1.surface.pointee.w }
            guard height > 0, width > 0,
                  let image = SDL_CreateRGBSurfaceWithFormat(0, width, height, 32, SDL_PIXELFORMAT_RGBA32.rawValue)
            else { return nil }
            defer { SDL_FreeSurface(image) }

            var x: Int32 = 0
            for piece in pieces {
                var source = SDL_Rect(x: 0, y: piece.baseline - baseline, w: piece.surface.pointee.w, h: height)
                var destination = SDL_Rect(x: x, y: 0, w: 0, h: 0)
                // A plain copy: blending would darken the glyph edges against the empty image.
                SDL_SetSurfaceBlendMode(piece.surface, SDL_BLENDMODE_NONE)
                guard SDL_UpperBlit(piece.surface, &source, image, &destination) == 0 else { return nil }
                x += piece.surface.pointee.w
            }
            return CGImage(copying: image)
        }
    }

    /// The result of `body` run with `font` set to shape in `segment`'s direction and script.
    ///
    /// The corresponding C functions are `TTF_SetFontDirection` and `TTF_SetFontScriptName`.
    private static func shaping<Result>(_ font: OpaquePointer, _ segment: TextSegment, _ body: () -> Result) -> Result {
        guard let script = segment.rightToLeftScript else { return body() }
        TTF_SetFontDirection(font, TTF_DIRECTION_RTL)
        TTF_SetFontScriptName(font, script)
        defer {
            // Fonts are shared by every line, and left-to-right text is shaped with SDL2_ttf's defaults.
            TTF_SetFontDirection(font, TTF_DIRECTION_LTR)
            TTF_SetFontScriptName(font, "Zzzz")
        }
        return body()
    }

    /// Metrics at `pointSize` scaled from those of the reference-size `font`.
    private static func metrics(of font: OpaquePointer, pointSize: CGFloat) -> FontMetrics {
        let pointsPerPixel = pointSize / referencePixelSize
        return FontMetrics(
            ascender: CGFloat(TTF_FontAscent(font)) * pointsPerPixel,
            descender: CGFloat(TTF_FontDescent(font)) * pointsPerPixel,
            lineHeight: CGFloat(TTF_FontLineSkip(font)) * pointsPerPixel
        )
    }

    /// How many pixels the tallest glyph of `text` rises above the font's ascent, or 0.
    private static func rise(of text: String, aboveAscentOf font: OpaquePointer) -> Int32 {
        var top: Int32 = 0
        for scalar in text.unicodeScalars {
            var glyphTop: Int32 = 0
            if TTF_GlyphMetrics32(font, scalar.value, nil, nil, nil, &glyphTop, nil) == 0 {
                top = max(top, glyphTop)
            }
        }
        return max(0, top - TTF_FontAscent(font))
    }
}

/// A line of text rendered in one face, size, scale and color.
private struct RenderedTextKey: Hashable {
    var text: String
    var face: String
    var pointSize: CGFloat
    var scale: CGFloat
    var color: UInt32
}

/// A line of text measured in one face.
private struct MeasuredTextKey: Hashable {
    var text: String
    var face: String
}

/// A piece of one line drawn with one face in one direction.
private struct TextSegment {
    var text: String
    var face: String
    /// The ISO 15924 code HarfBuzz shapes a right-to-left piece in, or nil for a left-to-right one.
    var rightToLeftScript: String?
}

/// SDL2_ttf fonts opened from one directory, each kept open per face, size and hinting.
private struct OpenFonts: ~Copyable {
    /// SDL2_ttf takes a size in whole points at a DPI; at 1 DPI a point is 1/72 pixel,
    /// which lets fractional pixel sizes (17 pt at 1.5x) render at their exact size.
    private static let sizeUnitsPerPixel: CGFloat = 72

    private struct Key: Hashable {
        var face: String
        var sizeUnits: Int32
        var hinting: Int32
    }

    let directory: URL
    private var fonts: [Key: OpaquePointer] = [:]
    /// Each face's file, read once: FreeType then loads glyphs from memory instead of seeking in the file for each one.
    private var files: [String: UnsafeMutableRawBufferPointer] = [:]

    init(directory: URL) {
        self.directory = directory
    }

    deinit {
        for font in fonts.values {
            TTF_CloseFont(font)
        }
        for file in files.values {
            file.deallocate()
        }
    }

    /// The unhinted reference-size font all measurement uses; stops the program if the face is missing.
    mutating func referenceFont(_ face: String) -> OpaquePointer {
        guard let font = font(face, pixelSize: SDLFontEngine.referencePixelSize, hinting: TTF_HINTING_NONE) else {
            fatalError("""
                Cannot open font face "\(face)" in \(directory.path): \(String(cString: SDL_GetError())). \
                Faces are font files that ship in the package's Assets/Fonts.
                """)
        }
        return font
    }

    /// `text` cut into pieces of one face and direction, from left to right.
    ///
    /// A letter the face lacks comes from the first fallback face of its weight that has it, as Core Text falls
    /// back through a cascade list; punctuation and spaces stay with the piece before them when its face has them.
    mutating func segments(of text: String, face: String) -> [TextSegment] {
        guard !text.utf8.allSatisfy({ $0 < 0x80 }) else { return [TextSegment(text: text, face: face)] }
        let runs = BidirectionalLine.needsReordering(text)
            ? BidirectionalLine(text).runs
            : [BidirectionalLine.Run(range: text.startIndex..<text.endIndex, isRightToLeft: false)]
        let faces = [face] + Self.fallbacks(for: face)
        var segments: [TextSegment] = []
        for run in runs {
            var pieces: [(text: String, face: String)] = []
            for scalar in text.unicodeScalars[run.range] {
                let isLetter = scalar.properties.isAlphabetic
                if let last = pieces.last, !isLetter, provides(last.face, scalar) {
                    pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
                    continue
                }
                let chosen = faces.first { provides($0, scalar) } ?? face
                if pieces.last?.face == chosen {
                    pieces[pieces.count - 1].text.unicodeScalars.append(scalar)
                } else {
                    pieces.append((String(scalar), chosen))
                }
            }
            let script = run.isRightToLeft ? Self.script(of: text[run.range]) : nil
            let ordered = run.isRightToLeft ? pieces.reversed() : pieces
            segments += ordered.map { TextSegment(text: $0.text, face: $0.face, rightToLeftScript: script) }
        }
        return segments
    }

    /// The faces that stand in for `face` where it has no glyph: Hebrew and Arabic of the nearer weight, then Droid
    /// Sans Fallback (one weight) for Chinese, Japanese and Korean.
    private static func fallbacks(for face: String) -> [String] {
        let weight = ["Bold", "Black", "Heavy"].contains { face.contains($0) } ? "Bold" : "Regular"
        return ["NotoSansHebrew-\(weight).ttf", "NotoSansArabic-\(weight).ttf", "DroidSansFallback.ttf"]
    }

    /// HarfBuzz's script for a right-to-left run: Hebrew if its first letter is, else Arabic.
    private static func script(of run: Substring) -> String {
        let letter = run.unicodeScalars.first { $0.properties.isAlphabetic }?.value ?? 0
        return (0x590...0x5FF).contains(letter) || (0xFB1D...0xFB4F).contains(letter) ? "Hebr" : "Arab"
    }

    /// Whether the face has a glyph for `scalar`; a face missing from the folder has none.
    private mutating func provides(_ face: String, _ scalar: Unicode.Scalar) -> Bool {
        guard let font = font(face, pixelSize: SDLFontEngine.referencePixelSize, hinting: TTF_HINTING_NONE) else { return false }
        return TTF_GlyphIsProvided32(font, scalar.value) != 0
    }

    private mutating func file(_ face: String) -> UnsafeMutableRawBufferPointer? {
        if let file = files[face] { return file }
        guard let data = RegisteredFonts.face(face)?.data ?? FileManager.default.contents(atPath: directory.appendingPathComponent(face).path),
              !data.isEmpty else {
            return nil
        }
        let file = UnsafeMutableRawBufferPointer.allocate(byteCount: data.count, alignment: 16)
        file.copyBytes(from: data)
        files[face] = file
        return file
    }

    /// The font for `face` at `pixelSize` with `hinting`, opened on first use.
    ///
    /// The corresponding C function is `TTF_OpenFontDPI`.
    mutating func font(_ face: String, pixelSize: CGFloat, hinting: Int32) -> OpaquePointer? {
        let scaledSize = (pixelSize * Self.sizeUnitsPerPixel).rounded()
        guard scaledSize >= 1, scaledSize <= CGFloat(Int32.max) else { return nil }
        let key = Key(face: face, sizeUnits: Int32(scaledSize), hinting: hinting)
        if let font = fonts[key] {
            return font
        }
        // A face is a file name; a path could reach fonts outside the directory.
        guard !face.contains("/") else { return nil }
        guard let file = file(face), let stream = SDL_RWFromConstMem(file.baseAddress, Int32(file.count)),
              let font = TTF_OpenFontDPIRW(stream, 1, key.sizeUnits, 1, 1) else { return nil }
        TTF_SetFontHinting(font, hinting)
        fonts[key] = font
        return font
    }
}

private extension SDL_Color {
    /// The 8-bit form of a color's sRGB components, which `CGColor` keeps within 0...1.
    init(_ rgba: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat)) {
        func byte(_ component: CGFloat) -> UInt8 { UInt8((component * 255).rounded()) }
        self.init(r: byte(rgba.red), g: byte(rgba.green), b: byte(rgba.blue), a: byte(rgba.alpha))
    }
}
