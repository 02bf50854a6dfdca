import Foundation

extension PredicateFormat {
    /// One of NSExpression's predefined functions, which a format calls by name (`sum:(values)`, `sqrt:(16)`, or
    /// without the colon, `MAX(1, 5, 10)`) and which the arithmetic operators stand for (`+` is `add:to:`).
    struct Function: Sendable {
        /// How many arguments it takes; nil for one that sums up a collection, `sum:(values)`, or the values listed,
        /// `sum:(1, 2, 3)`.
        let arity: Int?
        /// The result for the arguments, resolved; throws `Mismatch` for arguments of a kind it does not take.
        let body: @Sendable ([Any?]) throws -> Any?

        /// Arguments of a kind the function does not take; `expected` names the kind it takes.
        struct Mismatch: Error {
            let expected: String
        }

        /// The function a format calls `name`, and its full name.
        static func named(_ name: String) -> (name: String, function: Function)? {
            if let function = all[name] { return (name, function) }
            // Without its colon, a function's name is a keyword, in any case: `MAX(1, 5, 10)`, `NOW()`.
            guard !name.contains(":") else { return nil }
            let keyword = name.lowercased()
            return all.first { $0.key.lowercased() == keyword + ":" || $0.key.lowercased() == keyword }.map { ($0.key, $0.value) }
        }

        /// The functions read here: those of NSExpression's list that need nothing Linux lacks. `random`, `random:`,
        /// `noindex:`, `distanceToLocation:fromLocation:` and `castObject:toType:` are not among them.
        static let all: [String: Function] = [
            "sum:": summary("@sum"), "count:": summary("@count"), "min:": summary("@min"), "max:": summary("@max"),
            "average:": summary("@avg"),
            "median:": Function(arity: nil) { arguments in
                let sorted = numbers(in: arguments).sorted()
                guard !sorted.isEmpty else { return nil }
                return (sorted[(sorted.count - 1) / 2] + sorted[sorted.count / 2]) / 2
            },
            "mode:": Function(arity: nil) { arguments in
                let counts = Dictionary(numbers(in: arguments).map { ($0, 1) }, uniquingKeysWith: +)
                let most = counts.values.max()
                return counts.filter { $0.value == most }.keys.sorted()
            },
            "stddev:": Function(arity: nil) { arguments in
                let values = numbers(in: arguments)
                guard !values.isEmpty else { return nil }
                let mean = values.reduce(0, +) / Double(values.count)
                return (values.map { ($0 - mean) * ($0 - mean) }.reduce(0, +) / Double(values.count)).squareRoot()
            },
            "add:to:": binary(+), "from:subtract:": binary(-), "multiply:by:": binary(*), "divide:by:": binary(/),
            "modulus:by:": binary(fmod), "raise:toPower:": binary(pow),
            "sqrt:": unary { $0.squareRoot() }, "log:": unary(log10), "ln:": unary(log), "exp:": unary(exp),
            "ceiling:": unary { $0.rounded(.up) }, "floor:": unary { $0.rounded(.down) }, "trunc:": unary { $0.rounded(.towardZero) },
            "abs:": unary { abs($0) },
            "bitwiseAnd:with:": bitwise(&), "bitwiseOr:with:": bitwise(|), "bitwiseXor:with:": bitwise(^),
            "leftshift:by:": bitwise { $0 << $1 }, "rightshift:by:": bitwise { $0 >> $1 },
            "onesComplement:": Function(arity: 1) { arguments in ~(try integer(arguments[0])) },
            "uppercase:": Function(arity: 1) { arguments in try string(arguments[0]).uppercased() },
            "lowercase:": Function(arity: 1) { arguments in try string(arguments[0]).lowercased() },
            "now": Function(arity: 0) { _ in Date() },
        ]

        /// A function that sums up its values as a key path's collection operator does.
        private static func summary(_ collectionOperator: String) -> Function {
            Function(arity: nil) { arguments in PredicateFormat.summary(collectionOperator, of: members(of: arguments)) }
        }

        private static func unary(_ body: @escaping @Sendable (Double) -> Double) -> Function {
            Function(arity: 1) { arguments in body(try number(arguments[0])) }
        }

        private static func binary(_ body: @escaping @Sendable (Double, Double) -> Double) -> Function {
            Function(arity: 2) { arguments in body(try number(arguments[0]), try number(arguments[1])) }
        }

        private static func bitwise(_ body: @escaping @Sendable (Int, Int) -> Int) -> Function {
            Function(arity: 2) { arguments in body(try integer(arguments[0]), try integer(arguments[1])) }
        }

        /// The values a summing function sums up: the elements of its one collection, or its arguments.
        private static func members(of arguments: [Any?]) -> [Any?] {
            arguments.count == 1 ? PredicateFormat.elements(arguments[0]) ?? arguments : arguments
        }

        private static func numbers(in arguments: [Any?]) -> [Double] {
            members(of: arguments).compactMap(PredicateFormat.number)
        }

        private static func number(_ value: Any?) throws -> Double {
            guard let number = PredicateFormat.number(value) else { throw Mismatch(expected: "numbers") }
            return number
        }

        private static func integer(_ value: Any?) throws -> Int {
            guard let number = PredicateFormat.number(value), let integer = Int(exactly: number) else { throw Mismatch(expected: "integers") }
            return integer
        }

        private static func string(_ value: Any?) throws -> String {
            guard let text = PredicateFormat.text(value) else { throw Mismatch(expected: "a string") }
            return text
        }
    }
}
