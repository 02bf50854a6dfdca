import Foundation
import Synchronization
import Testing
@testable import UIKit

@Suite struct SDLFontEngineTests {
    let engine = SDLFontEngine(fontDirectory: FontAssets.directory)
    let face = "Inter-Regular.otf"
    let orange = CGColor(red: 1, green: 0.5, blue: 0, alpha: 1)

    @Test func interMetricsMatchTheFontFile() {
        let metrics = engine.metrics(face: face, pointSize: 17)
        // Inter's hhea table: ascender 1984/2048 em, descender -494/2048 em, no line gap.
        #expect(abs(metrics.ascender - 17 * 1984 / 2048) < 0.02)
        #expect(abs(metrics.descender - 17 * -494 / 2048) < 0.02)
        #expect(abs(metrics.lineHeight - (metrics.ascender - metrics.descender)) < 0.02)
    }

    @Test func metricsScaleLinearlyWithPointSize() {
        let small = engine.metrics(face: face, pointSize: 17)
        let large = engine.metrics(face: face, pointSize: 34)
        #expect(large.ascender == 2 * small.ascender)
        #expect(large.descender == 2 * small.descender)
        #expect(large.lineHeight == 2 * small.lineHeight)
    }

    @Test func widthScalesLinearlyWithPointSize() {
        let small = engine.width(of: "Hello", face: face, pointSize: 17)
        let large = engine.width(of: "Hello", face: face, pointSize: 34)
        #expect(small > 30 && small < 50)
        #expect(abs(large / small - 2) < 0.01)
    }

    @Test func widthGrowsWithTextAndIsZeroForNone() {
        #expect(engine.width(of: "", face: face, pointSize: 17) == 0)
        #expect(engine.width(of: "Hello, World", face: face, pointSize: 17) > engine.width(of: "Hello", face: face, pointSize: 17))
    }

    @Test func monospacedFaceGivesEqualWidths() {
        let mono = "NotoSansMono-Regular.ttf"
        let narrow = engine.width(of: "iiii", face: mono, pointSize: 13)
        #expect(narrow == engine.width(of: "MMMM", face: mono, pointSize: 13))
        #expect(abs(narrow - 4 * 0.6 * 13) < 0.1)
    }

    @Test(arguments: [1.0, 1.5, 2.0, 3.0])
    func renderedLineMatchesMeasuredSize(scale: CGFloat) throws {
        let text = "Hello, World"
        let image = try #require(engine.render(text, face: face, pointSize: 17, color: orange, scale: scale))
        let metrics = engine.metrics(face: face, pointSize: 17)
        #expect(image.height == Int((metrics.lineHeight * scale).rounded()))
        // Layout measures once for every scale; the rendered line must agree to within a pixel.
        let width = engine.width(of: text, face: face, pointSize: 17)
        #expect(abs(CGFloat(image.width) - width * scale) <= 1.5)
    }

    @Test(arguments: [1.0, 2.0, 3.0])
    func baselineIsAscenderBelowTheTop(scale: CGFloat) throws {
        let image = try #require(engine.render("HHH", face: face, pointSize: 17, color: orange, scale: scale))
        let baseline = Int((engine.metrics(face: face, pointSize: 17).ascender * scale).rounded())
        let inkedRows = (0..<image.height).filter { y in (0..<image.width).contains { image.pixel(atX: $0, y: y).alpha > 128 } }
        // "H" stands on the baseline: its ink ends on the row just above it.
        #expect(inkedRows.last == baseline - 1)
        // Its cap height is about 0.73 em, well below the ascender.
        #expect(try #require(inkedRows.first) > 0)
    }

    @Test func renderedPixelsHaveTheRequestedColor() throws {
        let image = try #require(engine.render("Hello", face: face, pointSize: 17, color: orange, scale: 2))
        var opaque = 0
        for y in 0..<image.height {
            for x in 0..<image.width {
                let pixel = image.pixel(atX: x, y: y)
                // Below half coverage, premultiplied storage leaves too few bits to compare colors.
                guard pixel.alpha >= 128 else { continue }
                #expect(pixel.red == 255 && abs(Int(pixel.green) - 128) <= 2 && pixel.blue == 0)
                if pixel.alpha == 255 { opaque += 1 }
            }
        }
        #expect(opaque > 50)
    }

    @Test func grayAndTranslucentColorsRender() throws {
        let gray = try #require(engine.render("H", face: face, pointSize: 34, color: CGColor(gray: 0.5, alpha: 1), scale: 1))
        let grayPixels = (0..<gray.height).flatMap { y in (0..<gray.width).map { gray.pixel(atX: $0, y: y) } }
        #expect(grayPixels.contains { $0.alpha == 255 && $0.red == 128 && $0.green == 128 && $0.blue == 128 })

        let faint = try #require(engine.render("H", face: face, pointSize: 34, color: orange.copy(alpha: 0.5)!, scale: 1))
        let alphas = (0..<faint.height).flatMap { y in (0..<faint.width).map { Int(faint.pixel(atX: $0, y: y).alpha) } }
        #expect(abs(alphas.max()! - 128) <= 1)
    }

    @Test func renderingIsDeterministic() throws {
        let first = try #require(engine.render("Sightings 2026", face: face, pointSize: 15, color: orange, scale: 2))
        let second = try #require(engine.render("Sightings 2026", face: face, pointSize: 15, color: orange, scale: 2))
        let fresh = try #require(SDLFontEngine(fontDirectory: FontAssets.directory)
            .render("Sightings 2026", face: face, pointSize: 15, color: orange, scale: 2))
        #expect(first.premultipliedBGRA() == second.premultipliedBGRA())
        #expect(first.premultipliedBGRA() == fresh.premultipliedBGRA())
    }

    @Test func measuresAndRendersFromManyThreadsAtOnce() {
        let engine = engine, face = face, orange = orange
        let expectedWidth = engine.width(of: "Concurrent", face: face, pointSize: 17)
        let expectedPixels = engine.render("Concurrent", face: face, pointSize: 17, color: orange, scale: 2)?.premultipliedBGRA()
        let mismatches = Mutex(0)
        DispatchQueue.concurrentPerform(iterations: 16) { iteration in
            // Odd iterations open new sizes while even ones use the cached fonts.
            let size = 17 + CGFloat(iteration % 2 * iteration)
            let width = engine.width(of: "Concurrent", face: face, pointSize: size) * 17 / size
            let pixels = engine.render("Concurrent", face: face, pointSize: 17, color: orange, scale: 2)?.premultipliedBGRA()
            if abs(width - expectedWidth) > 0.01 || pixels != expectedPixels {
                mismatches.withLock { $0 += 1 }
            }
        }
        #expect(mismatches.withLock { $0 } == 0)
    }

    @Test func nothingToRenderGivesNil() {
        #expect(engine.render("", face: face, pointSize: 17, color: orange, scale: 2) == nil)
        #expect(engine.render("Hello", face: face, pointSize: 17, color: .clear, scale: 2) == nil)
        #expect(engine.render("Hello", face: face, pointSize: 0, color: orange, scale: 2) == nil)
    }
}
