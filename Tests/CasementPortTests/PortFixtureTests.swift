import Foundation
import Testing
@testable import CasementPort

/// The port of the fixtures in Tests/PortFixtures: what it writes, that it writes nothing more the second time, and
/// what it reports.
@Suite struct PortFixtureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("PortFixtures")

    private func port(_ folder: String) throws -> (files: [TargetPort.File], diagnostics: [PortDiagnostic]) {
        let input = FolderPort(input: Self.fixtures.appendingPathComponent(folder), output: URL(fileURLWithPath: "/nonexistent"))
        let files = try input.swiftFiles().map {
            TargetPort.File(path: $0, text: try String(contentsOf: input.input.appendingPathComponent($0), encoding: .utf8))
        }
        return TargetPort(files: files, interfaceClasses: try input.interfaceClasses()).run()
    }

    /// Tests/PortFixtures/After, which `PortedFixtures` builds and `PortedBehaviourTests` runs, is exactly the port
    /// of Tests/PortFixtures/Before (regenerate it with `swift run casement-port Tests/PortFixtures/Before Tests/PortFixtures/After`).
    @Test func theFixturesPortToTheCompiledCopy() throws {
        let (ported, diagnostics) = try port("Before")
        #expect(diagnostics.isEmpty)
        // The xib whose custom classes the port reads is the one the ported target loads.
        #expect(FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent("Before/FieldNotes.xib").path)
                == FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent("After/FieldNotes.xib").path))
        let expected = try port("After").files.map(\.path)
        #expect(ported.map(\.path) == expected)
        for file in ported {
            let written = try String(contentsOf: Self.fixtures.appendingPathComponent("After/\(file.path)"), encoding: .utf8)
            #expect(file.text == written, "\(file.path) differs from its ported copy")
        }
    }

    @Test func portingAPortedFolderChangesNothing() throws {
        let (ported, diagnostics) = try port("After")
        #expect(diagnostics.isEmpty)
        for file in ported {
            let written = try String(contentsOf: Self.fixtures.appendingPathComponent("After/\(file.path)"), encoding: .utf8)
            #expect(file.text == written, "\(file.path) changed")
        }
    }

    /// Swift written for Linux, with selectors as strings and no Objective-C attributes, comes through untouched.
    @Test func codeWithoutObjectiveCConstructsIsLeftAsItIs() throws {
        let sources = Self.fixtures.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Sources/UIKit/Controls")
        let port = FolderPort(input: sources, output: sources)
        let files = try port.swiftFiles().map {
            TargetPort.File(path: $0, text: try String(contentsOf: sources.appendingPathComponent($0), encoding: .utf8))
        }
        #expect(files.count > 20)
        #expect(TargetPort(files: files).run().files == files)
    }

    @Test func whatCannotBePortedIsReportedWithFileLineAndReason() throws {
        let (ported, diagnostics) = try port("Unportable")
        #expect(diagnostics.map(\.description) == [
            "Runtime.swift:10:23: warning: key-value observing of \"zoomDelegate\": no class of the target declares it dynamic and UIKit does not "
                + "announce its changes, so the observer is never told",
            "Runtime.swift:11:9: warning: key-value observing of \"observation\": no class of the target declares it dynamic and UIKit does not "
                + "announce its changes, so the observer is never told",
            "Runtime.swift:12:50: warning: key-value coding: no class of the target exposes a property \"total\" (@objc, @IBOutlet, @IBInspectable or dynamic)",
            "Runtime.swift:13:24: warning: method swizzling (class_getInstanceMethod) needs the Objective-C runtime",
            "Runtime.swift:15:17: warning: no class of the target declares the method \"nothingDeclaresThis\", so a message sent with this selector goes unanswered",
            "Runtime.swift:18:17: warning: a selector built from a string at run time: make sure a ported class declares the method it names",
            "UnlabelledRequirements.swift:20:33: warning: \"pagerView\" without labels may be any of the optional requirements "
                + "PagerDataSource.pagerView(_:titleForItemAt:), PagerDelegate.pagerView(_:didSelectItemAt:): write the labels of the one it names",
            "UnlabelledRequirements.swift:21:39: warning: \"numberOfItems\" without labels may be the optional requirement "
                + "PagerDataSource.numberOfItems(in:) or a property of that name: write the labels if it is the requirement",
        ])
        // What is reported is left as it was written.
        let text = try #require(ported.first?.text)
        #expect(text.contains("other.observe(\\.zoomDelegate, options: [.new])") && text.contains("class_getInstanceMethod(Observer.self"))
        // UIKit's optional requirement that returns a value is asked at run time, as on iOS, instead of being reported.
        #expect(text.contains(#"_ = ObjCOptionalRequirement.call(zoomDelegate, "viewForZoomingIn:", [UIScrollView()], typedAs: zoomDelegate?.viewForZooming(in:))"#))
        let unlabelled = try #require(ported.last?.text)
        #expect(unlabelled.contains("let title = dataSource?.pagerView\n") && unlabelled.contains("guard let count = dataSource?.numberOfItems else"))
    }

    @Test func theCommandLineToolWritesTheCopyReportsAndLeavesTheInputAlone() throws {
        let tool = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("casement-port")
        try #require(FileManager.default.isExecutableFile(atPath: tool.path), "build the tool first: swift build")
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("casement-port-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        func run(_ arguments: [String]) throws -> (status: Int32, errors: String) {
            let process = Process(), errors = Pipe()
            process.executableURL = tool
            process.arguments = arguments
            process.standardError = errors
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            let text = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
            process.waitUntilExit()
            return (process.terminationStatus, text)
        }
        let input = Self.fixtures.appendingPathComponent("Before")
        let paths = try FolderPort(input: input, output: output).swiftFiles()
        let before = try paths.map { try Data(contentsOf: input.appendingPathComponent($0)) }
        #expect(try run([input.path, output.path]) == (0, ""))
        for path in paths {
            #expect(FileManager.default.contents(atPath: output.appendingPathComponent(path).path)
                    == FileManager.default.contents(atPath: Self.fixtures.appendingPathComponent("After/\(path)").path))
        }
        #expect(try paths.map { try Data(contentsOf: input.appendingPathComponent($0)) } == before)
        let unportable = try run([Self.fixtures.appendingPathComponent("Unportable").path, output.appendingPathComponent("u").path])
        #expect(unportable.status == 0 && unportable.errors.hasPrefix("Runtime.swift:10:23: warning: key-value observing"))
        let inside = try run([input.path, input.appendingPathComponent("Linux").path])
        #expect(inside.status != 0 && inside.errors.contains("must not be inside the input folder"))
    }
}
