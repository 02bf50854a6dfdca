import Foundation
import PackagePlugin

/// `swift package casement-port FOLDER…`: ports the iOS sources in each folder in place, for a team moving its
/// sources to Linux for good. Each folder is ported as one target.
@main
struct CasementPortCommand: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) throws {
        guard !arguments.isEmpty else {
            Diagnostics.error("Name the folders to port in place: swift package casement-port Sources/MyApp")
            return
        }
        let tool = try context.tool(named: "casement-port").url
        for folder in arguments {
            let path = context.package.directoryURL.appending(path: folder).standardizedFileURL.path
            let process = try Process.run(tool, arguments: ["--in-place", path])
            process.waitUntilExit()
            if process.terminationStatus != 0 {
                Diagnostics.error("casement-port could not port \(folder) (exit status \(process.terminationStatus)).")
            }
        }
    }
}
