import Foundation
import PackagePlugin

/// Builds an iOS app's own source folder, untouched, against Casement's UIKit: before the target compiles,
/// `casement-port` writes a ported copy of the folder into the build directory, and the copy is what compiles.
///
/// The target's own folder holds one Swift file whose line `// casement-port: PATH` names the folder to port,
/// relative to the package; without that line the folder named like the target, beside Package.swift, is ported.
@main
struct CasementPortPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let source = try sourceFolder(of: target, in: context.package.directoryURL)
        let output = context.pluginWorkDirectoryURL.appending(path: "Ported")
        let paths = files(under: source, withExtensions: ["swift"])
        // The custom classes storyboards and xibs name change what is written, so they are inputs too.
        let interfaceFiles = files(under: source, withExtensions: ["storyboard", "xib"])
        let infoPlist = source.appending(path: "Info.plist")
        let hasInfoPlist = FileManager.default.fileExists(atPath: infoPlist.path)
        return [.buildCommand(
            displayName: "Porting \(target.name)'s iOS sources from \(source.lastPathComponent)",
            executable: try context.tool(named: "casement-port").url,
            arguments: [source.path, output.path],
            inputFiles: (paths + interfaceFiles).map { source.appending(path: $0) } + (hasInfoPlist ? [infoPlist] : []),
            outputFiles: paths.map { output.appending(path: $0) } + (hasInfoPlist ? [output.appending(path: "Info.plist.swift")] : []))]
    }

    private func sourceFolder(of target: SourceModuleTarget, in package: URL) throws -> URL {
        for file in target.sourceFiles(withSuffix: ".swift") {
            let text = (try? String(contentsOf: file.url, encoding: .utf8)) ?? ""
            for line in text.split(separator: "\n") where line.hasPrefix("// casement-port:") {
                let path = line.dropFirst("// casement-port:".count).trimmingCharacters(in: .whitespaces)
                return package.appending(path: path).standardizedFileURL
            }
        }
        return package.appending(path: target.name)
    }

    /// The files `casement-port` reads, relative to `folder`: as it finds them, hidden and build folders skipped.
    private func files(under folder: URL, withExtensions extensions: Set<String>) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                              options: [.skipsHiddenFiles]) else { return [] }
        var paths: [String] = []
        for case let url as URL in enumerator {
            if ["build", "DerivedData", "Pods", "Carthage"].contains(url.lastPathComponent),
               (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                enumerator.skipDescendants()
            } else if extensions.contains(url.pathExtension) {
                paths.append(String(url.standardizedFileURL.path.dropFirst(folder.standardizedFileURL.path.count + 1)))
            }
        }
        return paths.sorted()
    }
}
