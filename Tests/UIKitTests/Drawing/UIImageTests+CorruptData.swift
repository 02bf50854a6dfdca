import Foundation
import Testing
@testable import UIKit
import UIKitTesting

/// Untrusted bytes: `UIImage(data:)` returns nil quickly for anything truncated or corrupt, never hanging or crashing.
@MainActor @Suite struct UIImageCorruptDataTests {
    /// A 6x4 GIF89a: red with a blue pixel and a blue right half.
    static let gif: [UInt8] = [
        0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x06, 0x00, 0x04, 0x00, 0xF0, 0x00, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0xFF,
        0x21, 0xF9, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2C, 0x00, 0x00, 0x00, 0x00, 0x06, 0x00, 0x04, 0x00, 0x00, 0x02,
        0x07, 0x84, 0x83, 0x10, 0x9A, 0xD7, 0x1C, 0x0A, 0x00, 0x3B,
    ]

    private func png() throws -> [UInt8] {
        let image = TestImages.filled(CGSize(width: 9, height: 7), color: .systemTeal, in: CGRect(x: 1, y: 1, width: 5, height: 3))
        return [UInt8](try #require(image.pngData()))
    }

    private func jpeg() throws -> [UInt8] {
        let image = TestImages.filled(CGSize(width: 16, height: 12), color: .systemOrange, in: CGRect(x: 2, y: 2, width: 9, height: 5))
        return [UInt8](try #require(image.jpegData(compressionQuality: 0.8)))
    }

    /// `bytes` with a chunk of `type` and `body` inserted after the PNG's header chunk, its CRC correct for
    /// `body` but its length field saying `declaredLength`.
    private func insertingChunk(_ type: String, body: [UInt8], declaredLength: Int, into bytes: [UInt8]) -> [UInt8] {
        let typeBytes = Array(type.utf8)
        let crc = CRC32.checksum(typeBytes + body)
        func bigEndian(_ value: UInt32) -> [UInt8] { (0..<4).map { UInt8(truncatingIfNeeded: value >> (24 - 8 * $0)) } }
        let chunk = bigEndian(UInt32(declaredLength)) + typeBytes + body + bigEndian(crc)
        let afterHeader = 8 + 25
        return Array(bytes[..<afterHeader]) + chunk + Array(bytes[afterHeader...])
    }

    @Test func intactFilesOfEachFormatDecode() throws {
        #expect(UIImage(data: Data(try png()))?.size == CGSize(width: 9, height: 7))
        #expect(UIImage(data: Data(try jpeg()))?.size == CGSize(width: 16, height: 12))
        let gif = try #require(UIImage(data: Data(Self.gif))?.cgImage)
        #expect((gif.width, gif.height) == (6, 4))
        #expect(gif.rgba(0, 0) == RGBA(255, 0, 0))
        #expect(gif.rgba(1, 1) == RGBA(0, 0, 255))
    }

    @Test func truncatedPNGIsNil() throws {
        let bytes = try png()
        withWatchdog(seconds: 10, { "decoding a truncated PNG" }) {
            #expect(UIImage(data: Data(bytes.prefix(45))) == nil)
            for length in stride(from: 0, to: bytes.count, by: 7) {
                #expect(UIImage(data: Data(bytes.prefix(length))) == nil, "first \(length) bytes")
            }
        }
    }

    @Test func backgroundChunkOfWrongLengthIsHandled() throws {
        let bytes = try png()
        withWatchdog(seconds: 10, { "decoding a PNG with a bad bKGD chunk" }) {
            // A length field that disagrees with the chunk breaks the framing: not an image.
            #expect(UIImage(data: Data(insertingChunk("bKGD", body: [0, 1], declaredLength: 6, into: bytes))) == nil)
            // A well-framed chunk of the wrong size for the color type is skipped by the decoder, as libpng warns.
            #expect(UIImage(data: Data(insertingChunk("bKGD", body: [0], declaredLength: 1, into: bytes)))?.size
                    == CGSize(width: 9, height: 7))
        }
    }

    @Test func otherFormatsAndNoiseAreNil() {
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data("BM not really a bitmap".utf8)) == nil)
        #expect(UIImage(data: Data(repeating: 0xFF, count: 64)) == nil)
        var generator = SplitMix64(seed: 7)
        for _ in 0..<200 {
            let noise = (0..<Int.random(in: 0..<300, using: &generator)).map { _ in UInt8.random(in: 0...255, using: &generator) }
            #expect(UIImage(data: Data(noise)) == nil)
        }
    }

    /// Mutations of a valid file: truncation, flipped and overwritten bytes, insertions, deletions and duplicated runs.
    private func mutate(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var result = bytes
        for _ in 0..<Int.random(in: 1...3, using: &generator) where !result.isEmpty {
            let at = Int.random(in: 0..<result.count, using: &generator)
            switch Int.random(in: 0..<6, using: &generator) {
            case 0: result.removeLast(Int.random(in: 1...result.count, using: &generator))
            case 1: result[at] ^= 1 << UInt8.random(in: 0..<8, using: &generator)
            case 2: result[at] = [0x00, 0xFF, 0x7F, 0x80].randomElement(using: &generator)!
            case 3: result.insert(UInt8.random(in: 0...255, using: &generator), at: at)
            case 4: result.remove(at: at)
            default:
                let end = min(result.count, at + Int.random(in: 1...16, using: &generator))
                result.insert(contentsOf: result[at..<end], at: at)
            }
        }
        return result
    }

    /// Corrupts a PNG's chunk contents but keeps every CRC correct, so the damage gets past the structure check and
    /// reaches the decoder itself.
    private func corruptingChunkData(_ bytes: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
        var result = bytes
        var offset = 8
        var chunks: [(start: Int, length: Int)] = []
        while offset + 12 <= result.count {
            let length = result[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
            chunks.append((offset, length))
            offset += 12 + length
        }
        guard let (start, length) = chunks.filter({ $0.length > 0 }).randomElement(using: &generator) else { return result }
        for _ in 0..<Int.random(in: 1...4, using: &generator) {
            result[start + 8 + Int.random(in: 0..<length, using: &generator)] = UInt8.random(in: 0...255, using: &generator)
        }
        let crc = CRC32.checksum(result[(start + 4)..<(start + 8 + length)])
        for index in 0..<4 { result[start + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * UInt32(index))) }
        return result
    }

    @Test func thousandsOfMutatedFilesDecodeOrFailPromptly() throws {
        let originals: [(String, [UInt8])] = [("png", try png()), ("jpeg", try jpeg()), ("gif", Self.gif)]
        var generator = SplitMix64(seed: 2026)
        var decoded = 0, refused = 0, slowest = 0.0
        for round in 0..<1500 {
            for (name, original) in originals {
                let bytes = name == "png" && round % 3 == 0
                    ? corruptingChunkData(original, using: &generator) : mutate(original, using: &generator)
                let start = Date()
                let image = withWatchdog(seconds: 20, { "decoding mutated \(name) \(round): \(bytes)" }) { UIImage(data: Data(bytes)) }
                slowest = max(slowest, Date().timeIntervalSince(start))
                if let image {
                    decoded += 1
                    #expect(image.size.width >= 1 && image.size.height >= 1)
                } else {
                    refused += 1
                }
            }
        }
        #expect(decoded + refused == 4500)
        #expect(refused > 1000, "most mutations damage the file")
        #expect(decoded > 100, "some damage is survivable: the decoders themselves ran")
        #expect(slowest < 2, "the slowest decode took \(slowest) s")
    }
}
