import Foundation

/// Ports every Swift file under a folder as one target and writes the results to the same relative paths under
/// another folder (or the same one, in place).
public struct FolderPort {
    public let input: URL
    public let output: URL

    public init(input: URL, output: URL) {
        self.input = input.standardizedFileURL
        self.output = output.standardizedFileURL
    }

    /// The relative paths of the Swift files under `input`, sorted; build folders and hidden folders are skipped.
    public func swiftFiles() throws -> [String] {
        try files(withExtensions: ["swift"])
    }

    /// The relative paths of the storyboards and xibs under `input`, sorted, skipping what `swiftFiles()` skips.
    public func interfaceFiles() throws -> [String] {
        try files(withExtensions: ["storyboard", "xib"])
    }

    /// The classes the folder's storyboards and xibs make by name: their custom objects' and gesture recognizers'.
    public func interfaceClasses() throws -> Set<String> {
        var names: Set<String> = []
        for path in try interfaceFiles() {
            let text = try String(contentsOf: input.appendingPathComponent(path), encoding: .utf8)
            names.formUnion(Self.namedClasses(inInterface: text))
        }
        return names
    }

    /// The `customClass` of every `customObject` and gesture recognizer element of an interface file's XML.
    static func namedClasses(inInterface text: String) -> Set<String> {
        var names: Set<String> = []
        for tag in text.split(separator: "<").dropFirst() {
            let element = tag.prefix { !$0.isWhitespace && $0 != ">" && $0 != "/" }
            guard element == "customObject" || element.hasSuffix("GestureRecognizer"),
                  let start = tag.range(of: " customClass=\"") else { continue }
            names.insert(String(tag[start.upperBound...].prefix { $0 != "\"" }))
        }
        return names
    }

    private func files(withExtensions extensions: Set<String>) throws -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: input, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else {
            throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: input.path])
        }
        var paths: [String] = []
        for case let url as URL in enumerator {
            if ["build", "DerivedData", "Pods", "Carthage"].contains(url.lastPathComponent),
               (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                enumerator.skipDescendants()
            } else if extensions.contains(url.pathExtension) {
                paths.append(String(url.standardizedFileURL.path.dropFirst(input.path.count + 1)))
            }
        }
        return paths.sorted()
    }

    /// The Swift file written for the folder's Info.plist, beside the ported files.
    public static let infoPlistSourceName = "Info.plist.swift"

    /// Ports and writes every file, and the folder's Info.plist as Swift; returns what could not be ported.
    public func run() throws -> [PortDiagnostic] {
        let files = try swiftFiles().map { path in
            TargetPort.File(path: path, text: try String(contentsOf: input.appendingPathComponent(path), encoding: .utf8))
        }
        var (ported, diagnostics, mainClass) = TargetPort(files: files, interfaceClasses: try interfaceClasses()).port()
        if let plist = FileManager.default.contents(atPath: input.appendingPathComponent("Info.plist").path) {
            if let mainClass {
                ported.append(TargetPort.File(path: Self.infoPlistSourceName,
                                              text: try InfoPlistSource.swiftSource(plist: plist, delegateClass: mainClass)))
            } else {
                // Written all the same, so a build that expects the file finds it.
                ported.append(TargetPort.File(path: Self.infoPlistSourceName, text: "// casement-port: no app delegate to carry this Info.plist.\n"))
                diagnostics.append(PortDiagnostic(file: "Info.plist", line: 1, column: 1, message:
                    "the target has no @main app delegate nor a single class adopting UIApplicationDelegate, so its Info.plist is not applied"))
            }
        }
        for file in ported {
            let destination = output.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: destination.deletingLastPathComponent(), withIntermediateDirectories: true)
            // An unchanged file is not rewritten, so a build that ports on every run does not recompile it.
            if (try? String(contentsOf: destination, encoding: .utf8)) != file.text {
                try file.text.write(to: destination, atomically: true, encoding: .utf8)
            }
        }
        return diagnostics
    }
}
