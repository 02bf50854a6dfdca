import Foundation

/// The process's resident memory, as Linux reports it in `/proc/self/statm`: what a launch leaves held, and what a
/// benchmark compares before and after building something it keeps.
package enum ResidentMemory {
    /// Resident bytes; 0 where the figure cannot be read.
    package static func bytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(statm.split(separator: " ")[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
