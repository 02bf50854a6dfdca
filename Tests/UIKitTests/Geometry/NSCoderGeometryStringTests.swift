import Foundation
import Testing
@testable import UIKit

/// UIKit's text forms of geometry (`NSCoder.string(for:)` and its readers), and the Foundation names older iOS code
/// passes geometry and numbers in.
@Suite struct NSCoderGeometryStringTests {
    @Test func geometryIsWrittenAsUIKitWritesIt() {
        #expect(NSCoder.string(for: CGPoint(x: 1, y: 2.5)) == "{1, 2.5}")
        #expect(NSCoder.string(for: CGSize(width: 0.1, height: -3)) == "{0.10000000000000001, -3}")
        #expect(NSCoder.string(for: CGRect(x: 0, y: 0, width: 10, height: 20)) == "{{0, 0}, {10, 20}}")
        #expect(NSCoder.string(for: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)) == "{1, 2, 3, 4}")
        #expect(NSCoder.string(for: CGAffineTransform(translationX: 5, y: 6)) == "[1, 0, 0, 1, 5, 6]")
    }

    @Test func geometryIsReadBackAndWhatIsMissingIsZero() {
        #expect(NSCoder.cgRect(for: "{{1, 2}, {3, 4}}") == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(NSCoder.cgPoint(for: "{-1.5, 2e2}") == CGPoint(x: -1.5, y: 200))
        #expect(NSCoder.cgSize(for: "{7}") == CGSize(width: 7, height: 0))
        #expect(NSCoder.cgPoint(for: "garbage") == .zero)
        #expect(NSCoder.uiEdgeInsets(for: "{1, 2, 3, 4}") == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(NSCoder.cgAffineTransform(for: "") == .identity)
        let turned = CGAffineTransform(rotationAngle: 0.3)
        #expect(NSCoder.cgAffineTransform(for: NSCoder.string(for: turned)) == turned, "17 digits read back exactly")
    }

    @Test func foundationNamesOfApplesPlatforms() {
        let path = NSIndexPath(row: 3, section: 1)
        #expect(path.row == 3 && path.section == 1 && path.item == 3 && NSIndexPath(item: 2, section: 0).item == 2)
        #expect(CGFloat(NSNumber(value: 2.5)) == 2.5 && CGFloat(truncating: NSNumber(value: 7)) == 7)
        #expect(CGFloat(exactly: NSNumber(value: 0.5)) == 0.5)
        #expect(UIFont.Weight(0.3) == .semibold)
        let count: NSInteger = 3
        #expect(count == 3 && HUGE == .greatestFiniteMagnitude && NSEC_PER_SEC == 1_000_000_000 && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
    }

    @Test func objcSyncIsARecursiveLockPerObject() async {
        final class Counter: @unchecked Sendable { var value = 0 }
        let counter = Counter()
        #expect(objc_sync_enter(counter) == 0 && objc_sync_enter(counter) == 0, "the holder may take it again")
        #expect(objc_sync_exit(counter) == 0 && objc_sync_exit(counter) == 0)
        #expect(objc_sync_exit(counter) == Int32(OBJC_SYNC_NOT_OWNING_THREAD_ERROR))
        // On this thread throughout: no await between taking the lock and giving it back.
        objc_sync_enter(counter)
        let done = DispatchSemaphore(value: 0)
        Thread { counter.value = Int(objc_sync_exit(counter)); done.signal() }.start()
        done.wait()
        #expect(counter.value == OBJC_SYNC_NOT_OWNING_THREAD_ERROR, "a thread that does not hold the lock cannot release it")
        #expect(objc_sync_exit(counter) == 0)
        counter.value = 0
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<4 {
                group.addTask {
                    for _ in 0..<1000 {
                        objc_sync_enter(counter)
                        counter.value += 1
                        objc_sync_exit(counter)
                    }
                }
            }
        }
        #expect(counter.value == 4000)
    }
}
