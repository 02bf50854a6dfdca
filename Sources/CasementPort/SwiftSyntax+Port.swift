import SwiftSyntax

extension AttributeListSyntax {
    func contains(named name: String) -> Bool {
        contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == name }
    }

    /// The selector of an `@objc(name:)` attribute.
    var objcName: String? {
        for element in self {
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            return arguments.trimmedDescription.filter { !$0.isWhitespace }
        }
        return nil
    }

    /// Whether `@available(*, unavailable)` takes the declaration away everywhere: nothing may call it, not even a
    /// member table.
    var marksUnavailable: Bool {
        contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available",
                  case .availability(let arguments)? = attribute.arguments else { return false }
            let tokens = arguments.map(\.argument.trimmedDescription)
            return tokens.contains("*") && tokens.contains("unavailable")
        }
    }
}

extension DeclModifierListSyntax {
    func contains(_ keyword: Keyword) -> Bool {
        contains { $0.name.tokenKind == .keyword(keyword) }
    }
}

extension DeclSyntax {
    /// The base name of a function, property, subscript or initializer declaration.
    var memberBaseName: String? {
        if let function = self.as(FunctionDeclSyntax.self) { return function.name.text }
        if let variable = self.as(VariableDeclSyntax.self) {
            return variable.bindings.first?.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        }
        if self.is(InitializerDeclSyntax.self) { return "init" }
        if self.is(SubscriptDeclSyntax.self) { return "subscript" }
        return nil
    }
}

extension FunctionDeclSyntax {
    /// The return type when the function returns a value that may not be nil: neither `Void` nor an optional.
    var valueReturnType: String? {
        guard let type = signature.returnClause?.type.trimmedDescription, !["Void", "()"].contains(type),
              !type.hasSuffix("?"), !type.hasSuffix("!") else { return nil }
        return type
    }
}

extension FunctionDeclSyntax {
    /// The function's name with its argument labels, as Swift writes a reference to it: `pagerView(_:didSelectItemAt:)`.
    var labelledName: String {
        String(method: name.text, labels: signature.parameterClause.parameters.map(\.argumentLabel))
    }
}

extension DeclNameArgumentsSyntax {
    /// The labels of a name like `pagerView(_:didSelectItemAt:)`, nil for `_`.
    var labels: [String?] {
        arguments.map { $0.name.tokenKind == .wildcard ? nil : $0.name.text }
    }
}

extension MemberAccessExprSyntax {
    /// Whether the member is called here: `a.b(…)`, or `a.b?(…)` for an optional requirement.
    var isCalled: Bool {
        let callee = parent?.as(OptionalChainingExprSyntax.self).map(Syntax.init) ?? Syntax(self)
        return callee.keyPathInParent == \FunctionCallExprSyntax.calledExpression
    }

    /// The name with labels (`collectionView(_:layout:sizeForItemAt:)`) of a method this asks an object for without
    /// knowing it implements it: called as an optional requirement (`delegate?.collectionView?(…)`), or named with its
    /// labels and not called where only an optional function can be, through optional chaining
    /// (`delegate?.collectionView(_:layout:sizeForItemAt:)`) or bound by `if let`/`guard let`; nil for anything else,
    /// such as a class naming its own method (`self.collectionView(_:layout:sizeForItemAt:)`).
    var askedMethodName: String? {
        guard !isTypeOnly else { return nil }
        let name = declName.baseName.text
        if let labels = declName.argumentNames {
            return isNamedAsOptional ? String(method: name, labels: labels.labels) : nil
        }
        guard let chain = parent?.as(OptionalChainingExprSyntax.self),
              chain.keyPathInParent == \FunctionCallExprSyntax.calledExpression,
              let call = chain.parent?.as(FunctionCallExprSyntax.self) else { return nil }
        return String(method: name, labels: call.arguments.map { $0.label?.text })
    }

    /// The base name of a member named without labels and not called where only an optional function can be
    /// (`guard let count = delegate?.numberOfItems`), which may as well be a property: nil for anything else.
    var askedBaseName: String? {
        declName.argumentNames == nil && !isTypeOnly && isNamedAsOptional && !isAssigned ? declName.baseName.text : nil
    }

    /// Whether the member is set here (`cell?.subject = title`, `counter?.total += 1`, `&box?.value`): a property.
    private var isAssigned: Bool {
        if parent?.is(InOutExprSyntax.self) == true { return true }
        guard let following = parent?.as(ExprListSyntax.self)?.drop(while: { $0.id != id }).dropFirst().first else { return false }
        if following.is(AssignmentExprSyntax.self) { return true }
        let operatorText = following.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""
        return operatorText.hasSuffix("=") && !["==", "!=", "<=", ">=", "===", "!=="].contains(operatorText)
    }

    /// Whether the member is named without being called through optional chaining, or bound by `if let`/`guard let`.
    private var isNamedAsOptional: Bool {
        guard !isCalled else { return false }
        let isBound = parent?.as(InitializerClauseSyntax.self)?.parent?.is(OptionalBindingConditionSyntax.self) == true
        return base?.is(OptionalChainingExprSyntax.self) == true || isBound
    }

    /// What a ported call names for its type only (`ObjCOptionalRequirement.call(…, typedAs: delegate?.method(_:))`).
    private var isTypeOnly: Bool {
        parent?.as(LabeledExprSyntax.self)?.label?.text == "typedAs"
    }

    /// What the member is asked of, as an expression that may be nil: `self.delegate` for `self.delegate?.member`.
    var receiverText: String {
        base.map { ($0.as(OptionalChainingExprSyntax.self)?.expression ?? $0).trimmedDescription } ?? "self"
    }
}

extension InitializerDeclSyntax {
    /// The initializer's name with its labels, as Swift writes it: `init(frame:)`, `init()`.
    var labelledName: String {
        "init(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")"
    }
}

extension FunctionParameterSyntax {
    /// The argument label, nil for `_`.
    var argumentLabel: String? {
        firstName.tokenKind == .wildcard ? nil : firstName.text
    }
}

extension FunctionParameterSyntax {
    /// The parameter's type without `@escaping`, `inout` and other attributes and specifiers, as a cast names it.
    var plainTypeName: String {
        guard let attributed = type.as(AttributedTypeSyntax.self) else { return type.trimmedDescription }
        return attributed.baseType.trimmedDescription
    }
}

extension PatternBindingSyntax {
    /// Whether the property can be set: stored, observed, or with a setter.
    var isSettable: Bool {
        guard let accessorBlock else { return true }
        guard case .accessors(let accessors) = accessorBlock.accessors else { return false }
        return accessors.contains { [.keyword(.set), .keyword(.willSet), .keyword(.didSet)].contains($0.accessorSpecifier.tokenKind) }
    }
}

extension String {
    /// A method's name with its argument labels, as Swift writes a reference to it: `pagerView(_:didSelectItemAt:)`
    /// for "pagerView" with the labels nil (for `_`) and "didSelectItemAt".
    init(method name: String, labels: [String?]) {
        self = name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")"
    }

    /// The type name without generic arguments: "Box<Int>" is "Box".
    var trimmingGenericArguments: String {
        String(prefix { $0 != "<" })
    }
}

extension VariableDeclSyntax {
    /// The names the declaration binds: `a` and `b` for `var a = 0, b = 1`.
    var bindingNames: [String] {
        bindings.compactMap { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text }
    }

    /// The selectors of a member table or category this declaration initializes: the keys of its `methods:`.
    var tableKeys: [String] {
        var call = bindings.first?.initializer?.value.as(FunctionCallExprSyntax.self)
        // `ObjCMemberTable(…).adding(…)`: the table's own members are in the first call.
        while let base = call?.calledExpression.as(MemberAccessExprSyntax.self)?.base?.as(FunctionCallExprSyntax.self) { call = base }
        guard let call, let methods = call.arguments.first(where: { $0.label?.text == "methods" })?.expression.as(DictionaryExprSyntax.self),
              case .elements(let elements) = methods.content else { return [] }
        return elements.compactMap { $0.key.as(StringLiteralExprSyntax.self)?.representedLiteralValue }
    }
}

