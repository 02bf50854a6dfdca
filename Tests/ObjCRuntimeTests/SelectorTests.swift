import CoreGraphics
import Foundation
import Testing
@testable import ObjCRuntime

/// A class hierarchy with member tables written as `casement-port` generates them.
private class Editor: NSObject, ObjCMemberTableProviding {
    var log: [String] = []
    var titleLabel: String?

    func save() { log.append("save") }
    func rename(_ name: Any?) { log.append("rename \(name ?? "nil")") }
    func copy(_ first: Any?, to second: Any?) -> NSString {
        log.append("copy \(first ?? "nil") to \(second ?? "nil")")
        return "copied"
    }

    class var objcMemberTable: ObjCMemberTable { editorTable }
}

private let editorTable = ObjCMemberTable(
    methods: [
        "save": { receiver, _ in (receiver as! Editor).save() },
        "rename:": { receiver, arguments in (receiver as! Editor).rename(arguments[0]) },
        "copy:to:": { receiver, arguments in (receiver as! Editor).copy(arguments[0], to: arguments[1]) },
    ],
    outlets: ["titleLabel": { receiver, value in (receiver as! Editor).titleLabel = value as? String }])

private final class CodeEditor: Editor {
    func format() { log.append("format") }
    override func save() { log.append("save code") }

    override class var objcMemberTable: ObjCMemberTable { codeEditorTable }
}

private let codeEditorTable = ObjCMemberTable(inheriting: editorTable, methods: [
    "format": { receiver, _ in (receiver as! CodeEditor).format() },
])

private final class Plain: NSObject {}

@Suite struct SelectorTests {
    @Test func aSelectorIsItsName() {
        let save: Selector = "save:"
        #expect(save == Selector("save:") && save != Selector("save"))
        #expect(NSStringFromSelector(save) == "save:" && NSSelectorFromString("save:") == save)
        #expect("\(save)" == "save:" && save.argumentCount == 1 && Selector("copy:to:").argumentCount == 2)
        #expect(Set([save, "save:", "close"]).count == 2)
    }

    @Test func objectsRespondToTheirClassesAndSuperclassesSelectors() {
        let editor = CodeEditor()
        #expect(editor.responds(to: "format") && editor.responds(to: "rename:"))
        #expect(!editor.responds(to: "rename") && !Editor().responds(to: "format") && !Plain().responds(to: "save"))
        #expect(CodeEditor.instancesRespond(to: "save") && !Editor.instancesRespond(to: "format") && !Plain.instancesRespond(to: "save"))
    }

    @Test func performCallsTheMethodWithOneArgumentPerColon() {
        let editor = CodeEditor()
        #expect(editor.perform("save") == nil)
        _ = editor.perform("rename:", with: "Notes")
        _ = editor.perform("rename:")
        let copied = editor.perform("copy:to:", with: "a", with: "b")
        // An override in the subclass is what the inherited selector reaches, as dynamic dispatch does on iOS.
        #expect(editor.log == ["save code", "rename Notes", "rename nil", "copy a to b"])
        #expect(copied?.takeUnretainedValue() as? String == "copied")
        CodeEditor.objcMemberTable.outlet(named: "titleLabel")?(editor, "Draft")
        #expect(editor.titleLabel == "Draft")
    }

    @Test func anUnrecognizedSelectorIsReportedAsIOSRaisesIt() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        #expect(Plain().perform("save") == nil)
        #expect(recording.reports.first?.exceptionName == "NSInvalidArgumentException")
        #expect(recording.reports.first?.message.hasPrefix("-[Plain save]: unrecognized selector sent to instance 0x") == true)
    }

    @Test func delayedPerformsRunWhenTheRunLoopTurnsUnlessCancelled() {
        let editor = Editor(), kept = Editor()
        editor.perform("rename:", with: "later", afterDelay: 0.01)
        editor.perform("rename:", with: "cancelled", afterDelay: 0.01)
        kept.perform("save", with: nil, afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: editor, selector: "rename:", object: "cancelled")
        #expect(editor.log.isEmpty)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
        #expect(editor.log == ["rename later"] && kept.log == ["save"])
        kept.perform("save", with: nil, afterDelay: 0.01)
        NSObject.cancelPreviousPerformRequests(withTarget: kept)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(kept.log == ["save"])
    }
}

/// Associated objects, as extensions keep state on iOS.
@Suite struct AssociatedObjectTests {
    private final class Token: NSObject {}
    nonisolated(unsafe) private static var key: UInt8 = 0
    nonisolated(unsafe) private static var otherKey: UInt8 = 0

    @Test func valuesAreKeptByObjectAndKeyAndReleasedWithTheirObject() {
        weak var released: Token?
        do {
            let owner = NSObject(), token = Token()
            released = token
            objc_setAssociatedObject(owner, &Self.key, token, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
            objc_setAssociatedObject(owner, &Self.otherKey, "text", .OBJC_ASSOCIATION_COPY)
            #expect(objc_getAssociatedObject(owner, &Self.key) as? Token === token)
            #expect(objc_getAssociatedObject(owner, &Self.otherKey) as? String == "text")
            #expect(objc_getAssociatedObject(NSObject(), &Self.key) == nil)
        }
        // The owner is gone; its values go at the next association.
        objc_setAssociatedObject(NSObject(), &Self.key, nil, .OBJC_ASSOCIATION_RETAIN)
        #expect(released == nil)
    }

    @Test func anAssignedValueIsNotKeptAlive() {
        let owner = NSObject()
        weak var released: Token?
        do {
            let token = Token()
            released = token
            objc_setAssociatedObject(owner, &Self.key, token, .OBJC_ASSOCIATION_ASSIGN)
            #expect(objc_getAssociatedObject(owner, &Self.key) as? Token === token)
        }
        #expect(released == nil && objc_getAssociatedObject(owner, &Self.key) == nil)
        objc_setAssociatedObject(owner, &Self.key, Token(), .OBJC_ASSOCIATION_RETAIN)
        objc_removeAssociatedObjects(owner)
        #expect(objc_getAssociatedObject(owner, &Self.key) == nil)
    }
}

/// Selectors performed on the main thread and in the background.
@Suite struct ThreadedPerformTests {
    private final class Worker: NSObject, ObjCMemberTableProviding, @unchecked Sendable {
        let lock = NSLock()
        var threads: [Bool] = []
        /// Whether the work ran on the main queue, which is what "the main thread" means to UIKit code.
        func work(_ argument: Any?) {
            let onMain = DispatchQueue.getSpecific(key: ThreadedPerformTests.mainQueueKey) == true
            lock.withLock { threads.append(onMain) }
        }
        class var objcMemberTable: ObjCMemberTable {
            ObjCMemberTable(methods: ["work:": { receiver, arguments in (receiver as! Worker).work(arguments[0]) }])
        }
    }

    static let mainQueueKey = DispatchSpecificKey<Bool>()

    @Test func aBackgroundPerformRunsOffTheMainThreadAndAMainThreadPerformOnIt() async {
        DispatchQueue.main.setSpecific(key: Self.mainQueueKey, value: true)
        let worker = Worker()
        worker.performSelector(inBackground: "work:", with: nil)
        worker.performSelector(onMainThread: "work:", with: nil, waitUntilDone: false)
        for _ in 0..<200 where worker.lock.withLock({ worker.threads.count }) < 2 {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(worker.lock.withLock { worker.threads.sorted { !$0 && $1 } } == [false, true])
    }
}

/// Timers that send their message by selector. Serialized: each test records the misuse reported while its timers
/// run, and one of them expects a report of its own.
@Suite(.serialized) struct TimerSelectorTests {
    private final class Ticker: NSObject, ObjCMemberTableProviding {
        var ticks: [String] = []
        func tick(_ timer: Timer) { ticks.append("tick \(timer.userInfo as? String ?? "nil")") }
        func beep() { ticks.append("beep") }
        class var objcMemberTable: ObjCMemberTable {
            ObjCMemberTable(methods: [
                "tick:": { receiver, arguments in (receiver as! Ticker).tick(arguments[0] as! Timer) },
                "beep": { receiver, _ in (receiver as! Ticker).beep() },
            ])
        }
    }

    @Test func aScheduledTimerSendsItselfWithItsUserInfoUntilInvalidated() {
        let ticker = Ticker()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: ticker, selector: "tick:", userInfo: "robin", repeats: true)
        #expect(timer.userInfo as? String == "robin")
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        timer.invalidate()
        let count = ticker.ticks.count
        #expect(count >= 2 && ticker.ticks.allSatisfy { $0 == "tick robin" })
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.03))
        #expect(ticker.ticks.count == count)
    }

    /// A Swift class that is not an NSObject, with `@objc` methods, as iOS timers reach them.
    private final class Metronome: ObjCMemberTableProviding {
        var beats = 0
        func beat(_ timer: Timer) { beats += 1 }
        class var objcMemberTable: ObjCMemberTable {
            ObjCMemberTable(methods: ["beat:": { receiver, arguments in (receiver as! Metronome).beat(arguments[0] as! Timer) }])
        }
    }

    @Test func aTimerReachesASwiftObjectThatIsNotAnNSObject() {
        let metronome = Metronome()
        let recording = MisuseReporter.startRecording()
        let timer = Timer.scheduledTimer(timeInterval: 0.01, target: metronome, selector: "beat:", userInfo: nil, repeats: false)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        timer.invalidate()
        MisuseReporter.stopRecording(recording)
        // Tests of other suites may report meanwhile: only a report about this target counts.
        #expect(!recording.reports.contains { $0.message.contains("Metronome") || $0.message.contains("beat") })
        #expect(metronome.beats == 1)
    }

    @Test func aTimerMadeToAddLaterFiresOnceAndReportsTheUserInfoItCannotKeep() {
        let ticker = Ticker()
        let recording = MisuseReporter.startRecording()
        let timer = Timer(timeInterval: 0.01, target: ticker, selector: "beep", userInfo: 1, repeats: false)
        MisuseReporter.stopRecording(recording)
        RunLoop.current.add(timer, forMode: .default)
        let reports = recording.reports.map(\.message)
        RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.05))
        #expect(ticker.ticks == ["beep"])
        #expect(reports.count == 1 && reports[0].contains("cannot keep userInfo on Linux"))
    }
}
