import SwiftIfConfig
import SwiftSyntax

/// Reads one file of the target and records the changes that make it build without the Objective-C runtime, and
/// what it cannot port. Changes that reach into other files (overrides moved into their class, member tables) are
/// planned by `TargetPort` from what this records.
final class FilePorter: SyntaxVisitor {
    let index: TargetIndex
    let fileIndex: Int
    let path: String
    let tree: SourceFileSyntax
    private let converter: SourceLocationConverter

    private(set) var edits: [SourceEdit] = []
    /// Imports the port adds, kept apart because other files' changes can ask for them after `edits` is taken.
    private(set) var addedImports: [SourceEdit] = []
    private var addedImportTexts: Set<String> = []
    private(set) var diagnostics: [PortDiagnostic] = []
    /// Members of extensions that move into their class: the class name, the member's range and its modifiers to drop.
    private(set) var movedMembers: [(className: String, range: Range<Int>, node: MemberBlockItemSyntax)] = []
    /// Extensions some of whose members move into their class, by the class's name.
    private(set) var splitExtensions: [(className: String, node: ExtensionDeclSyntax)] = []
    /// Where each class of this file ends (before its closing brace) and where its inheritance clause ends.
    private(set) var classBodyEnds: [String: Int] = [:]
    private(set) var inheritanceEnds: [String: Int] = [:]
    /// Where each class's name (and generic parameters) ends, for a class without an inheritance clause.
    private(set) var nameEnds: [String: Int] = [:]
    /// Where an import can be added: after the last import, or at the top.
    private(set) var importInsertionPoint = 0
    private(set) var importedModules: Set<String> = []
    /// Whether the file uses what the runtime module gives: selectors, key-value observing.
    private(set) var usesRuntime = false
    /// Declarations the port takes out; changes recorded inside them are dropped.
    private var deletedRanges: [Range<Int>] = []
    private var usesNetworking = false
    /// The prefixes (`UI`, `CA`, `CG`) of the names of UIKit, Core Animation and Core Graphics the file uses.
    private var frameworkPrefixes: Set<String> = []
    private var scopes: [String] = []

    init(index: TargetIndex, fileIndex: Int, path: String, tree: SourceFileSyntax) {
        self.index = index
        self.fileIndex = fileIndex
        self.path = path
        self.tree = tree
        converter = SourceLocationConverter(fileName: path, tree: tree)
        super.init(viewMode: .sourceAccurate)
    }

    func run() {
        walk(tree)
        for range in deletedRanges {
            edits.removeAll { range.contains($0.range.lowerBound) }
            edits.append(SourceEdit(range: range, replacement: ""))
        }
        if usesNetworking, !importedModules.contains("FoundationNetworking") {
            insertImport("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif")
        }
    }

    /// Imports UIKit into a file that uses names of UIKit, Core Animation or Core Graphics without importing a module
    /// that declares them, as an iOS framework's files may: they see UIKit through the framework's umbrella header.
    func importUIKitForItsNames() {
        guard frameworkPrefixes.contains(where: { importedModules.isDisjoint(with: Self.frameworkModules[$0]!) }) else { return }
        insertImport("import UIKit")
        importedModules.insert("UIKit")
    }

    /// The modules that declare the names starting with each prefix.
    private static let frameworkModules: [String: Set<String>] = [
        "UI": ["UIKit"], "CA": ["UIKit", "QuartzCore"], "CG": ["UIKit", "QuartzCore", "CoreGraphics"],
    ]

    /// The Core Graphics names Foundation declares, on Linux as on iOS.
    private static let foundationGeometry: Set<String> = ["CGFloat", "CGPoint", "CGSize", "CGRect", "CGRectEdge"]

    /// Notes the prefix of a name the file uses when one of `frameworkModules` declares it.
    private func noteFrameworkName(_ name: String) {
        let prefix = String(name.prefix(2))
        guard Self.frameworkModules[prefix] != nil, name.dropFirst(2).first?.isUppercase == true, !Self.foundationGeometry.contains(name) else {
            return
        }
        frameworkPrefixes.insert(prefix)
    }

    /// Adds an import after the file's imports.
    func insertImport(_ text: String) {
        guard addedImportTexts.insert(text).inserted else { return }
        addedImports.append(SourceEdit(range: importInsertionPoint..<importInsertionPoint,
                                replacement: importInsertionPoint == 0 ? text + "\n" : "\n" + text))
    }

    func report(_ node: some SyntaxProtocol, _ message: String) {
        let location = node.startLocation(converter: converter)
        diagnostics.append(PortDiagnostic(file: path, line: location.line, column: location.column, message: message))
    }

    /// Whether `node` is in code that builds here. Inactive `#if` clauses still lose their Objective-C attributes
    /// (harmless where nothing compiles them, and right if another build makes them active), but the port moves
    /// nothing out of them and adds nothing to them, and their imports do not count.
    private func isActive(_ node: some SyntaxProtocol) -> Bool {
        index.regions[fileIndex].isActive(node) == .active
    }

    // MARK: Declarations

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isActive(node) else { return .skipChildren }
        var module = node.path.trimmedDescription
        // Apple's runtime module is `ObjCRuntime` here: a module named `ObjectiveC` would make other packages'
        // `#if canImport(ObjectiveC)` (their test for an Apple platform) hold on Linux. Darwin, Apple's C library, comes
        // with Foundation here (which imports Glibc): a file importing Foundation anyway loses the line.
        if module == "Darwin", tree.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.trimmedDescription == "Foundation" }) {
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            let lineBreak = node.trailingTrivia.isEmpty && node.nextToken(viewMode: .sourceAccurate)?.leadingTrivia.description.hasPrefix("\n") == true
            edits.append(SourceEdit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<end + (lineBreak ? 1 : 0), replacement: ""))
            return .skipChildren
        }
        if let renamed = ["ObjectiveC": "ObjCRuntime", "Darwin": "Foundation"][module], let name = node.path.first?.name {
            edits.append(SourceEdit(range: name.positionAfterSkippingLeadingTrivia.utf8Offset..<name.endPositionBeforeTrailingTrivia.utf8Offset,
                                    replacement: renamed))
            module = renamed
        }
        importedModules.insert(module)
        importInsertionPoint = node.endPositionBeforeTrailingTrivia.utf8Offset
        return .skipChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        guard isActive(node) else { return .visitChildren }
        let name = scopes.joined(separator: ".")
        classBodyEnds[name] = node.memberBlock.rightBrace.position.utf8Offset
        inheritanceEnds[name] = node.inheritanceClause?.endPositionBeforeTrailingTrivia.utf8Offset
        nameEnds[name] = (node.genericParameterClause.map(Syntax.init) ?? Syntax(node.name)).endPositionBeforeTrailingTrivia.utf8Offset
        if let declared = index.classes[name], declared.isAppEntry || declared.adoptsInstantiatedProtocol, !declared.isFinal {
            requirePlainInitializer(of: node)
        }
        if let declared = index.classes[name], let root = index.externalRoot(of: declared),
           let made = Self.madeInitializers[root.split(separator: ".").last.map(String.init) ?? root] {
            requireMadeInitializer(of: node, made)
        }
        return .visitChildren
    }

    /// The UIKit classes whose subclasses UIKit makes from the class it is handed, through an initializer `required`
    /// here (Swift makes an instance of a class held in a metatype only through one): tables make their cells and
    /// header views through `init(frame:)`, collection views their cells and supplementary views through
    /// `init(reuseFrame:)`, views their layers (`layerClass`) and animations their layers' presentation copies through
    /// `init()`, and Core Animation copies animations (`copy()`, which `add(_:forKey:)` calls) through `init()`. For each: who makes them, that initializer's label (nil for `init()`), and the initializer of the class
    /// it calls, which a subclass declaring initializers of its own must override to inherit it.
    private static let madeInitializers: [String: (maker: String, label: String?, through: String)] = [
        "UITableViewCell": ("a table", "frame", "init(style:reuseIdentifier:)"),
        "UITableViewHeaderFooterView": ("a table", "frame", "init(reuseIdentifier:)"),
        "UICollectionReusableView": ("a collection view", "reuseFrame", "init(frame:)"),
        "UICollectionViewCell": ("a collection view", "reuseFrame", "init(frame:)"),
        "UICollectionViewListCell": ("a collection view", "reuseFrame", "init(frame:)"),
        "CALayer": ("a view or an animation", nil, "init()"),
        "CAGradientLayer": ("a view or an animation", nil, "init()"),
        "CAShapeLayer": ("a view or an animation", nil, "init()"),
        "CATextLayer": ("a view or an animation", nil, "init()"),
        "CAAnimation": ("copying an animation", nil, "init()"),
        "CAPropertyAnimation": ("copying an animation", nil, "init()"),
        "CABasicAnimation": ("copying an animation", nil, "init()"),
        "CAKeyframeAnimation": ("copying an animation", nil, "init()"),
        "CASpringAnimation": ("copying an animation", nil, "init()"),
        "CAAnimationGroup": ("copying an animation", nil, "init()"),
        "CATransition": ("copying an animation", nil, "init()"),
    ]

    /// Keeps a class UIKit makes compiling: its own declaration of the initializer UIKit makes it with is marked
    /// `required` (in place of `override`, which `required` implies). A class with designated initializers of its own,
    /// none of them the one that initializer calls, does not inherit it: it gets one that stops, since the app makes
    /// the class otherwise (with its own initializer, or from a storyboard through `init(coder:)`).
    private func requireMadeInitializer(of node: ClassDeclSyntax, _ made: (maker: String, label: String?, through: String)) {
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let name = made.label.map { "init(\($0):)" } ?? "init()"
        if let own = initializers.first(where: { $0.labelledName == name }) {
            guard !own.modifiers.contains(.required) else { return }
            if let override = own.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) {
                replace(override, with: "required")
            } else {
                let start = own.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
                edits.append(SourceEdit(range: start..<start, replacement: "required "))
            }
            return
        }
        let designated = initializers.filter { !$0.modifiers.contains(.convenience) }
        guard !designated.isEmpty, !designated.contains(where: { $0.labelledName == made.through }) else { return }
        let end = node.memberBlock.rightBrace.position.utf8Offset
        if made.label == nil {
            // Layers and animations are copied through `init()`: one whose stored properties all have values gets a
            // real one; another is reported, and copying it stops.
            guard Self.hasStoredPropertyWithoutValue(node) else {
                edits.append(SourceEdit(range: end..<end, replacement: "\n\n    // casement-port: \(made.maker) makes instances through `init()` here.\n"
                                        + "    \(node.modifiers.contains(.open) || node.modifiers.contains(.public) ? "public " : "")required init() {\n"
                                        + "        super.init()\n    }"))
                return
            }
            report(node.name, "\(node.name.text) has stored properties without values, so \(made.maker) cannot make it through init(); "
                   + "give them default values")
        }
        // A required initializer is as visible as the class can be subclassed.
        let access = node.modifiers.contains(.open) || node.modifiers.contains(.public) ? "public " : ""
        edits.append(SourceEdit(range: end..<end, replacement: "\n\n    // casement-port: \(made.maker) makes instances through `\(name)` here, "
                                + "which this class does not inherit.\n    \(access)required convenience \(made.label.map { "init(\($0): CGRect)" } ?? "init()") {\n"
                                + "        fatalError(\"\\(Self.self) is made with its own initializers, not by \(made.maker)\")\n    }"))
    }

    /// Whether the class declares a stored instance property that an initializer must set: one with neither a value
    /// nor accessors, unless it is an optional `var`, which starts as nil.
    private static func hasStoredPropertyWithoutValue(_ node: ClassDeclSyntax) -> Bool {
        node.memberBlock.members.contains { item in
            guard let variable = item.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(.static),
                  !variable.modifiers.contains(.class) else { return false }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            return variable.bindings.contains { binding in
                let type = binding.typeAnnotation?.type
                let isOptional = type?.is(OptionalTypeSyntax.self) == true || type?.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) == true
                return binding.initializer == nil && binding.accessorBlock == nil && !(isVar && isOptional)
            }
        }
    }

    override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.name.text)
        return .visitChildren
    }

    override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
        scopes.append(node.extendedType.trimmedDescription)
        if isActive(node), let declared = index.declaredClass(node.extendedType.trimmedDescription), node.genericWhereClause == nil {
            // Not `filter`, which makes a new collection whose items are positioned in it rather than in the file.
            let moving = node.memberBlock.members.compactMap { mustMove($0.decl, of: declared) ? $0 : nil }
            for item in moving {
                movedMembers.append((declared.name, item.position.utf8Offset..<item.endPosition.utf8Offset, item))
            }
            if !moving.isEmpty { splitExtensions.append((declared.name, node)) }
        }
        return .visitChildren
    }

    override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

    /// Swift cannot override a member declared in an extension, nor declare an override there, which Objective-C
    /// allowed: such members move into the class.
    private func mustMove(_ decl: DeclSyntax, of declared: DeclaredClass) -> Bool {
        guard let name = decl.memberBaseName, let modifiers = decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
              !modifiers.contains(.static), !modifiers.contains(.class) || modifiers.contains(.override) else { return false }
        return modifiers.contains(.override) || index.isOverriddenInSubclass(name, of: declared)
    }

    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
        // An `@objc` protocol is class-bound (`weak var delegate: P?` relies on it); without `@objc` it must say so.
        if node.attributes.contains(named: "objc") {
            let inherited = node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
            if inherited.allSatisfy({ !["AnyObject", "class", "NSObjectProtocol"].contains($0) && index.declaredClass($0) == nil }) {
                if let clause = node.inheritanceClause {
                    let end = clause.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.append(SourceEdit(range: end..<end, replacement: ", AnyObject"))
                } else {
                    let end = node.name.endPositionBeforeTrailingTrivia.utf8Offset
                    edits.append(SourceEdit(range: end..<end, replacement: ": AnyObject"))
                }
            }
        }
        var defaults: [String] = []
        for item in node.memberBlock.members {
            guard let modifiers = item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers,
                  let optional = modifiers.first(where: { $0.name.tokenKind == .keyword(.optional) }) else { continue }
            if let implementation = defaultImplementation(of: item.decl) {
                remove(optional)
                defaults.append(implementation)
            } else if let function = item.decl.as(FunctionDeclSyntax.self), index.dynamicRequirements[function.labelledName] != nil {
                // Answered at run time by the classes that implement it (see `ObjCOptionalRequirement`).
                deletedRanges.append(item.position.utf8Offset..<item.endPosition.utf8Offset)
            } else {
                report(item, "an optional requirement that returns a non-optional value has no Swift equivalent: it is now "
                       + "required, so every conforming type must implement it")
                remove(optional)
            }
        }
        if !defaults.isEmpty {
            let end = node.endPositionBeforeTrailingTrivia.utf8Offset
            // A public protocol's defaults must be as visible as its requirements.
            let access = node.modifiers.contains(.public) || node.modifiers.contains(.open) ? "public " : ""
            let body = defaults.map { "    " + access + $0 }.joined(separator: "\n")
            edits.append(SourceEdit(range: end..<end, replacement: "\n\n// casement-port: what iOS does when a conforming type leaves "
                                    + "an optional requirement out.\nextension \(node.name.text) {\n\(body)\n}"))
        }
        return .visitChildren
    }

    /// A protocol extension member that stands in for an optional requirement a conforming type leaves out.
    private func defaultImplementation(of decl: DeclSyntax) -> String? {
        if let function = decl.as(FunctionDeclSyntax.self) {
            let returnType = function.signature.returnClause?.type.trimmedDescription
            let signature = function.with(\.attributes, []).with(\.modifiers, []).with(\.body, nil).trimmedDescription
            switch returnType {
            case nil, "Void", "()": return "func " + signature.dropFirst("func ".count) + " {}"
            case let type? where type.hasSuffix("?") || type.hasSuffix("!"): return "func " + signature.dropFirst("func ".count) + " { nil }"
            default: return nil
            }
        }
        if let variable = decl.as(VariableDeclSyntax.self), let binding = variable.bindings.first,
           let type = binding.typeAnnotation?.type.trimmedDescription, type.hasSuffix("?") {
            return "var \(binding.pattern.trimmedDescription): \(type) { nil }"
        }
        return nil
    }

    private func requirePlainInitializer(of node: ClassDeclSyntax) {
        // UIKit makes app and scene delegates through their protocol's `init()`, which a non-final class must mark
        // `required`.
        if let plain = node.memberBlock.members.compactMap({ $0.decl.as(InitializerDeclSyntax.self) })
            .first(where: { $0.signature.parameterClause.parameters.isEmpty }) {
            guard !plain.modifiers.contains(.required) else { return }
            let start = plain.initKeyword.positionAfterSkippingLeadingTrivia.utf8Offset
            edits.append(SourceEdit(range: start..<start, replacement: "required "))
        } else {
            let end = node.memberBlock.rightBrace.position.utf8Offset
            edits.append(SourceEdit(range: end..<end, replacement: "\n\n    // casement-port: UIKit makes the delegate with `init()`.\n"
                                    + "    required override init() {\n        super.init()\n    }"))
        }
    }

    // MARK: Attributes and modifiers

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if name == "UIApplicationMain" {
            replace(node.attributeName, with: "main")
        } else if PortedAttribute.dropped.contains(name) {
            remove(node)
        } else if name == "NSManaged" {
            report(node, "@NSManaged properties need Core Data, which this UIKit does not have")
        }
        return .visitChildren
    }

    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.dynamic) { remove(node) }
        return .skipChildren
    }

    /// A `dynamic` property is one the Objective-C runtime tells key-value observers about when it is set: the port
    /// writes that telling into it.
    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        guard node.modifiers.contains(.dynamic), !node.modifiers.contains(.static), !node.modifiers.contains(.class) else { return .visitChildren }
        guard node.bindings.count == 1, let binding = node.bindings.first,
              let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, !node.modifiers.contains(.lazy) else {
            report(node, "a dynamic property declared with others or lazily: declare it alone for its observers to hear of changes")
            return .visitChildren
        }
        usesRuntime = true
        // In an observer the app wrote, the announcement comes after its code, however it returns.
        let willChange = "willChangeValue(forKey: \"\(name)\")", didChange = "didChangeValue(forKey: \"\(name)\")"
        let deferredDidChange = "defer { \(didChange) }"
        let indent = indentation(of: node)
        guard let accessorBlock = binding.accessorBlock else {
            let end = binding.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(SourceEdit(range: end..<end, replacement: " {\n\(indent)    willSet { \(willChange) }\n\(indent)    didSet { \(didChange) }\n\(indent)}"))
            return .visitChildren
        }
        guard case .accessors(let accessors) = accessorBlock.accessors else { return .visitChildren }  // read-only: never set
        for accessor in accessors {
            guard let body = accessor.body else { continue }
            let start = body.leftBrace.endPositionBeforeTrailingTrivia.utf8Offset
            switch accessor.accessorSpecifier.tokenKind {
            case .keyword(.set): edits.append(SourceEdit(range: start..<start, replacement: " \(willChange); \(deferredDidChange);"))
            case .keyword(.willSet): edits.append(SourceEdit(range: start..<start, replacement: " \(willChange);"))
            case .keyword(.didSet): edits.append(SourceEdit(range: start..<start, replacement: " \(deferredDidChange);"))
            default: break
            }
        }
        let specifiers = accessors.map(\.accessorSpecifier.tokenKind)
        if specifiers.contains(.keyword(.didSet)) || specifiers.contains(.keyword(.willSet)) {
            let end = accessorBlock.rightBrace.position.utf8Offset
            if !specifiers.contains(.keyword(.willSet)) {
                edits.append(SourceEdit(range: end..<end, replacement: "\n\(indent)    willSet { \(willChange) }"))
            }
            if !specifiers.contains(.keyword(.didSet)) {
                edits.append(SourceEdit(range: end..<end, replacement: "\n\(indent)    didSet { \(didChange) }"))
            }
        }
        return .visitChildren
    }

    /// The leading spaces of the line `node` starts on.
    private func indentation(of node: some SyntaxProtocol) -> String {
        String(node.leadingTrivia.description.split(separator: "\n", omittingEmptySubsequences: false).last ?? "")
            .filter { $0 == " " || $0 == "\t" }
    }

    /// `NSObject` on Linux has no `observeValue(forKeyPath:of:change:context:)` to override: the first class of an
    /// app's lineage from `NSObject` to implement it declares it and adopts `NSKeyValueObserving` instead.
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard isActive(node) else { return .visitChildren }
        // The same for `awakeFromNib()`, in the class of a lineage from `NSObject` that adopts `ObjCInstantiable`.
        if node.name.text == "awakeFromNib", let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
           node.parent?.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true,
           let declared = index.classes[scopes.joined(separator: ".")], index.instantiationRoots.contains(declared.name),
           index.externalRoot(of: declared) == "NSObject" {
            // UIKit declares `NSObject`'s on the main actor, so the overrides that stood on it are.
            let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
            if override.positionAfterSkippingLeadingTrivia.utf8Offset == start {
                edits.append(SourceEdit(range: start..<override.endPositionBeforeTrailingTrivia.utf8Offset, replacement: "@MainActor"))
            } else {
                remove(override)
                edits.append(SourceEdit(range: start..<start, replacement: "@MainActor "))
            }
            // Nor one to call.
            for statement in node.body?.statements ?? [] where statement.item.trimmedDescription == "super.awakeFromNib()" {
                remove(statement)
            }
            return .visitChildren
        }
        guard node.name.text == "observeValue", let override = node.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }),
              node.parent?.parent?.parent?.parent?.is(ClassDeclSyntax.self) == true,
              let declared = index.classes[scopes.joined(separator: ".")], let clauseEnd = inheritanceEnds[declared.name],
              let root = index.externalRoot(of: declared), !UIKitClasses.responders.contains(root),
              !index.lineage(of: declared).dropFirst().contains(where: {
                  $0.overriddenNames.contains("observeValue") || index.conformances[$0.name]?.contains("NSKeyValueObserving") == true
              }) else {
            return .visitChildren
        }
        remove(override)
        edits.append(SourceEdit(range: clauseEnd..<clauseEnd, replacement: ", NSKeyValueObserving"))
        usesRuntime = true
        return .visitChildren
    }

    // MARK: Expressions

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        switch node.macroName.text {
        case "selector":
            usesRuntime = true
            replace(node, with: selectorExpression(for: node))
            return .skipChildren
        case "keyPath":
            // `#keyPath(Type.a.b)` is the string "a.b"; a leading type name is not part of the path.
            var components = node.arguments.trimmedDescription.split(separator: ".").map(String.init)
            if let first = components.first, first.first?.isUppercase == true, components.count > 1 { components.removeFirst() }
            replace(node, with: "\"\(components.joined(separator: "."))\"")
            return .skipChildren
        default:
            return .visitChildren
        }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        // `#if os(iOS)` code is the code that should build here: this UIKit is the iOS one, so the condition holds.
        if node.calledExpression.trimmedDescription == "os", node.arguments.trimmedDescription == "iOS",
           node.ancestorOrSelf(mapping: { $0.as(IfConfigClauseSyntax.self) }) != nil {
            replace(node, with: "os(Linux)")
            return .skipChildren
        }
        // `delegate?.didFinish?(self)`: an optional requirement is an ordinary requirement now, or one asked at run time.
        if let chained = node.calledExpression.as(OptionalChainingExprSyntax.self),
           let member = chained.expression.as(MemberAccessExprSyntax.self) {
            let name = member.declName.baseName.text
            let labels = node.arguments.map { $0.label?.text }
            let fullName = String(method: name, labels: labels)
            if let requirement = index.dynamicRequirements[fullName] {
                let arguments = node.arguments.map(\.expression.trimmedDescription).joined(separator: ", ")
                usesRuntime = true
                replace(node, with: "ObjCOptionalRequirement.call(\(member.receiverText), \"\(requirement.selector)\", [\(arguments)], "
                        + "returning: \(requirement.returnType).self)")
                return .skipChildren
            }
            if index.optionalRequirements.contains(name) || UIKitClasses.optionalRequirements.contains(fullName) {
                remove(chained.questionMark)
            } else if UIKitClasses.valueOptionalRequirements.contains(fullName) {
                // The default answers where iOS gives nil, so the call asks whether the object implements the method.
                let selector = ObjCSelectorName.method(name, labels: labels)
                let typed = (member.base?.trimmedDescription).map { $0 + "." } ?? "self."
                let arguments = node.arguments.map(\.expression.trimmedDescription).joined(separator: ", ")
                usesRuntime = true
                replace(node, with: "ObjCOptionalRequirement.call(\(member.receiverText), \"\(selector)\", [\(arguments)], typedAs: \(typed)\(fullName))")
                return .skipChildren
            }
        }
        let called = node.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            ?? node.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        let labels = node.arguments.map { $0.label?.text }
        // Foundation on Linux has no `init()` for attributed strings; an empty string is what it makes on iOS.
        if let called, ["NSAttributedString", "NSMutableAttributedString"].contains(called), node.arguments.isEmpty,
           node.trailingClosure == nil, node.calledExpression.is(DeclReferenceExprSyntax.self) {
            replace(node, with: "\(called)(string: \"\")")
            return .skipChildren
        }
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(DeclReferenceExprSyntax.self)?.baseName.text
        switch called {
        case "value" where labels == ["forKey"] && receiver.map(UIKitClasses.responders.contains) == true:
            // A UIKit class answers its class methods' keys (`UIApplication`'s "sharedApplication"): here the class
            // method is the path form only (`CATransaction` has its own `value(forKey:)`), which reads one key alike.
            if let label = node.arguments.first?.label { replace(label, with: "forKeyPath") }
        case "observe" where node.arguments.first?.expression.is(KeyPathExprSyntax.self) == true:
            usesRuntime = true
            let component = node.arguments.first?.expression.as(KeyPathExprSyntax.self)?.components.first?.component
            if let name = component?.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text { checkObserved(name, node) }
        case "addObserver" where labels.contains("forKeyPath"):
            usesRuntime = true
            let path = node.arguments.first { $0.label?.text == "forKeyPath" }?.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue
            if let key = path?.split(separator: ".").first { checkObserved(String(key), node) }
        case "value" where labels == ["forKey"], "setValue" where labels.contains("forKey"):
            checkKey(node)
        case "Selector", "NSSelectorFromString":
            checkRuntimeSelector(node)
        default:
            break
        }
        return .visitChildren
    }

    /// `delegate?.pagerView(_:shouldHighlightItemAt:)`: an optional requirement named without being called is, on iOS,
    /// the method as a function, or nil where the object does not implement it. Here it left its protocol (returning a
    /// value), or has a default that would be the function, so the reference asks at run time. A name without labels
    /// (`delegate?.numberOfItems`) is taken for one only when nothing else the port sees has that name; otherwise it
    /// is reported, as it could as well be another requirement's or a property's.
    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        if let baseName = node.askedBaseName {
            switch index.bareReference(baseName) {
            case .requirement(let name)?:
                return askForFunction(name, node, typedAs: node.trimmedDescription + name.dropFirst(baseName.count))
            case .ambiguous(let reason)?:
                if isActive(node) { report(node.declName, reason) }
                return .visitChildren
            case nil:
                return .visitChildren
            }
        }
        guard let labels = node.declName.argumentNames, let name = node.askedMethodName else { return .visitChildren }
        if UIKitClasses.valueOptionalRequirements.contains(name) {
            let selector = ObjCSelectorName.method(node.declName.baseName.text, labels: labels.labels)
            usesRuntime = true
            replace(node, with: "ObjCOptionalRequirement.function(\(node.receiverText), \"\(selector)\", typedAs: \(node.trimmedDescription))")
            return .skipChildren
        }
        return askForFunction(name, node, typedAs: node.trimmedDescription)
    }

    /// Writes `node`, which names the target's optional requirement `name` (with labels) as a function, as a question
    /// asked at run time; `typed` names the requirement with its labels, for one with a default to give its type.
    private func askForFunction(_ name: String, _ node: MemberAccessExprSyntax, typedAs typed: String) -> SyntaxVisitorContinueKind {
        if let requirement = index.defaultedRequirements[name] {
            // The default-backed reference gives the function's type.
            usesRuntime = true
            replace(node, with: "ObjCOptionalRequirement.function(\(node.receiverText), \"\(requirement.selector)\", typedAs: \(typed))")
            return .skipChildren
        }
        guard let requirement = index.dynamicRequirements[name] else { return .visitChildren }
        // A function type is parenthesized to name its metatype: `((Int) -> Void).self`.
        let types = requirement.parameterTypes.map { $0.contains("->") || $0.contains("&") || $0.hasPrefix("any ") ? "(\($0))" : $0 }
        let taking = types.isEmpty ? "" : "taking: " + types.map { $0 + ".self" }.joined(separator: ", ") + ", "
        usesRuntime = true
        replace(node, with: "ObjCOptionalRequirement.function(\(node.receiverText), \"\(requirement.selector)\", \(taking)"
                + "returning: \(requirement.returnType).self)")
        return .skipChildren
    }

    /// The types Foundation on Linux keeps in FoundationNetworking.
    private static let networkingTypes: Set<String> = [
        "URLSession", "URLRequest", "URLResponse", "HTTPURLResponse", "URLSessionTask", "URLSessionDataTask",
        "URLSessionConfiguration", "URLCache", "HTTPCookieStorage",
    ]

    /// `delegate?.window??`: UIKit's optional property requirements are ordinary ones here, whose defaults give nil
    /// as iOS gives for a delegate without them, so the second `?` goes.
    override func visit(_ node: OptionalChainingExprSyntax) -> SyntaxVisitorContinueKind {
        if let inner = node.expression.as(OptionalChainingExprSyntax.self), let member = inner.expression.as(MemberAccessExprSyntax.self),
           member.base?.is(OptionalChainingExprSyntax.self) == true, UIKitClasses.optionalProperties.contains(member.declName.baseName.text) {
            remove(node.questionMark)
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name (`.UIKeyboardWillShow`) is not one the file must import.
        if node.keyPathInParent != \MemberAccessExprSyntax.declName { noteFrameworkName(node.baseName.text) }
        switch node.baseName.text {
        case let name where Self.networkingTypes.contains(name):
            usesNetworking = true
        case let name where name.hasPrefix("objc_"):
            // Associated objects, which Foundation brings on iOS.
            usesRuntime = true
        case "NSInvocation":
            report(node, "NSInvocation needs the Objective-C runtime")
        case "method_exchangeImplementations", "method_setImplementation", "class_replaceMethod", "class_addMethod",
             "class_getInstanceMethod", "class_getClassMethod":
            report(node, "method swizzling (\(node.baseName.text)) needs the Objective-C runtime")
        default:
            break
        }
        return .visitChildren
    }

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if Self.networkingTypes.contains(node.name.text) { usesNetworking = true }
        noteFrameworkName(node.name.text)
        return .visitChildren
    }

    /// A selector made from a string at run time works when some class declares the method; one that none does is
    /// reported, as its message would go unanswered.
    private func checkRuntimeSelector(_ node: FunctionCallExprSyntax) {
        guard node.arguments.count == 1, let argument = node.arguments.first else { return }
        guard let literal = argument.expression.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
              let name = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text else {
            report(node, "a selector built from a string at run time: make sure a ported class declares the method it names")
            return
        }
        usesRuntime = true
        if !index.declaredSelectors.contains(name), !UIKitClasses.selectors.contains(name) {
            report(node, "no class of the target declares the method \"\(name)\", so a message sent with this selector goes unanswered")
        }
    }

    /// Observers hear of changes that `dynamic` properties and UIKit's observable ones announce; an observer of any
    /// other property would never be told, which is reported.
    private func checkObserved(_ name: String, _ node: FunctionCallExprSyntax) {
        guard !index.observableProperties.contains(name), !UIKitClasses.observableKeys.contains(name) else { return }
        report(node, "key-value observing of \"\(name)\": no class of the target declares it dynamic and UIKit does not announce its changes, "
               + "so the observer is never told")
    }

    /// Key-value coding finds a property by name in the member tables: a key no class exposes is reported.
    private func checkKey(_ node: FunctionCallExprSyntax) {
        // `UserDefaults`, `CATransaction` and `NSCache` take keys of their own, not property names; a key made at run
        // time cannot be checked here (the run time reports one no class exposes).
        let receiver = node.calledExpression.as(MemberAccessExprSyntax.self)?.base?.trimmedDescription ?? ""
        guard !["UserDefaults", "CATransaction", "NSCache", "defaults"].contains(where: { receiver.contains($0) }),
              let argument = node.arguments.first(where: { $0.label?.text == "forKey" }),
              let key = argument.expression.as(StringLiteralExprSyntax.self)?.representedLiteralValue else { return }
        if !index.declaredSelectors.contains(key), !UIKitClasses.selectors.contains(key) {
            report(node, "key-value coding: no class of the target exposes a property \"\(key)\" (@objc, @IBOutlet, @IBInspectable or dynamic)")
        }
    }

    // MARK: Selectors

    /// `Selector("name:")` for a `#selector(…)`, named as the Objective-C selector of the method it refers to.
    private func selectorExpression(for node: MacroExpansionExprSyntax) -> String {
        guard let argument = node.arguments.first else { return "Selector(\"\")" }
        let accessor = argument.label?.text
        var expression = argument.expression
        // `#selector(save as (Editor) -> () -> Void)` names the method before `as`.
        if let cast = expression.as(AsExprSyntax.self) { expression = cast.expression }
        if let sequence = expression.as(SequenceExprSyntax.self), let first = sequence.elements.first { expression = first }
        var qualifier: String?
        var reference: DeclReferenceExprSyntax?
        if let member = expression.as(MemberAccessExprSyntax.self) {
            reference = member.declName
            qualifier = member.base?.trimmedDescription
        } else {
            reference = expression.as(DeclReferenceExprSyntax.self)
        }
        guard let reference else {
            report(node, "cannot tell which method #selector(\(argument.expression.trimmedDescription)) names")
            return "Selector(\"\(argument.expression.trimmedDescription)\")"
        }
        let name = reference.baseName.text
        let labels = reference.argumentNames?.labels
        let member = resolve(name, labels: labels, qualifier: qualifier, property: accessor != nil)
        let selector: String
        switch (accessor, member) {
        case ("setter", _): selector = ObjCSelectorName.setter(name)
        case ("getter", _): selector = ObjCSelectorName.getter(name)
        case (_, let member?): selector = member.selector
        case (_, nil): selector = ObjCSelectorName.method(name, labels: labels ?? [])
        }
        if let member, index.declaredClass(member.owner) == nil {
            return "Selector(\"\(selector)\", in: \(member.owner).\(TargetPort.categoryName(forFile: member.file, owner: member.owner)))"
        }
        return "Selector(\"\(selector)\")"
    }

    /// The exposed member a selector expression names: one of the written type's, else the enclosing class's lineage,
    /// else any class's with that name (and labels).
    private func resolve(_ name: String, labels: [String?]?, qualifier: String?, property: Bool) -> ExposedMember? {
        let candidates = index.members.filter { member in
            guard member.name == name else { return false }
            switch member.kind {
            case .method(let memberLabels, _, _, _): return !property && (labels == nil || labels! == memberLabels)
            case .property: return labels == nil
            }
        }
        guard candidates.count > 1 else { return candidates.first }
        let enclosing = qualifier.flatMap { $0 == "Self" || $0 == "self" ? nil : $0 } ?? scopes.last
        if let enclosing, let declared = index.declaredClass(enclosing) {
            for ancestor in index.lineage(of: declared) {
                if let match = candidates.first(where: { index.declaredClass($0.owner)?.name == ancestor.name }) { return match }
            }
        }
        return candidates.first { $0.owner == enclosing } ?? candidates.first
    }

    // MARK: Edits

    private func replace(_ node: some SyntaxProtocol, with text: String) {
        edits.append(SourceEdit(range: node.positionAfterSkippingLeadingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset,
                                replacement: text))
    }

    /// Removes an attribute, modifier or token and the space after it; on a line of its own, the line goes too.
    private func remove(_ node: some SyntaxProtocol) {
        let start = node.positionAfterSkippingLeadingTrivia.utf8Offset
        guard let next = node.lastToken(viewMode: .sourceAccurate)?.nextToken(viewMode: .sourceAccurate),
              !(node.trailingTrivia + next.leadingTrivia).contains(where: \.isComment) else {
            edits.append(SourceEdit(range: start..<node.endPositionBeforeTrailingTrivia.utf8Offset, replacement: ""))
            return
        }
        edits.append(SourceEdit(range: start..<next.positionAfterSkippingLeadingTrivia.utf8Offset, replacement: ""))
    }
}
