import Testing
import CoreGraphics

@Suite struct CFGetRetainCountTests {
    private final class Counted {}

    @Test func countsEachStrongReference() {
        let object = Counted()
        let before = CFGetRetainCount(object)
        #expect(before >= 1)
        let extra = Unmanaged.passUnretained(object).retain()
        #expect(CFGetRetainCount(object) == before + 1)
        var more = [object, object]
        #expect(CFGetRetainCount(object) == before + 3)
        more.removeAll()
        extra.release()
        #expect(CFGetRetainCount(object) == before)
    }
}
