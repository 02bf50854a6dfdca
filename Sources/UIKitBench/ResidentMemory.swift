import Foundation

/// The process's resident memory, which a benchmark compares before and after building something it keeps.
enum ResidentMemory {
    static func bytes() -> Int {
        guard let statm = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8),
              let pages = Int(statm.split(separator: " ")[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }
}
