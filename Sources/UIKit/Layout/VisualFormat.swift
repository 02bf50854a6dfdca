import Foundation

/// A parsed visual format string, in Apple's grammar:
///
///     (H|V:)? (|connection)? [view(predicates)?] (connection [view(predicates)?])* (connection|)?
///     connection: nothing (flush), - (standard space), or -predicates-
///     predicates: constant, metric, or (predicate, …) with predicate: (==|<=|>=)? (constant|metric|view) (@priority)?
package struct VisualFormat {
    /// One comparison: a relation to a constant or to another view's size, at a priority.
    package struct Predicate: Equatable {
        enum Object: Equatable {
            case constant(CGFloat)
            case view(String)
        }

        let relation: NSLayoutConstraint.Relation
        let object: Object
        let priority: UILayoutPriority
    }

    /// The space between two neighbours in the format.
    package enum Connection: Equatable {
        /// `][`: no space.
        case flush
        /// `-`: the standard space.
        case standard
        /// `-…-`: the predicates' spaces.
        case predicates([Predicate])
    }

    package struct View: Equatable {
        let name: String
        let predicates: [Predicate]
    }

    package let isVertical: Bool
    /// The connection from the superview's leading (top) edge to the first view, when the format starts with `|`.
    package let leadingEdge: Connection?
    /// The views, each with the connection that precedes it (nil for the first).
    package let views: [(connection: Connection?, view: View)]
    /// The connection from the last view to the superview's trailing (bottom) edge, when the format ends with `|`.
    package let trailingEdge: Connection?

    /// Why a format does not parse, and where, as Apple words it.
    package struct ParseError: Error {
        let reason: String
        let offset: Int

        /// Apple's report: the reason, the format, and a caret under where parsing stopped.
        func message(format: String) -> String {
            "Unable to parse constraint format: \n\(reason) \n\(format) \n\(String(repeating: " ", count: offset))^"
        }
    }

    /// Parses `format`, reading metric names from `metrics`.
    package init(_ format: String, metrics: [String: CGFloat]) throws(ParseError) {
        var parser = Parser(characters: Array(format), metrics: metrics)
        let parsed = try parser.parse()
        isVertical = parsed.isVertical
        leadingEdge = parsed.leadingEdge
        views = parsed.views
        trailingEdge = parsed.trailingEdge
    }

    private struct Parser {
        let characters: [Character]
        let metrics: [String: CGFloat]
        var index = 0

        init(characters: [Character], metrics: [String: CGFloat]) {
            self.characters = characters
            self.metrics = metrics
        }

        private var current: Character? { index < characters.count ? characters[index] : nil }

        private func error(_ reason: String, at offset: Int? = nil) -> ParseError {
            ParseError(reason: reason, offset: offset ?? index)
        }

        private mutating func skipSpaces() {
            while current?.isWhitespace == true { index += 1 }
        }

        private mutating func consume(_ character: Character) -> Bool {
            skipSpaces()
            guard current == character else { return false }
            index += 1
            return true
        }

        mutating func parse() throws(ParseError) -> (isVertical: Bool, leadingEdge: Connection?, views: [(Connection?, View)], trailingEdge: Connection?) {
            skipSpaces()
            var isVertical = false
            if index + 1 < characters.count, characters[index + 1] == ":", characters[index] == "H" || characters[index] == "V" {
                isVertical = characters[index] == "V"
                index += 2
            }
            var leadingEdge: Connection?
            if consume("|") { leadingEdge = try connection() }
            var views: [(Connection?, View)] = []
            var pending: Connection? = nil
            while true {
                skipSpaces()
                guard current == "[" else {
                    throw error(views.isEmpty && leadingEdge == nil ? "Expected a '[' to begin a view" : "Expected a view")
                }
                views.append((views.isEmpty ? nil : pending, try view()))
                skipSpaces()
                guard let next = current else { break }
                if next == "|" { break }
                let spacing = try connection()
                skipSpaces()
                if current == "|" {
                    index += 1
                    skipSpaces()
                    guard current == nil else { throw error("Expected the end of the format after '|'") }
                    return (isVertical, leadingEdge, views, spacing)
                }
                pending = spacing
            }
            var trailingEdge: Connection?
            if consume("|") {
                trailingEdge = .flush
                skipSpaces()
                guard current == nil else { throw error("Expected the end of the format after '|'") }
            }
            return (isVertical, leadingEdge, views, trailingEdge)
        }

        /// A connection: nothing before `[` or `|` (flush), `-`, or `-predicates-`.
        private mutating func connection() throws(ParseError) -> Connection {
            skipSpaces()
            guard current == "-" else { return .flush }
            index += 1
            skipSpaces()
            if current == "[" || current == "|" { return .standard }
            let predicates = try predicateList(allowingViews: false)
            skipSpaces()
            guard current == "-" else { throw error("Expected a '-' after a connection's predicates") }
            index += 1
            return .predicates(predicates)
        }

        /// `[name]` or `[name(predicates)]`.
        private mutating func view() throws(ParseError) -> View {
            index += 1  // the [
            skipSpaces()
            let start = index
            guard let name = identifier() else { throw error("Expected a view name", at: start) }
            var predicates: [Predicate] = []
            skipSpaces()
            if current == "(" { predicates = try parenthesized(allowingViews: true) }
            skipSpaces()
            guard current == "]" else { throw error("Expected a ']' to close the view") }
            index += 1
            return View(name: name, predicates: predicates)
        }

        /// A lone constant or metric, or a parenthesized list of predicates.
        private mutating func predicateList(allowingViews: Bool) throws(ParseError) -> [Predicate] {
            if current == "(" { return try parenthesized(allowingViews: allowingViews) }
            return [Predicate(relation: .equal, object: .constant(try constant()), priority: .required)]
        }

        private mutating func parenthesized(allowingViews: Bool) throws(ParseError) -> [Predicate] {
            index += 1  // the (
            var predicates: [Predicate] = []
            repeat {
                predicates.append(try predicate(allowingViews: allowingViews))
            } while consume(",")
            guard consume(")") else { throw error("Expected a ')' to close the predicates, or a ',' before another") }
            return predicates
        }

        private mutating func predicate(allowingViews: Bool) throws(ParseError) -> Predicate {
            skipSpaces()
            var relation = NSLayoutConstraint.Relation.equal
            for (text, value) in [("==", NSLayoutConstraint.Relation.equal), ("<=", .lessThanOrEqual), (">=", .greaterThanOrEqual)]
            where characters[index...].starts(with: text) {
                relation = value
                index += 2
                break
            }
            skipSpaces()
            let object: Predicate.Object
            let start = index
            if let name = identifier() {
                if let metric = metrics[name] {
                    object = .constant(metric)
                } else if allowingViews {
                    object = .view(name)
                } else {
                    throw error("\(name) is not a key in the metrics dictionary.", at: start)
                }
            } else {
                object = .constant(try number())
            }
            var priority = UILayoutPriority.required
            if consume("@") {
                skipSpaces()
                let at = index
                let value = try constant()
                guard value > 0, value <= 1000 else { throw error("Priorities run from 1 to 1000, not \(value)", at: at) }
                priority = UILayoutPriority(Float(value))
            }
            return Predicate(relation: relation, object: object, priority: priority)
        }

        /// A number or a metric's value.
        private mutating func constant() throws(ParseError) -> CGFloat {
            skipSpaces()
            let start = index
            if let name = identifier() {
                guard let value = metrics[name] else { throw error("\(name) is not a key in the metrics dictionary.", at: start) }
                return value
            }
            return try number()
        }

        private mutating func number() throws(ParseError) -> CGFloat {
            let start = index
            if current == "-" || current == "+" { index += 1 }
            while let character = current, character.isASCII, character.isNumber || character == "." || character == "e" || character == "E" {
                index += 1
            }
            guard let value = Double(String(characters[start..<index])), value.isFinite else {
                index = start
                throw error("Expected a number or a metric name")
            }
            return CGFloat(value)
        }

        /// A name: a letter or underscore, then letters, digits and underscores.
        private mutating func identifier() -> String? {
            guard let first = current, first.isASCII, first.isLetter || first == "_" else { return nil }
            let start = index
            while let character = current, character.isASCII, character.isLetter || character.isNumber || character == "_" { index += 1 }
            return String(characters[start..<index])
        }
    }
}
