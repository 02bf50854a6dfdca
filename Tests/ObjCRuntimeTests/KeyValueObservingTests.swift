import CoreGraphics
import Foundation
import Testing
@testable import ObjCRuntime

/// A model whose `count` tells observers, as `casement-port` writes a `dynamic` property, and whose `label` depends on it.
private final class Counter: NSObject, ObjCMemberTableProviding, NSKeyValueObserving {
    var count = 0 {
        willSet { willChangeValue(forKey: "count") }
        didSet { didChangeValue(forKey: "count") }
    }
    var label: String { "\(count) sightings" }
    var heard: [(keyPath: String?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)] = []

    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        heard.append((keyPath, change, context))
    }

    class var objcMemberTable: ObjCMemberTable { members }
    private static let members = ObjCMemberTable(methods: [
        "count": { receiver, _ in (receiver as! Counter).count },
        "label": { receiver, _ in (receiver as! Counter).label },
    ], outlets: ["count": { receiver, value in (receiver as! Counter).count = value as! Int }])
}

// Serialized: misuse reports are recorded process-wide.
@Suite(.serialized) struct KeyValueObservingTests {
    @Test func aKeyPathObserverHearsEachChangeWithTheValuesItAskedFor() {
        let counter = Counter()
        var changes: [(old: Int?, new: Int?, prior: Bool)] = []
        let observation = counter.observe(\.count, options: [.old, .new, .initial]) { _, change in
            changes.append((change.oldValue, change.newValue, change.isPrior))
        }
        counter.count = 2
        counter.count = 5
        #expect(changes.map(\.old) == [nil, 0, 2])
        #expect(changes.map(\.new) == [0, 2, 5])
        observation.invalidate()
        counter.count = 6
        #expect(changes.count == 3)
    }

    @Test func aValueThatDependsOnAChangedOneIsReadAgain() {
        let counter = Counter()
        var labels: [String] = []
        let observation = counter.observe(\.label, options: .new) { _, change in labels.append(change.newValue ?? "") }
        counter.count = 1
        counter.count = 1
        counter.count = 3
        #expect(labels == ["1 sightings", "3 sightings"])
        _ = observation
    }

    @Test func anObservationEndsWhenFreed() {
        let counter = Counter()
        var heard = 0
        var observation: NSKeyValueObservation? = counter.observe(\.count) { _, _ in heard += 1 }
        counter.count = 1
        observation = nil
        counter.count = 2
        #expect(heard == 1 && observation == nil)
    }

    @Test func priorNotificationsComeBeforeTheChangeOfTheKeyObserved() {
        let counter = Counter(), observer = Counter()
        let context = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1)
        defer { context.deallocate() }
        counter.addObserver(observer, forKeyPath: "count", options: [.old, .new, .prior], context: context)
        counter.count = 4
        #expect(observer.heard.count == 2)
        #expect(observer.heard[0].change?[.notificationIsPriorKey] as? Bool == true)
        #expect(observer.heard[0].change?[.oldKey] as? Int == 0 && observer.heard[0].change?[.newKey] == nil)
        #expect(observer.heard[1].change?[.oldKey] as? Int == 0 && observer.heard[1].change?[.newKey] as? Int == 4)
        #expect(observer.heard[1].change?[.kindKey] as? UInt == NSKeyValueChange.setting.rawValue)
        #expect(observer.heard[1].keyPath == "count" && observer.heard[1].context == context)
        counter.removeObserver(observer, forKeyPath: "count", context: context)
        counter.count = 5
        #expect(observer.heard.count == 2)
    }

    @Test func aNamedKeyIsReportedToItsObserversEvenWhenSetToTheSameValue() {
        let counter = Counter(), observer = Counter()
        counter.addObserver(observer, forKeyPath: "count", options: .new, context: nil)
        counter.count = 0
        #expect(observer.heard.count == 1)
        counter.removeObserver(observer, forKeyPath: "count")
    }

    @Test func removingAnObserverThatIsNotRegisteredIsReportedAsIOSRaisesIt() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let counter = Counter(), observer = Counter()
        counter.removeObserver(observer, forKeyPath: "count")
        #expect(recording.reports.first?.exceptionName == "NSRangeException")
        #expect(recording.reports.first?.message.contains("for the key path \"count\"") == true)
        #expect(recording.reports.first?.message.contains("because it is not registered as an observer.") == true)
    }

    @Test func observingAKeyTheClassDoesNotHaveIsReported() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let counter = Counter(), observer = Counter()
        counter.addObserver(observer, forKeyPath: "total", context: nil)
        #expect(recording.reports.first?.exceptionName == "NSUndefinedKeyException")
        #expect(recording.reports.first?.message.contains("not key value coding-compliant for the key total") == true)
        counter.removeObserver(observer, forKeyPath: "total")
    }

    @Test func anObserverThatCannotBeToldIsReported() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let counter = Counter(), observer = NSObject()
        counter.addObserver(observer, forKeyPath: "count", context: nil)
        counter.count = 1
        #expect(recording.reports.first?.message.contains("An -observeValueForKeyPath:ofObject:change:context: message was received but not handled") == true)
        counter.removeObserver(observer, forKeyPath: "count")
    }
}
