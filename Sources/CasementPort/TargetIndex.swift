import SwiftIfConfig
import SwiftSyntax

/// What the port learns from reading every file of a target before it changes any: the classes, the members the
/// Objective-C runtime would expose, and the optional requirements of `@objc` protocols.
struct TargetIndex {
    private(set) var classes: [String: DeclaredClass] = [:]
    private(set) var members: [ExposedMember] = []
    /// Every selector some class of the target answers: its exposed members', and those of tables an earlier port wrote.
    private(set) var declaredSelectors: Set<String> = []
    /// The base names of `@objc optional` protocol requirements: their call sites lose the `?` after the name.
    private(set) var optionalRequirements: Set<String> = []
    /// Optional requirements that return a value that is not optional, by name with labels
    /// (`pagerView(_:shouldHighlightItemAt:)`: one base name often names several): Swift cannot give them a default,
    /// so they leave the protocol, conforming classes answer them by selector, and their call sites and references
    /// ask at run time, as Objective-C does.
    private(set) var dynamicRequirements: [String: OptionalRequirement] = [:]
    /// The other optional requirements, which keep defaults that do nothing or give nil, by name with labels.
    private(set) var defaultedRequirements: [String: OptionalRequirement] = [:]
    /// The optional methods of the target's protocols by base name, once for each protocol that declares one: what a
    /// name without labels (`delegate?.numberOfItems`) may mean.
    private(set) var optionalMethods: [String: [(protocol: String, name: String)]] = [:]
    /// The names of the properties the target declares, in its types and as protocol requirements: a name without
    /// labels may be one of them rather than a method.
    private(set) var propertyNames: Set<String> = []
    /// Optional requirements with defaults here that the target asks objects for without knowing they implement
    /// them, by name with labels: UIKit's that return a value, called with `?` or named as functions
    /// (`delegate?.collectionView(_:layout:sizeForItemAt:)`), and the target's, named as functions. The classes'
    /// implementations join their member tables, so that asking finds them where the default would answer.
    private(set) var askedRequirements: Set<String> = []
    /// The properties whose changes observers hear of: `dynamic` ones, and those an earlier port made tell them.
    private(set) var observableProperties: Set<String> = []
    /// The protocols each type adopts, in its declaration and its extensions, by the type's name as written.
    private(set) var conformances: [String: Set<String>] = [:]
    /// The instance methods of classes and their extensions that are not exposed: a conforming class's
    /// implementation of a dynamic requirement is exposed by its protocol, as Swift does for `@objc` protocols.
    private var unexposedMethods: [ExposedMember] = []

    /// The classes the target's storyboards and xibs make by name (custom objects and gesture recognizers), which get
    /// `objcInstantiate()`: those the target declares, outside generics, descending from `NSObject` or a recognizer.
    private(set) var madeByName: Set<String> = []
    /// The first class of the target in the lineage of each of `madeByName`, which adopts `ObjCInstantiable`.
    private(set) var instantiationRoots: Set<String> = []

    /// Which code of each file builds here: what inactive `#if` clauses declare is not indexed.
    let regions: [ConfiguredRegions]

    init(files: [SourceFileSyntax], interfaceClasses: Set<String> = []) {
        regions = files.map { $0.configuredRegions(in: LinuxBuildConfiguration()) }
        var referenced: Set<String> = [], referencedWithoutLabels: Set<String> = []
        for (index, file) in files.enumerated() {
            let visitor = Visitor(file: index, regions: regions[index])
            visitor.walk(file)
            for declared in visitor.classes { classes[declared.name] = declared }
            members += visitor.members
            optionalRequirements.formUnion(visitor.optionalRequirements)
            declaredSelectors.formUnion(visitor.tableSelectors)
            dynamicRequirements.merge(visitor.dynamicRequirements) { $1 }
            defaultedRequirements.merge(visitor.defaultedRequirements) { $1 }
            optionalMethods.merge(visitor.optionalMethods) { $0 + $1 }
            propertyNames.formUnion(visitor.propertyNames)
            conformances.merge(visitor.conformances) { $0.union($1) }
            unexposedMethods += visitor.unexposedMethods
            observableProperties.formUnion(visitor.observableProperties)
            let asked = AskedMethods(viewMode: .sourceAccurate, configuredRegions: regions[index])
            asked.walk(file)
            askedRequirements.formUnion(asked.referenced.union(asked.calledOptionally).intersection(UIKitClasses.valueOptionalRequirements))
            referenced.formUnion(asked.referenced)
            referencedWithoutLabels.formUnion(asked.referencedWithoutLabels)
        }
        for name in referencedWithoutLabels {
            if case .requirement(let labelled)? = bareReference(name) { referenced.insert(labelled) }
        }
        askedRequirements.formUnion(referenced.intersection(defaultedRequirements.keys))
        // A class's method that implements a dynamic or asked requirement answers to the requirement's selector, which
        // an `@objc(name)` on the requirement may choose, as Swift gives an `@objc` protocol's implementations; a
        // method the class does not expose itself is exposed by the protocol.
        let index = self
        func implementing(_ method: ExposedMember) -> ExposedMember? {
            guard method.explicitSelector == nil, let name = method.labelledName,
                  let requirement = index.dynamicRequirements[name] ?? (index.askedRequirements.contains(name) ? index.defaultedRequirements[name] : nil),
                  let owner = index.declaredClass(method.owner) else { return nil }
            let conforms = index.lineage(of: owner).contains { ancestor in
                index.conformances.contains { index.declaredClass($0.key)?.name == ancestor.name && $0.value.contains(requirement.protocol) }
            }
            return conforms ? ExposedMember(owner: method.owner, file: method.file, name: method.name, kind: method.kind,
                                            explicitSelector: requirement.selector) : nil
        }
        // UIKit's requirements answer to the selectors their names give, at both ends.
        func asked(_ method: ExposedMember) -> Bool {
            guard let name = method.labelledName else { return false }
            return UIKitClasses.valueOptionalRequirements.contains(name) && index.askedRequirements.contains(name) && index.declaredClass(method.owner) != nil
        }
        members = members.map { implementing($0) ?? $0 } + unexposedMethods.compactMap { implementing($0) ?? (asked($0) ? $0 : nil) }
        for member in members {
            declaredSelectors.insert(member.selector)
            if case .property(_, true) = member.kind { declaredSelectors.insert(ObjCSelectorName.setter(member.name)) }
        }
        let made = interfaceClasses.compactMap(declaredClass).filter { declared in
            guard let root = externalRoot(of: declared) else { return false }
            return !declared.isGeneric && (root == "NSObject" || root.hasSuffix("GestureRecognizer"))
        }
        madeByName = Set(made.map(\.name))
        instantiationRoots = Set(made.compactMap { lineage(of: $0).last?.name })
    }

    /// Whether the class has an `init()`: its own, or its superclass's, which Swift lets it inherit when it declares
    /// no designated initializer or overrides all of its superclass's.
    func hasPlainInit(_ declared: DeclaredClass) -> Bool {
        if declared.declaresPlainInit { return true }
        guard let superclass = superclass(of: declared) else {
            // UIKit's recognizers are made by `init(target:action:)`, `NSObject` by `init()`: both have `init()`.
            return declared.designatedInits.isEmpty || declared.designatedInits.contains("init(target:action:)")
        }
        let inherits = declared.designatedInits.isEmpty || declared.designatedInits.isSuperset(of: designatedInits(of: superclass))
        return inherits && hasPlainInit(superclass)
    }

    /// The designated initializers `declared` has: its own, or those it inherits.
    private func designatedInits(of declared: DeclaredClass) -> Set<String> {
        guard declared.designatedInits.isEmpty else { return declared.designatedInits }
        return superclass(of: declared).map(designatedInits) ?? []
    }

    /// The class a type name written in the source names, by its qualified or its last name.
    func declaredClass(_ written: String) -> DeclaredClass? {
        let name = written.trimmingGenericArguments
        return classes[name] ?? classes.values.first { $0.name.hasSuffix("." + name) }
    }

    /// The target's superclass of `declared`, when the superclass is declared in the target too.
    func superclass(of declared: DeclaredClass) -> DeclaredClass? {
        declared.firstInheritedType.flatMap(declaredClass).flatMap { $0.name == declared.name ? nil : $0 }
    }

    /// The classes from `declared` up through its superclasses in the target, nearest first.
    func lineage(of declared: DeclaredClass) -> [DeclaredClass] {
        var chain = [declared]
        while let next = superclass(of: chain[chain.count - 1]), !chain.contains(where: { $0.name == next.name }) {
            chain.append(next)
        }
        return chain
    }

    /// The first superclass outside the target, as written, if the lineage leaves the target.
    func externalRoot(of declared: DeclaredClass) -> String? {
        lineage(of: declared).last?.firstInheritedType.flatMap { declaredClass($0) == nil ? $0.trimmingGenericArguments : nil }
    }

    /// The exposed members `declared` itself declares, in its body or in extensions.
    func exposedMembers(of declared: DeclaredClass) -> [ExposedMember] {
        members.filter { declaredClass($0.owner)?.name == declared.name }
    }

    /// Members exposed in extensions of classes that are not the target's: categories on UIKit or Foundation classes.
    var categoryMembers: [ExposedMember] {
        members.filter { declaredClass($0.owner) == nil }
    }

    /// Whether some class of the target that inherits from `declared` overrides a member named `name`.
    func isOverriddenInSubclass(_ name: String, of declared: DeclaredClass) -> Bool {
        classes.values.contains { candidate in
            candidate.name != declared.name && candidate.overriddenNames.contains(name)
                && lineage(of: candidate).dropFirst().contains { $0.name == declared.name }
        }
    }
}

extension TargetIndex {
    /// Collects one file's declarations in its active code; nested types are named by their enclosing types.
    fileprivate final class Visitor: ActiveSyntaxVisitor {
        let file: Int
        var classes: [DeclaredClass] = []
        var members: [ExposedMember] = []
        var optionalRequirements: Set<String> = []
        /// The selectors of member tables already in the file, from an earlier port.
        var tableSelectors: Set<String> = []
        var dynamicRequirements: [String: OptionalRequirement] = [:]
        var defaultedRequirements: [String: OptionalRequirement] = [:]
        var optionalMethods: [String: [(protocol: String, name: String)]] = [:]
        var propertyNames: Set<String> = []
        var conformances: [String: Set<String>] = [:]
        var unexposedMethods: [ExposedMember] = []
        var observableProperties: Set<String> = []
        /// The enclosing type declarations: the written name and whether all their members are exposed.
        private var scopes: [(name: String, exposesAll: Bool, isProtocol: Bool)] = []

        init(file: Int, regions: ConfiguredRegions) {
            self.file = file
            super.init(viewMode: .sourceAccurate, configuredRegions: regions)
        }

        private var qualifiedPrefix: String { scopes.map(\.name).joined(separator: ".") }

        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
            let name = (scopes.isEmpty ? "" : qualifiedPrefix + ".") + node.name.text
            let overridden = node.memberBlock.members.compactMap { item -> String? in
                item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(.override) == true ? item.decl.memberBaseName : nil
            }
            let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
            let declaresPlainInit = initializers.contains { $0.signature.parameterClause.parameters.isEmpty }
            conformances[name, default: []].formUnion(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
            classes.append(DeclaredClass(
                name: name,
                firstInheritedType: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
                file: file,
                isFinal: node.modifiers.contains(.final),
                accessLevel: node.modifiers.contains(.open) ? "open" : node.modifiers.contains(.public) ? "public" : nil,
                isGeneric: node.genericParameterClause != nil || scopes.contains { $0.name.contains("<") },
                isMainActor: node.attributes.contains(named: "MainActor"),
                isAppEntry: node.attributes.contains(named: "main") || node.attributes.contains(named: "UIApplicationMain"),
                adoptsInstantiatedProtocol: node.inheritanceClause?.inheritedTypes.contains {
                    ["UIApplicationDelegate", "UISceneDelegate", "UIWindowSceneDelegate"].contains($0.type.trimmedDescription)
                } == true,
                declaresPlainInit: declaresPlainInit,
                designatedInits: Set(initializers.filter { !$0.modifiers.contains(.convenience) }.map(\.labelledName)),
                isInstantiationPorted: node.memberBlock.members.contains { $0.decl.memberBaseName == "objcInstantiate" },
                overriddenNames: Set(overridden)))
            scopes.append((name: node.name.text, exposesAll: node.attributes.contains(named: "objcMembers"), isProtocol: false))
            return .visitChildren
        }

        override func visitPost(_ node: ClassDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind {
            conformances[node.extendedType.trimmedDescription, default: []]
                .formUnion(node.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? [])
            scopes.append((name: node.extendedType.trimmedDescription, exposesAll: node.attributes.contains(named: "objc"), isProtocol: false))
            return .visitChildren
        }

        override func visitPost(_ node: ExtensionDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind {
            for item in node.memberBlock.members {
                if let variable = item.decl.as(VariableDeclSyntax.self) { propertyNames.formUnion(variable.bindingNames) }
            }
            for item in node.memberBlock.members where item.decl.asProtocol(WithModifiersSyntax.self)?.modifiers.contains(.optional) == true {
                if let name = item.decl.memberBaseName { optionalRequirements.insert(name) }
                if let function = item.decl.as(FunctionDeclSyntax.self) {
                    let parameters = function.signature.parameterClause.parameters
                    let selector = function.attributes.objcName ?? ObjCSelectorName.method(function.name.text, labels: parameters.map(\.argumentLabel))
                    let requirement = OptionalRequirement(protocol: node.name.text, selector: selector, parameterTypes: parameters.map(\.plainTypeName),
                                                          returnType: function.signature.returnClause?.type.trimmedDescription ?? "Void")
                    optionalMethods[function.name.text, default: []].append((node.name.text, function.labelledName))
                    if function.valueReturnType != nil {
                        dynamicRequirements[function.labelledName] = requirement
                    } else {
                        defaultedRequirements[function.labelledName] = requirement
                    }
                }
            }
            return .skipChildren
        }

        // Types that cannot have Objective-C members; their nested classes are still visited.
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((name: node.name.text, exposesAll: false, isProtocol: false))
            return .visitChildren
        }

        override func visitPost(_ node: StructDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind {
            scopes.append((name: node.name.text, exposesAll: false, isProtocol: false))
            return .visitChildren
        }

        override func visitPost(_ node: EnumDeclSyntax) { scopes.removeLast() }

        override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
            guard let scope = scopes.last, !scope.isProtocol, !node.modifiers.contains(.static), !node.modifiers.contains(.class),
                  !node.attributes.marksUnavailable else {
                return .skipChildren
            }
            let exposed = isExposed(node.attributes, node.modifiers, in: scope)
            if exposed { members.append(member(node, owner: scope.name)) } else { unexposedMethods.append(member(node, owner: scope.name)) }
            return .skipChildren
        }

        private func member(_ node: FunctionDeclSyntax, owner: String) -> ExposedMember {
            let parameters = node.signature.parameterClause.parameters
            return ExposedMember(
                owner: owner, file: file, name: node.name.text,
                kind: .method(labels: parameters.map(\.argumentLabel), types: parameters.map(\.plainTypeName),
                              throwing: node.signature.effectSpecifiers?.throwsClause != nil,
                              returnsValue: node.signature.returnClause.map { !["Void", "()"].contains($0.type.trimmedDescription) } ?? false),
                explicitSelector: node.attributes.objcName)
        }

        override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
            if node.bindings.first?.pattern.trimmedDescription.hasPrefix("casementObjC") == true {
                tableSelectors.formUnion(node.tableKeys)
            }
            if let name = node.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
               node.modifiers.contains(.dynamic) || node.bindings.first?.accessorBlock?.description.contains("didChangeValue(forKey: \"\(name)\")") == true {
                observableProperties.insert(name)
            }
            if !scopes.isEmpty { propertyNames.formUnion(node.bindingNames) }
            guard let scope = scopes.last, isExposed(node.attributes, node.modifiers, in: scope), !node.modifiers.contains(.static),
                  !node.modifiers.contains(.class), !node.attributes.marksUnavailable else { return .skipChildren }
            for binding in node.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                members.append(ExposedMember(
                    owner: scope.name, file: file, name: name,
                    kind: .property(type: binding.typeAnnotation?.type.trimmedDescription,
                                    settable: node.bindingSpecifier.tokenKind == .keyword(.var) && binding.isSettable),
                    explicitSelector: nil))
            }
            return .skipChildren
        }

        // Bodies hold no members.
        override func visit(_ node: InitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: DeinitializerDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        override func visit(_ node: SubscriptDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

        private func isExposed(_ attributes: AttributeListSyntax, _ modifiers: DeclModifierListSyntax,
                               in scope: (name: String, exposesAll: Bool, isProtocol: Bool)) -> Bool {
            guard !scope.isProtocol, !attributes.contains(named: "nonobjc") else { return false }
            return scope.exposesAll || modifiers.contains(.dynamic)
                || PortedAttribute.exposing.contains { attributes.contains(named: $0) }
        }
    }
}
