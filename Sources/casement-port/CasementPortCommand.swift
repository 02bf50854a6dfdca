import ArgumentParser
import CasementPort
import Foundation

/// `casement-port INPUT_FOLDER OUTPUT_FOLDER`: writes a copy of an iOS target's Swift files that builds against
/// Casement's UIKit, and reports what it could not port.
@main
struct CasementPortCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "casement-port",
        abstract: "Ports the Swift files of an iOS target so they build against Casement's UIKit on Linux.",
        discussion: """
            Every .swift file under INPUT_FOLDER is written, ported, to the same relative path under OUTPUT_FOLDER; \
            INPUT_FOLDER is not changed. What cannot be ported is printed as warnings with file and line.
            """)

    @Argument(help: "The folder of the iOS target's sources.")
    var input: String

    @Argument(help: "Where the ported copy goes; with --in-place, the input folder itself.")
    var output: String?

    @Flag(help: "Rewrite the input folder's files in place.")
    var inPlace = false

    func validate() throws {
        if inPlace, output != nil { throw ValidationError("--in-place takes no output folder.") }
        if !inPlace, output == nil { throw ValidationError("Give an output folder, or --in-place.") }
        if let output {
            let inputPath = URL(fileURLWithPath: input).standardizedFileURL.path + "/"
            let outputPath = URL(fileURLWithPath: output).standardizedFileURL.path + "/"
            if outputPath.hasPrefix(inputPath) || inputPath.hasPrefix(outputPath) {
                throw ValidationError("The output folder must not be inside the input folder or contain it (use --in-place to port in place).")
            }
        }
    }

    func run() throws {
        let inputURL = URL(fileURLWithPath: input)
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: inputURL.path, isDirectory: &isFolder), isFolder.boolValue else {
            throw ValidationError("No folder at \(input).")
        }
        let port = FolderPort(input: inputURL, output: URL(fileURLWithPath: output ?? input))
        let started = Date()
        let diagnostics = try port.run()
        for diagnostic in diagnostics {
            FileHandle.standardError.write(Data((diagnostic.description + "\n").utf8))
        }
        let count = try port.swiftFiles().count
        print("casement-port: ported \(count) file\(count == 1 ? "" : "s") in \(String(format: "%.2f", Date().timeIntervalSince(started))) s, "
              + "\(diagnostics.count) warning\(diagnostics.count == 1 ? "" : "s").")
    }
}
