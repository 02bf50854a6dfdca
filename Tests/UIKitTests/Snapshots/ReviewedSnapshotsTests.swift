import Foundation
import Testing

/// Every reference screenshot is one a person has looked at: `Tests/ReviewedSnapshots.tsv` lists each reference PNG
/// with its SHA-256 and a line on what the picture shows and whether it looks as iOS draws it, so a reference
/// recorded again with a code change fails here, by name, until someone looks at the new picture and updates its line.
@Suite struct ReviewedSnapshotsTests {
    /// The repository's root: this file is `Tests/UIKitTests/Snapshots/ReviewedSnapshotsTests.swift`.
    private static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    private static let listName = "Tests/ReviewedSnapshots.tsv"

    /// The list's rows by path: the hash reviewed and the reviewer's line.
    private func reviewedList() throws -> [String: (hash: String, note: String)] {
        let text = try String(contentsOf: Self.root.appendingPathComponent(Self.listName), encoding: .utf8)
        var rows: [String: (hash: String, note: String)] = [:]
        for line in text.split(separator: "\n").dropFirst() {
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count == 3 else {
                Issue.record("\(Self.listName): a row needs a path, a SHA-256 and a note, tab-separated: \(line)")
                continue
            }
            rows[fields[0]] = (fields[1], fields[2])
        }
        return rows
    }

    /// The reference PNGs under `Tests/`, by path from the root, leaving out the `.actual` and `.diff` images a
    /// failed comparison writes beside them.
    private func references() -> [String] {
        let tests = Self.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(at: tests, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
        return files.map { String($0.standardizedFileURL.path.dropFirst(Self.root.standardizedFileURL.path.count + 1)) }
            .filter { $0.contains("/__Snapshots__/") && $0.hasSuffix(".png") && !$0.hasSuffix(".actual.png") && !$0.hasSuffix(".diff.png") }
            .sorted()
    }

    /// The SHA-256 of each file, as `sha256sum` prints it, by the path it was given.
    private func sha256(of paths: [String]) throws -> [String: String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        process.arguments = paths
        process.currentDirectoryURL = Self.root
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        // Not `waitUntilExit()`, which would run the main run loop under other tests.
        while process.isRunning { usleep(1_000) }
        var hashes: [String: String] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let parts = line.split(separator: " ", maxSplits: 1)
            guard parts.count == 2 else { continue }
            hashes[String(parts[1].dropFirst())] = String(parts[0])
        }
        return hashes
    }

    @Test func everyReferenceIsListedAsItWasReviewed() throws {
        let listed = try reviewedList()
        let references = references()
        #expect(!references.isEmpty, "no reference PNGs found under \(Self.root.path)/Tests")
        let hashes = try sha256(of: references)
        for path in references {
            guard let row = listed[path] else {
                Issue.record("\(path) is not in \(Self.listName): look at the picture, then add its path, SHA-256 and a line on what it shows")
                continue
            }
            #expect(row.hash == hashes[path], "\(path) is not the picture that was reviewed: look at it, then update its SHA-256 and line in \(Self.listName)")
            #expect(!row.note.trimmingCharacters(in: .whitespaces).isEmpty, "\(path) has no line on what was checked")
        }
        for path in listed.keys.sorted() where !references.contains(path) {
            Issue.record("\(path) is listed in \(Self.listName) but is not there")
        }
    }
}
