import Testing
@testable import CoreGraphics

@Suite struct CGContextTests {
    @Test func propertiesOfNativeContext() {
        let context = CGContext.makeTestContext(width: 7, height: 3)
        #expect(context.width == 7 && context.height == 3)
        #expect(context.bitsPerPixel == 32 && context.bitsPerComponent == 8)
        #expect(context.bytesPerRow >= 28)
        #expect(context.alphaInfo == .premultipliedFirst)
        #expect(context.data != nil)
    }

    @Test func drawsIntoCallerMemoryInNativeFormat() {
        var pixels = [UInt8](repeating: 0, count: 4 * 4 * 4)
        pixels.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue)!
            context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
            context.flush()
        }
        // The bottom-left pixel is the first of the last row: B, G, R, A.
        #expect(Array(pixels[48..<52]) == [0, 0, 255, 255])
        #expect(Array(pixels[0..<4]) == [0, 0, 0, 0])
    }

    @Test func drawsIntoCallerMemoryInRGBAFormat() {
        var pixels = [UInt8](repeating: 0, count: 2 * 2 * 4)
        pixels.withUnsafeMutableBytes { buffer in
            let context = CGContext(data: buffer.baseAddress, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 8,
                                    space: CGColorSpaceCreateDeviceRGB(),
                                    bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
            context.setFillColor(red: 0, green: 0, blue: 1, alpha: 0.5)
            context.fill(CGRect(x: 0, y: 1, width: 1, height: 1))
        }
        #expect(Array(pixels[0..<4]) == [0, 0, 128, 128])
        #expect(Array(pixels[4..<8]) == [0, 0, 0, 0])
    }

    @Test func grayContextStoresLuminance() throws {
        let context = try #require(CGContext(data: nil, width: 2, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceGray(), bitmapInfo: CGImageAlphaInfo.none.rawValue))
        #expect(context.bitsPerPixel == 8)
        context.setFillColor(gray: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect(bytes[0] == 255 && bytes[1] == 0)
        let image = try #require(context.makeImage())
        #expect(Pixel(image.pixel(atX: 0, y: 0)) == .white)
        #expect(Pixel(image.pixel(atX: 1, y: 0)) == .black)
    }

    @Test func allocatedRGBAContextExposesRGBAData() throws {
        let context = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        #expect(context.bytesPerRow == 4)
        context.setFillColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let bytes = try #require(context.data).assumingMemoryBound(to: UInt8.self)
        #expect([bytes[0], bytes[1], bytes[2], bytes[3]] == [255, 128, 0, 255])
        #expect(Pixel(try #require(context.makeImage()).pixel(atX: 0, y: 0)) == Pixel(255, 128, 0, 255))
    }

    @Test func alphaOnlyContextKeepsCoverage() throws {
        let context = try #require(CGContext(data: nil, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 0,
                                             space: CGColorSpaceCreateDeviceRGB(),
                                             bitmapInfo: CGImageAlphaInfo.alphaOnly.rawValue))
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 0.5)
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        #expect(try #require(context.data).load(as: UInt8.self) == 128)
        #expect(Pixel(try #require(context.makeImage()).pixel(atX: 0, y: 0)) == Pixel(0, 0, 0, 128))
    }

    @Test func unsupportedFormatsReturnNil() {
        let rgb = CGColorSpaceCreateDeviceRGB()
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 16, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.last.rawValue) == nil)
        #expect(CGContext(data: nil, width: 2, height: 2, bitsPerComponent: 8, bytesPerRow: 4, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
        #expect(CGContext(data: nil, width: 0, height: 2, bitsPerComponent: 8, bytesPerRow: 0, space: rgb,
                          bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue) == nil)
    }

    @Test func makeImageIsASnapshot() throws {
        let context = CGContext.makeTestContext()
        context.setFillColor(red: 1, green: 0, blue: 0, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        let image = try #require(context.makeImage())
        context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
        context.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        #expect(Pixel(image.pixel(atX: 5, y: 5)) == .red)
        #expect(context.pixel(x: 5, row: 5) == .blue)
    }
}

@Suite struct CGContextDataTests {
    /// iOS pixel-reading code reads `data` once, then draws: the pointer must show the drawing.
    @Test func dataReadBeforeDrawingShowsTheDrawingInEveryFormat() throws {
        let formats: [UInt32] = [
            CGImageAlphaInfo.premultipliedLast.rawValue,
            CGImageAlphaInfo.premultipliedLast.rawValue | CGBitmapInfo.byteOrder32Big.rawValue,
            CGImageAlphaInfo.premultipliedFirst.rawValue | CGBitmapInfo.byteOrder32Little.rawValue,
        ]
        for info in formats {
            let context = try #require(CGContext(data: nil, width: 4, height: 2, bitsPerComponent: 8, bytesPerRow: 0,
                                                 space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
            let pixels = try #require(context.data).assumingMemoryBound(to: UInt8.self)
            #expect((0..<4).map { pixels[$0] } == [0, 0, 0, 0])
            context.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 2))
            let first = (0..<4).map { pixels[$0] }
            let expected: [UInt8] = info == formats[2] ? [0, 0, 255, 255] : [255, 0, 0, 255]
            #expect(first == expected, "format \(info)")
        }
    }
}
