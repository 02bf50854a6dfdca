import Foundation
import UIKit

/// The apps linked into the test process: classes adopting `UIApplicationDelegate` in modules that are executables.
///
/// iOS's UI tests name their target app in the test target's settings. Here the app is linked in: SwiftPM links an
/// executable target into a test target with its `main` renamed `<Module>_main`, so a module with that symbol in the
/// test executable's symbol table is an app (the symbol is not exported, so `dlsym` cannot see it). Swift on Linux
/// has no class list, so the classes come from the type metadata records the compiler emits for every type, which
/// the Swift runtime lists for each loaded image.
@MainActor
enum LinkedApplications {
    static let delegateClasses: [any UIApplicationDelegate.Type] = {
        var classes: [any UIApplicationDelegate.Type] = []
        withUnsafeMutablePointer(to: &classes) { list in
            enumerateAllMetadataSections({ sections, context in
                // `MetadataSections`: version, base address and two reserved words, then (start, length) ranges, of
                // which `swift5_type_metadata` is the third.
                let range = sections.advanced(by: 4 * MemoryLayout<UInt>.size + 2 * 2 * MemoryLayout<UInt>.size)
                let start = range.load(as: UInt.self), length = range.load(fromByteOffset: MemoryLayout<UInt>.size, as: UInt.self)
                guard let base = UnsafeRawPointer(bitPattern: start) else { return true }
                let list = context!.assumingMemoryBound(to: [any UIApplicationDelegate.Type].self)
                for offset in stride(from: 0, to: Int(length), by: 4) {
                    if let type = delegateClass(record: base + offset) { list.pointee.append(type) }
                }
                return true
            }, list)
        }
        let executables = executableModules(among: Set(classes.map { UIApplication.moduleName(of: $0) }))
        return classes.filter { executables.contains(UIApplication.moduleName(of: $0)) }
    }()

    /// The class a type metadata record describes, when it is a non-generic class adopting `UIApplicationDelegate`.
    private static func delegateClass(record: UnsafeRawPointer) -> (any UIApplicationDelegate.Type)? {
        let relative = record.load(as: Int32.self)
        var descriptor = record + Int(relative & ~3)
        // Kind 1: the record points at a pointer to the descriptor.
        if relative & 3 == 1 { guard let target = descriptor.load(as: UnsafeRawPointer?.self) else { return nil }; descriptor = target }
        let flags = descriptor.load(as: UInt32.self)
        let isClass = flags & 0x1F == 16, isGeneric = flags & 0x80 != 0
        guard isClass, !isGeneric else { return nil }
        // The type descriptor's fourth field: a relative pointer to the metadata access function.
        let accessor = descriptor + 12 + Int(descriptor.load(fromByteOffset: 12, as: Int32.self))
        let access = unsafeBitCast(accessor, to: (@convention(c) (Int) -> UnsafeRawPointer).self)
        let type = unsafeBitCast(access(0), to: Any.Type.self)
        return type as? any UIApplicationDelegate.Type
    }

    /// Those of `modules` whose `<Module>_main` is in the running executable's ELF symbol table.
    private static func executableModules(among modules: Set<String>) -> Set<String> {
        guard !modules.isEmpty, let file = FileHandle(forReadingAtPath: "/proc/self/exe") else { return [] }
        defer { try? file.close() }
        func read(_ offset: UInt64, _ count: Int) -> Data? {
            guard (try? file.seek(toOffset: offset)) != nil else { return nil }
            return try? file.read(upToCount: count)
        }
        func load<T>(_ data: Data, _ offset: Int, as type: T.Type) -> T {
            data.withUnsafeBytes { $0.loadUnaligned(fromByteOffset: offset, as: type) }
        }
        // A 64-bit ELF header gives where the section headers are, how big and how many.
        guard let header = read(0, 64), header.count == 64, header.starts(with: [0x7F, 0x45, 0x4C, 0x46]), header[4] == 2 else { return [] }
        let (tableOffset, entrySize, count) = (load(header, 0x28, as: UInt64.self), Int(load(header, 0x3A, as: UInt16.self)),
                                              Int(load(header, 0x3C, as: UInt16.self)))
        guard let table = read(tableOffset, entrySize * count), table.count == entrySize * count,
              let symbols = (0..<count).first(where: { load(table, $0 * entrySize + 4, as: UInt32.self) == 2 }) else { return [] }
        // The symbol table's linked section holds the symbols' names.
        let names = Int(load(table, symbols * entrySize + 0x28, as: UInt32.self))
        guard names < count, let strings = read(load(table, names * entrySize + 0x18, as: UInt64.self),
                                                Int(load(table, names * entrySize + 0x20, as: UInt64.self))) else { return [] }
        return modules.filter { module in
            let needle = Array("\0\(module)_main\0".utf8)
            return strings.withUnsafeBytes { memmem($0.baseAddress, $0.count, needle, needle.count) } != nil
        }
    }

    /// The bundle identifier XCTest would launch the app by: its Info dictionary's, or its module's name.
    static func bundleIdentifier(of delegateClass: any UIApplicationDelegate.Type) -> String {
        ((delegateClass as? any InfoPlistProviding.Type)?.infoPlist["CFBundleIdentifier"] as? String)
            .flatMap { $0.contains("$(") ? nil : $0 } ?? UIApplication.moduleName(of: delegateClass)
    }
}

@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool, _ context: UnsafeMutableRawPointer?)

/// glibc's substring search, which Swift's Glibc module leaves out (it is a GNU extension).
@_silgen_name("memmem")
private func memmem(_ haystack: UnsafeRawPointer?, _ haystackLength: Int, _ needle: UnsafeRawPointer?, _ needleLength: Int) -> UnsafeRawPointer?
