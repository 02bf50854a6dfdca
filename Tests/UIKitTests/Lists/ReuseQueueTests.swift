import Testing
@testable import UIKit

@MainActor @Suite struct ReuseQueueTests {
    @Test func dequeuingTakesASpareBeforeMakingOne() {
        let queue = ReuseQueue<UIView>()
        var made = 0
        #expect(queue.dequeue("cell") == nil, "not registered")
        queue.register("cell") {
            made += 1
            return UIView()
        }
        let first = queue.dequeue("cell"), second = queue.dequeue("cell")
        #expect(made == 2 && first !== second)
        queue.enqueue(first!, for: "cell")
        #expect(queue.spareCount == 1 && queue.spare(for: "other") == nil)
        #expect(queue.dequeue("cell") === first && made == 2 && queue.spareCount == 0)
        queue.enqueue(second!, for: "cell")
        queue.register("cell") { UIView() }
        #expect(queue.spareCount == 0, "registering again drops the spares made the old way")
        queue.register("cell", make: nil)
        #expect(!queue.isRegistered("cell") && queue.dequeue("cell") == nil)
    }
}
