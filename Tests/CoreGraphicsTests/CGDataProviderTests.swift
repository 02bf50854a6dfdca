import Testing
@testable import CoreGraphics

@Suite struct CGDataProviderTests {
    @Test func dataIsReturnedUnchanged() {
        #expect(CGDataProvider(data: Data([1, 2, 3]))?.data == Data([1, 2, 3]))
    }

    @Test func takesCoreFoundationDataAsIOSCodePassesIt() {
        let bytes = Data([4, 5, 6])
        #expect(CGDataProvider(data: bytes as CFData)?.data == bytes)
    }

    @Test func readsFiles() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("CGDataProviderTests-\(UUID().uuidString)")
        try Data([9, 8, 7]).write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        #expect(CGDataProvider(url: url)?.data == Data([9, 8, 7]))
        #expect(CGDataProvider(filename: url.path)?.data == Data([9, 8, 7]))
        #expect(CGDataProvider(filename: url.path + ".missing") == nil)
    }
}
