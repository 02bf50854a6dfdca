import CoreGraphics
import Foundation

/// A predicate format string, parsed: comparisons of key paths and constants joined by AND, OR and NOT, as
/// `NSPredicate(format:)` reads them on Apple's platforms. Arguments (`%@`, `%K`, `%d`, `%f`…) are taken in order.
indirect enum PredicateFormat {
    case constant(Bool)
    case not(PredicateFormat)
    case and(PredicateFormat, PredicateFormat)
    case or(PredicateFormat, PredicateFormat)
    case comparison(Expression, Operator, Expression, caseInsensitive: Bool, diacriticInsensitive: Bool)

    enum Expression {
        case keyPath(String)
        case value(Any?)
        case evaluatedObject
        case aggregate([Expression])
    }

    enum Operator: String {
        case equal = "==", notEqual = "!=", less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
        case beginsWith = "BEGINSWITH", endsWith = "ENDSWITH", contains = "CONTAINS", like = "LIKE", matches = "MATCHES"
        case isIn = "IN", between = "BETWEEN"
    }

    struct ParseError: Error {
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
            } else if character.isNumber || (character == "-" && peek(1)?.isNumber == true && !(tokens.last.map(isOperand) ?? false)) {
                var text = String(character)
                index += 1
                while let next = peek(), next.isNumber || next == "." || next == "e" || next == "E" {
                    text.append(next)
                    index += 1
                }
                guard let number = Double(text) else { throw ParseError(message: "Bad number \(text) in \"\(format)\"") }
                tokens.append(.number(number))
            } else if character.isLetter || character == "_" || character == "$" || character == "@" {
                var text = ""
                while let next = peek(), next.isLetter || next.isNumber || next == "_" || next == "." || next == "$" || next == "@" {
                    text.append(next)
                    index += 1
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
                if ["==", "!=", "<>", "<=", ">=", "=<", "=>", "&&", "||"].contains(two) {
                    tokens.append(.symbol(two))
                    index += 2
                } else if "=<>!(){},[]".contains(character) {
                    tokens.append(.symbol(String(character)))
                    index += 1
                } else {
                    throw ParseError(message: "Unexpected \"\(character)\" in \"\(format)\"")
                }
            }
        }
        return tokens
    }

    private static func isOperand(_ token: Token) -> Bool {
        switch token {
        case .word, .string, .number, .argument: true
        case .symbol(let symbol): symbol == ")" || symbol == "}"
        }
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
            if take(symbol: "(") {
                let inner = try predicate()
                guard take(symbol: ")") else { throw ParseError(message: "A ( without its )") }
                return inner
            }
            if take(word: "TRUEPREDICATE") { return .constant(true) }
            if take(word: "FALSEPREDICATE") { return .constant(false) }
            return try comparison()
        }

        private mutating func comparison() throws -> PredicateFormat {
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
                // A lone Boolean key path or value is compared with true.
                guard !negated else { throw ParseError(message: "NOT needs an operator after it") }
                return .comparison(left, .equal, .value(true), caseInsensitive: false, diacriticInsensitive: false)
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
            let compared = PredicateFormat.comparison(left, op, try expression(), caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
            return negated ? .not(compared) : compared
        }

        private mutating func expression() throws -> Expression {
            guard let token = current else { throw ParseError(message: "The format ends where a value should be") }
            index += 1
            switch token {
            case .string(let text): return .value(text)
            case .number(let number): return .value(number)
            case .argument(let kind):
                guard !arguments.isEmpty else { throw ParseError(message: "Fewer arguments than % signs in the format") }
                let argument = arguments.removeFirst()
                if kind == "K" { return .keyPath("\(argument ?? "")") }
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
            case .word(let word):
                switch word.uppercased() {
                case "SELF": return .evaluatedObject
                case "NIL", "NULL": return .value(nil)
                case "TRUE", "YES": return .value(true)
                case "FALSE", "NO": return .value(false)
                default: return .keyPath(word.hasPrefix("SELF.") ? String(word.dropFirst(5)) : word)
                }
            case .symbol(let symbol):
                throw ParseError(message: "Unexpected \(symbol) where a value should be")
            }
        }
    }
}
