import Foundation
import Testing
@testable import UIKit

@Suite struct FontAssetsTests {
    @Test func directoryHoldsTheBundledFaces() {
        let directory = FontAssets.directory
        #expect(directory.lastPathComponent == "Fonts")
        for face in ["Inter-Regular.otf", "Inter-Bold.otf", "NotoSansMono-Regular.ttf", "Inter-LICENSE.txt"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(face).path), "missing \(face)")
        }
    }
}
