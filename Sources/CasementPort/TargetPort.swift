import SwiftParser
import SwiftSyntax

/// Ports the Swift files of one target together, as the compiler sees a target: a class's members may be spread over
/// several files, and a `#selector` in one file may name a method of another.
public struct TargetPort {
    /// A Swift file: its path relative to the target's folder, and its text.
    public struct File: Sendable, Equatable {
        public let path: String
        public let text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    public let files: [File]
    /// The classes the target's storyboards and xibs name for custom objects and gesture recognizers.
    public let interfaceClasses: Set<String>

    public init(files: [File], interfaceClasses: Set<String> = []) {
        self.files = files
        self.interfaceClasses = interfaceClasses
    }

    /// The ported files, in the same order, and what could not be ported.
    public func run() -> (files: [File], diagnostics: [PortDiagnostic]) {
        let ported = port()
        return (ported.files, ported.diagnostics)
    }

    /// The ported files, what could not be ported, and the `@main` (or `@UIApplicationMain`) class, if any.
    func port() -> (files: [File], diagnostics: [PortDiagnostic], mainClass: String?) {
        let trees = files.map { Parser.parse(source: $0.text) }
        let index = TargetIndex(files: trees, interfaceClasses: interfaceClasses)
        let porters = trees.enumerated().map { position, tree in
            let porter = FilePorter(index: index, fileIndex: position, path: files[position].path, tree: tree)
            porter.run()
            return porter
        }
        var edits = porters.map(\.edits)
        var diagnostics = porters.flatMap(\.diagnostics)
        var needsRuntime = porters.map(\.usesRuntime)

        /// Where the class named `name` is declared: its file and the porter that read it.
        func declaration(of name: String) -> (file: Int, porter: FilePorter)? {
            guard let declared = index.classes[name] else { return nil }
            return (declared.file, porters[declared.file])
        }

        // Members of extensions that must live in the class move there, with the changes made to them.
        for (file, porter) in porters.enumerated() {
            for move in porter.movedMembers {
                guard let target = declaration(of: move.className), let end = target.porter.classBodyEnds[move.className] else { continue }
                let inner = edits[file].filter { move.range.contains($0.range.lowerBound) }
                edits[file].removeAll { move.range.contains($0.range.lowerBound) }
                let widened = Self.widening(move.node.decl.asProtocol(WithModifiersSyntax.self)?.modifiers)
                let text = String(decoding: Array(files[file].text.utf8)[move.range], as: UTF8.self)
                let shifted = (inner + widened).map {
                    SourceEdit(range: ($0.range.lowerBound - move.range.lowerBound)..<($0.range.upperBound - move.range.lowerBound),
                               replacement: $0.replacement)
                }
                edits[file].append(SourceEdit(range: move.range, replacement: ""))
                // One blank line before the member, whatever separated it from its neighbours in the extension.
                let moved = SourceEdit.apply(shifted, to: text).drop { $0 == "\n" }
                edits[target.file].append(SourceEdit(range: end..<end, replacement: "\n\n" + moved))
                for module in porter.importedModules.subtracting(target.porter.importedModules).sorted() {
                    target.porter.insertImport("import \(module)")
                }
            }
        }

        // What stays behind in an extension that lost members to a class in another file is called from there now:
        // its private members become internal.
        for (file, porter) in porters.enumerated() {
            for split in porter.splitExtensions where declaration(of: split.className)?.file != file {
                let moved = Set(porter.movedMembers.map(\.range.lowerBound))
                edits[file] += Self.widening(split.node.modifiers)
                for item in split.node.memberBlock.members where !moved.contains(item.position.utf8Offset) {
                    edits[file] += Self.widening(item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers)
                }
            }
        }

        // Member tables, in the class for what its own file declares, in extensions for what other files declare.
        for declared in index.classes.values.sorted(by: { $0.name < $1.name }) {
            let members = index.exposedMembers(of: declared)
            guard !members.isEmpty else { continue }
            let porter = porters[declared.file]
            guard !declared.isGeneric else {
                diagnostics.append(PortDiagnostic(file: porter.path, line: 1, column: 1, message:
                    "\(declared.name) is generic, so its @objc members get no member table and cannot be reached by selector"))
                continue
            }
            let isMainActor = index.lineage(of: declared).contains(where: \.isMainActor)
                || index.externalRoot(of: declared).map(UIKitClasses.isMainActor) == true
            let partFiles = Set(members.map(\.file)).subtracting([declared.file]).sorted()
            for partFile in partFiles {
                let source = MemberTableSource(className: declared.name, isMainActor: isMainActor,
                                               members: members.filter { $0.file == partFile })
                let end = files[partFile].text.utf8.count
                edits[partFile].append(SourceEdit(range: end..<end, replacement: """

                    // casement-port: the members of this file the Objective-C runtime finds by name on iOS.
                    extension \(declared.name) {
                        nonisolated static let \(Self.partName(forFile: partFile)) = ObjCMemberTable(
                            \(source.arguments(indent: "        ")))
                    }

                    """))
                needsRuntime[partFile] = true
            }
            guard let end = porter.classBodyEnds[declared.name] else { continue }
            let inheritsTable = index.superclass(of: declared).map { hasTable($0, index) }
                ?? index.externalRoot(of: declared).map(UIKitClasses.responders.contains) ?? false
            let ownMembers = members.filter { $0.file == declared.file }
            let source = MemberTableSource(className: declared.name, isMainActor: isMainActor, members: ownMembers)
            var arguments = [inheritsTable ? "inheriting: \(declared.firstInheritedType!).objcMemberTable" : nil,
                             ownMembers.isEmpty ? nil : source.arguments(indent: "        ")].compactMap { $0 }
            if arguments.isEmpty { arguments = ["methods: [:]"] }
            let parts = partFiles.map { "\n            .adding(\(declared.name).\(Self.partName(forFile: $0)))" }.joined()
            edits[declared.file].append(SourceEdit(range: end..<end, replacement: """


                    // casement-port: the members the Objective-C runtime finds by name on iOS.
                    \(declared.accessLevel.map { $0 + " " } ?? "")\(isMainActor ? "nonisolated " : "")\(inheritsTable ? "override " : "")class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
                    private \(isMainActor ? "nonisolated " : "")static let casementObjCMembers = ObjCMemberTable(
                        \(arguments.joined(separator: ",\n        ")))\(parts)
                """))
            if !inheritsTable {
                if let clauseEnd = porter.inheritanceEnds[declared.name] {
                    edits[declared.file].append(SourceEdit(range: clauseEnd..<clauseEnd, replacement: ", ObjCMemberTableProviding"))
                } else if let nameEnd = porter.nameEnds[declared.name] {
                    edits[declared.file].append(SourceEdit(range: nameEnd..<nameEnd, replacement: ": ObjCMemberTableProviding"))
                }
            }
            needsRuntime[declared.file] = true
        }

        // Classes interface files make by name get what the Objective-C runtime's `+new` gives them on iOS.
        for declared in index.classes.values.sorted(by: { $0.name < $1.name })
        where index.madeByName.contains(declared.name) || index.instantiationRoots.contains(declared.name) {
            let porter = porters[declared.file]
            guard !declared.isInstantiationPorted, let end = porter.classBodyEnds[declared.name] else { continue }
            let isRoot = index.instantiationRoots.contains(declared.name)
            let canMake = index.hasPlainInit(declared)
            if index.madeByName.contains(declared.name), !canMake {
                diagnostics.append(PortDiagnostic(file: porter.path, line: 1, column: 1, message:
                    "\(declared.name) is made by a storyboard or xib, but has no init() to make it with, so the file leaves it out"))
            }
            let access = declared.accessLevel.map { $0 + " " } ?? ""
            var members = ["\(access)\(isRoot ? "" : "override ")class func objcInstantiate() -> AnyObject? { \(canMake ? "\(declared.name)()" : "nil") }"]
            if isRoot, index.externalRoot(of: declared) == "NSObject", !declared.overriddenNames.contains("awakeFromNib") {
                // `NSObject` has no `awakeFromNib()` here to override: subclasses override this one.
                members.append("@MainActor \(access)func awakeFromNib() {}")
            }
            edits[declared.file].append(SourceEdit(range: end..<end, replacement: "\n\n    // casement-port: how a storyboard or xib makes this "
                                                   + "class by name, as the Objective-C runtime does on iOS.\n"
                                                   + members.map { "    " + $0 }.joined(separator: "\n")))
            if isRoot, let clauseEnd = porter.inheritanceEnds[declared.name] {
                edits[declared.file].append(SourceEdit(range: clauseEnd..<clauseEnd, replacement: ", ObjCInstantiable"))
            }
            needsRuntime[declared.file] = true
        }

        // Members added to classes from elsewhere, UIKit's or Foundation's: Objective-C categories, registered when a
        // selector naming one of them is first made.
        let categories = Dictionary(grouping: index.categoryMembers) { $0.file }
        for (file, members) in categories.sorted(by: { $0.key < $1.key }) {
            for (owner, ownMembers) in Dictionary(grouping: members, by: \.owner).sorted(by: { $0.key < $1.key }) {
                let source = MemberTableSource(className: owner, isMainActor: UIKitClasses.isMainActor(owner.trimmingGenericArguments),
                                               members: ownMembers)
                let end = files[file].text.utf8.count
                edits[file].append(SourceEdit(range: end..<end, replacement: """

                    // casement-port: methods this file adds to \(owner), found by name as an Objective-C category's are.
                    extension \(owner) {
                        nonisolated static let \(Self.categoryName(forFile: file, owner: owner)) = ObjCCategory(\(owner).self,
                            \(source.arguments(indent: "        ")))
                    }

                    """))
            }
            needsRuntime[file] = true
        }

        // In a target built on UIKit (UIKit's own sources import it nowhere), a file may rely on its framework's umbrella
        // header for UIKit.
        if porters.contains(where: { $0.importedModules.contains("UIKit") }) {
            for porter in porters { porter.importUIKitForItsNames() }
        }
        for (file, porter) in porters.enumerated() where needsRuntime[file]
            && porter.importedModules.isDisjoint(with: ["UIKit", "QuartzCore", "ObjCRuntime"]) {
            porter.insertImport("import ObjCRuntime")
        }
        let ported = files.enumerated().map { position, file in
            File(path: file.path, text: SourceEdit.apply(edits[position] + porters[position].addedImports, to: file.text))
        }
        return (ported, diagnostics, appDelegateClass(index))
    }

    /// The app delegate class: the `@main` (or `@UIApplicationMain`) class, or else, for an app that starts from
    /// `main.swift`, the one class that adopts `UIApplicationDelegate`.
    private func appDelegateClass(_ index: TargetIndex) -> String? {
        if let entry = index.classes.values.first(where: \.isAppEntry) { return entry.name }
        let delegates = index.classes.values.filter { index.conformances[$0.name]?.contains("UIApplicationDelegate") == true }
        return delegates.count == 1 ? delegates[0].name : nil
    }

    /// Edits that remove `private` and `fileprivate` from `modifiers`, for code that moves to another file or is
    /// called from one.
    private static func widening(_ modifiers: DeclModifierListSyntax?) -> [SourceEdit] {
        // `compactMap`, not the collection's own `filter`, whose copies would be positioned in a new collection.
        (modifiers ?? []).compactMap { modifier in
            [.keyword(.private), .keyword(.fileprivate)].contains(modifier.name.tokenKind)
                ? SourceEdit(range: modifier.positionAfterSkippingLeadingTrivia.utf8Offset..<modifier.endPosition.utf8Offset, replacement: "") : nil
        }
    }

    /// Whether `declared` or one of its superclasses has a member table.
    private func hasTable(_ declared: DeclaredClass, _ index: TargetIndex) -> Bool {
        index.lineage(of: declared).contains { !index.exposedMembers(of: $0).isEmpty && !$0.isGeneric }
            || index.externalRoot(of: declared).map(UIKitClasses.responders.contains) == true
    }

    /// The name of the static property holding the members a file adds to a class declared in another file.
    static func partName(forFile file: Int) -> String { "casementObjCMembers\(file)" }

    /// The name of the static property holding the category a file adds to a class from another module. It names the
    /// class too: a subclass's category in the same file (`UINavigationController`'s beside `UIViewController`'s)
    /// may not reuse the name of a static property its superclass has.
    static func categoryName(forFile file: Int, owner: String) -> String {
        "casementObjCCategory\(file)" + owner.filter { $0.isLetter || $0.isNumber }
    }
}
