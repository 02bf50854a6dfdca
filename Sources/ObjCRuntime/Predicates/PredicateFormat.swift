/// A predicate format string, parsed: comparisons of expressions (key paths, constants, `$variables`, arithmetic and
/// function calls) joined by AND, OR and NOT, as `NSPredicate(format:)` reads them on Apple's platforms. Arguments
/// (`%@`, `%K`, `%d`, `%f`…) are taken in order.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Comparison)
    /// `ANY`/`SOME`, `ALL` or `NONE`: the comparison made with each element of the collection its left side reads.
    case quantified(Quantifier, Comparison)

    struct Comparison {
        let left: Expression
        let op: Operator
        let right: Expression
        var caseInsensitive = false
        var diacriticInsensitive = false
    }

    enum Quantifier {
        case any, all, none
    }

    indirect enum Expression {
        case keyPath(String)
        case value(Any?)
        case evaluatedObject
        case aggregate([Expression])
        /// A `$name`: the variable of the `SUBQUERY` around it, or else a substitution variable, which takes its value
        /// when the predicate is evaluated.
        case variable(String)
        /// A key path read from another expression's value: `$x.label`, `SUBQUERY(…).@count`.
        case path(Expression, String)
        /// `SUBQUERY(collection, $name, predicate)`: the elements of the collection for which the predicate holds,
        /// each bound to `$name` and evaluated as `SELF`.
        case subquery(Expression, variable: String, PredicateFormat)
        /// One of NSExpression's predefined functions by name (`sum:`, `add:to:`) with its arguments; the arithmetic
        /// operators stand for some of them, as on Apple's platforms (`a + b` is `add:to:(a, b)`).
        case function(String, [Expression])
        /// `FUNCTION(receiver, 'selectorName:', arguments…)`: the method the selector names, called on the receiver.
        case method(Expression, Selector, [Expression])
    }

    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches = "MATCHES"
        case isIn = "IN", between = "BETWEEN"
    }

    /// The collection operators a key path may hold, as key-value coding reads them: `children.@count`,
    /// `values.@sum`, `items.@max.price`.
    static let collectionOperators: Set<String> = ["@count", "@sum", "@avg", "@min", "@max"]

    struct ParseError: Error {
        let message: String
    }

    /// What iOS raises for while it evaluates a predicate: a variable without a value, arithmetic on something that is
    /// not a number, a selector the receiver has no method for.
    struct EvaluationError: Error {
        let message: String
    }

    /// Parses `format`, taking `%` arguments from `arguments`.
    static func parse(_ format: String, arguments: [Any?]) throws -> PredicateFormat {
        var parser = Parser(tokens: try tokenize(format), arguments: arguments)
        let predicate = try parser.predicate()
        guard parser.isAtEnd else { throw ParseError(message: "Unable to parse the format string \"\(format)\"") }
        return predicate
    }

    // MARK: Tokens

    enum Token: Equatable {
        case word(String)
        case string(String)
        case number(Double)
        case symbol(String)
        case argument(Character)
    }

    private static func tokenize(_ format: String) throws -> [Token] {
        var tokens: [Token] = []
        let characters = Array(format)
        var index = 0
        func peek(_ offset: Int = 0) -> Character? { index + offset < characters.count ? characters[index + offset] : nil }
        while let character = peek() {
            if character.isWhitespace {
                index += 1
            } else if character == "\"" || character == "'" {
                var text = ""
                index += 1
                while let next = peek(), next != character {
                    if next == "\\", let escaped = peek(1) {
                        text.append(escaped)
                        index += 2
                    } else {
                        text.append(next)
                        index += 1
                    }
                }
                guard peek() == character else { throw ParseError(message: "Unterminated string in \"\(format)\"") }
                index += 1
                tokens.append(.string(text))
            } else if character.isNumber {
                // A minus sign is read by the grammar, which tells `a - 1` from `-1`.
                var text = String(character)
                index += 1
                while let next = peek(), next.isNumber || next == "." || next == "e" || next == "E"
                        || ((next == "-" || next == "+") && (text.last == "e" || text.last == "E")) {
                    text.append(next)
                    index += 1
                }
                guard let number = Double(text) else { throw ParseError(message: "Bad number \(text) in \"\(format)\"") }
                tokens.append(.number(number))
            } else if Self.startsKey(character) {
                var text = ""
                while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "." || next == "$" || next == "@" {
                    text.append(next)
                    index += 1
                }
                // A function's name is a selector, its colons included: `sum:`, `raise:toPower:`.
                while peek() == ":" {
                    text.append(":")
                    index += 1
                    while let next = peek(), next.isLetter || next.isNumber || next == "_" {
                        text.append(next)
                        index += 1
                    }
                }
                tokens.append(.word(text))
            } else if character == "%" {
                // %@, %K, %d, %i, %ld, %lu, %f, %lf, %s: the argument kind is its last letter.
                index += 1
                while let next = peek(), next == "l" || next == "h" || next == "q" { index += 1 }
                guard let kind = peek() else { throw ParseError(message: "A % at the end of \"\(format)\"") }
                index += 1
                tokens.append(.argument(kind))
            } else {
                let two = peek(1).map { String([character, $0]) } ?? ""
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||", "**"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){},[]+-*/".contains(character) || (character == "." && peek(1).map(Self.startsKey) == true) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw ParseError(message: "Unexpected \"\(character)\" in \"\(format)\"")
                }
            }
        }
        return tokens
    }

    private static func startsKey(_ character: Character) -> Bool {
        character.isLetter || character == "_" || character == "$" || character == "@"
    }

    // MARK: Grammar

    private struct Parser {
        let tokens: [Token]
        var arguments: [Any?]
        var index = 0

        init(tokens: [Token], arguments: [Any?]) {
            self.tokens = tokens
            self.arguments = arguments
        }

        var isAtEnd: Bool { index >= tokens.count }
        private var current: Token? { isAtEnd ? nil : tokens[index] }

        private mutating func take(word: String) -> Bool {
            guard case .word(let text)? = current, text.uppercased() == word else { return false }
            index += 1
            return true
        }

        private mutating func take(symbol: String) -> Bool {
            guard current == .symbol(symbol) else { return false }
            index += 1
            return true
        }

        mutating func predicate() throws -> PredicateFormat {
            var left = try conjunction()
            while take(word: "OR") || take(symbol: "||") { left = .or(left, try conjunction()) }
            return left
        }

        private mutating func conjunction() throws -> PredicateFormat {
            var left = try negation()
            while take(word: "AND") || take(symbol: "&&") { left = .and(left, try negation()) }
            return left
        }

        private mutating func negation() throws -> PredicateFormat {
            if take(word: "NOT") || take(symbol: "!") { return .not(try negation()) }
            if current == .symbol("(") {
                // The ( opens a predicate, `(a OR b)`, or an expression, `(count + 1) * 2 == 6`: read as a predicate,
                // it must end where a predicate can end, or it is read again as an expression.
                let start = self
                index += 1
                let inner = try predicate()
                if take(symbol: ")"), endsPredicate { return inner }
                self = start
            }
            if take(word: "TRUEPREDICATE") { return .constant(true) }
            if take(word: "FALSEPREDICATE") { return .constant(false) }
            return try comparison()
        }

        /// Whether the predicate read so far can end here: at the end, a `)`, AND or OR.
        private var endsPredicate: Bool {
            switch current {
            case nil, .symbol(")")?, .symbol("&&")?, .symbol("||")?: true
            case .word(let word)?: ["AND", "OR"].contains(word.uppercased())
            default: false
            }
        }

        private mutating func comparison() throws -> PredicateFormat {
            let quantifier: Quantifier? = if take(word: "ANY") || take(word: "SOME") { .any }
                else if take(word: "ALL") { .all } else if take(word: "NONE") { Quantifier.none } else { nil }
            let left = try expression()
            let negated = take(word: "NOT")
            let op: Operator
            switch current {
            case .symbol("=")?, .symbol("==")?: op = .equal
            case .symbol("!=")?, .symbol("<>")?: op = .notEqual
            case .symbol("<")?: op = .less
            case .symbol("<=")?, .symbol("=<")?: op = .lessOrEqual
            case .symbol(">")?: op = .greater
            case .symbol(">=")?, .symbol("=>")?: op = .greaterOrEqual
            case .word(let word)? where Operator(rawValue: word.uppercased()) != nil: op = Operator(rawValue: word.uppercased())!
            default:
                if let quantifier { throw ParseError(message: "\(quantifier.keyword) needs a comparison after its collection") }
                // A lone Boolean key path or value is compared with true.
                guard !negated else { throw ParseError(message: "NOT needs an operator after it") }
                return .comparison(Comparison(left: left, op: .equal, right: .value(true)))
            }
            index += 1
            var caseInsensitive = false, diacriticInsensitive = false
            if take(symbol: "[") {
                guard case .word(let flags)? = current else { throw ParseError(message: "Options in [ ] must be c, d or cd") }
                index += 1
                caseInsensitive = flags.contains("c")
                diacriticInsensitive = flags.contains("d")
                guard take(symbol: "]") else { throw ParseError(message: "Options without their ]") }
            }
            let comparison = Comparison(left: left, op: op, right: try expression(), caseInsensitive: caseInsensitive,
                                        diacriticInsensitive: diacriticInsensitive)
            let compared: PredicateFormat = quantifier.map { .quantified($0, comparison) } ?? .comparison(comparison)
            return negated ? .not(compared) : compared
        }

        /// An expression with its arithmetic, which binds as it does in mathematics: `+` and `-` loosest, then `*` and
        /// `/`, then a minus sign, then `**`, right to left.
        private mutating func expression() throws -> Expression {
            var left = try term()
            while let function = take(operator: ["+": "add:to:", "-": "from:subtract:"]) { left = .function(function, [left, try term()]) }
            return left
        }

        private mutating func term() throws -> Expression {
            var left = try signed()
            while let function = take(operator: ["*": "multiply:by:", "/": "divide:by:"]) { left = .function(function, [left, try signed()]) }
            return left
        }

        private mutating func signed() throws -> Expression {
            guard take(symbol: "-") else { return try power() }
            let operand = try signed()
            if case .value(let number as Double) = operand { return .value(-number) }
            return .function("from:subtract:", [.value(0.0), operand])
        }

        private mutating func power() throws -> Expression {
            let base = try postfix()
            return take(symbol: "**") ? .function("raise:toPower:", [base, try signed()]) : base
        }

        /// The function an arithmetic operator stands for, if the current token is one of `operators`.
        private mutating func take(operator operators: [String: String]) -> String? {
            guard case .symbol(let symbol)? = current, let function = operators[symbol] else { return nil }
            index += 1
            return function
        }

        private mutating func postfix() throws -> Expression {
            var expression = try primary()
            // `SUBQUERY(…).@count`, `(…).name`: a key path read from the value before it.
            while take(symbol: ".") {
                guard case .word(let path)? = current else { throw ParseError(message: "A . without a key after it") }
                index += 1
                expression = .path(expression, try Self.checked(path))
            }
            return expression
        }

        private mutating func primary() throws -> Expression {
            guard let token = current else { throw ParseError(message: "The format ends where a value should be") }
            index += 1
            switch token {
            case .string(let text): return .value(text)
            case .number(let number): return .value(number)
            case .argument(let kind):
                guard !arguments.isEmpty else { throw ParseError(message: "Fewer arguments than % signs in the format") }
                let argument = arguments.removeFirst()
                if kind == "K" { return .keyPath(try Self.checked("\(argument ?? "")")) }
                return .value(argument)
            case .symbol("{"):
                var elements: [Expression] = []
                if !take(symbol: "}") {
                    repeat { elements.append(try expression()) } while take(symbol: ",")
                    guard take(symbol: "}") else { throw ParseError(message: "A { without its }") }
                }
                return .aggregate(elements)
            case .symbol("("):
                let inner = try expression()
                guard take(symbol: ")") else { throw ParseError(message: "A ( without its )") }
                return inner
            case .word(let word) where word.uppercased() == "SUBQUERY" && current == .symbol("("):
                return try subquery()
            case .word(let word) where word.uppercased() == "FUNCTION" && current == .symbol("("):
                return try method()
            case .word(let word) where current == .symbol("("):
                return try function(word)
            case .word(let word) where word.contains(":"):
                throw ParseError(message: "The function \(word) needs its arguments in ( ): \(word)(values)")
            case .word(let word) where word.hasPrefix("$"):
                let parts = word.dropFirst().split(separator: ".", maxSplits: 1).map(String.init)
                guard let name = parts.first else { throw ParseError(message: "A $ without a variable name after it") }
                return parts.count == 2 ? .path(.variable(name), try Self.checked(parts[1])) : .variable(name)
            case .word(let word):
                switch word.uppercased() {
                case "SELF": return .evaluatedObject
                case "NIL", "NULL": return .value(nil)
                case "TRUE", "YES": return .value(true)
                case "FALSE", "NO": return .value(false)
                case "ANY", "SOME", "ALL", "NONE":
                    throw ParseError(message: "\(word.uppercased()) must begin a comparison: ANY children.label == 'Save'")
                default: return .keyPath(try Self.checked(word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word))
                }
            case .symbol(let symbol):
                throw ParseError(message: "Unexpected \(symbol) where a value should be")
            }
        }

        /// `SUBQUERY(collection, $name, predicate)`, read after its keyword.
        private mutating func subquery() throws -> Expression {
            index += 1
            let collection = try expression()
            guard take(symbol: ","), case .word(let word)? = current, word.hasPrefix("$"), word.count > 1, !word.contains(".") else {
                throw ParseError(message: "SUBQUERY needs a collection, a $variable and a predicate: SUBQUERY(children, $x, $x.label == 'Save')")
            }
            index += 1
            guard take(symbol: ",") else { throw ParseError(message: "SUBQUERY needs a predicate after \(word)") }
            let predicate = try predicate()
            guard take(symbol: ")") else { throw ParseError(message: "A SUBQUERY( without its )") }
            return .subquery(collection, variable: String(word.dropFirst()), predicate)
        }

        /// `FUNCTION(receiver, 'selectorName:', arguments…)`, read after its keyword.
        private mutating func method() throws -> Expression {
            let arguments = try arguments(of: "FUNCTION")
            guard arguments.count >= 2, case .value(let name as String) = arguments[1] else {
                throw ParseError(message: "FUNCTION needs a receiver, a selector name in quotes and the method's arguments: FUNCTION(SELF, 'scaled:', 2)")
            }
            return .method(arguments[0], Selector(name), Array(arguments.dropFirst(2)))
        }

        /// A call of one of NSExpression's predefined functions, read after its name: `sum:(values)`, or without the
        /// colon, `max(1, 5, 10)`.
        private mutating func function(_ name: String) throws -> Expression {
            guard let found = Function.named(name) else {
                throw ParseError(message: "Unsupported function \(name); those read here are \(Function.all.keys.sorted().joined(separator: ", "))")
            }
            let arguments = try arguments(of: name)
            if let arity = found.function.arity, arguments.count != arity {
                throw ParseError(message: "\(found.name) takes \(arity) argument\(arity == 1 ? "" : "s"), not \(arguments.count)")
            } else if found.function.arity == nil, arguments.isEmpty {
                throw ParseError(message: "\(found.name) needs a collection, or the values themselves: \(found.name)(values)")
            }
            return .function(found.name, arguments)
        }

        /// The arguments in parentheses after a function's name, `(a, b)`.
        private mutating func arguments(of name: String) throws -> [Expression] {
            index += 1
            var arguments: [Expression] = []
            if !take(symbol: ")") {
                repeat { arguments.append(try expression()) } while take(symbol: ",")
                guard take(symbol: ")") else { throw ParseError(message: "A \(name)( without its )") }
            }
            return arguments
        }

        /// `path`, once each collection operator in it is one key-value coding knows.
        private static func checked(_ path: String) throws -> String {
            if let unknown = path.split(separator: ".").first(where: { $0.hasPrefix("@") && !PredicateFormat.collectionOperators.contains(String($0)) }) {
                throw ParseError(message: "Unsupported collection operator \(unknown) in \(path); use @count, @sum, @avg, @min or @max")
            }
            return path
        }
    }
}

extension PredicateFormat.Quantifier {
    /// How the format spells it.
    var keyword: String {
        switch self {
        case .any: "ANY"
        case .all: "ALL"
        case .none: "NONE"
        }
    }
}
