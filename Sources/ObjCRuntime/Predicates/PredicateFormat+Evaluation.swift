import CoreGraphics
import Foundation

extension PredicateFormat {
    /// Whether the predicate holds for `object`, its key paths read through key-value coding (or from a dictionary)
    /// and its `$` variables from `variables`, the substitution variables.
    ///
    /// What iOS raises for while evaluating (a variable without a value, arithmetic on something that is not a
    /// number, a method the receiver lacks) is reported instead, and the predicate holds for nothing.
    func evaluate(with object: Any?, variables: [String: Any?] = [:]) -> Bool {
        do {
            return try holds(for: object, variables)
        } catch {
            MisuseReporter.report((error as? EvaluationError)?.message ?? "\(error)", raising: "NSInvalidArgumentException")
            return false
        }
    }

    /// Whether the predicate holds for `object`, with the variables of the subqueries around it in `variables`.
    private func holds(for object: Any?, _ variables: [String: Any?]) throws -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !(try inner.holds(for: object, variables))
        case .and(let left, let right): return try left.holds(for: object, variables) && right.holds(for: object, variables)
        case .or(let left, let right): return try left.holds(for: object, variables) || right.holds(for: object, variables)
        case .comparison(let comparison):
            return comparison.holds(try Self.resolve(comparison.left, in: object, variables), try Self.resolve(comparison.right, in: object, variables))
        case let .quantified(quantifier, comparison):
            let collection = try Self.resolve(comparison.left, in: object, variables)
            guard let elements = Self.elements(collection) else {
                throw EvaluationError(message: "The left hand side for an \(quantifier.keyword) operator must be either an NSArray or an NSSet, "
                                      + "not \(collection.map { "\(type(of: $0))" } ?? "nil")")
            }
            let right = try Self.resolve(comparison.right, in: object, variables)
            switch quantifier {
            case .any: return elements.contains { comparison.holds($0, right) }
            case .all: return elements.allSatisfy { comparison.holds($0, right) }
            case .none: return !elements.contains { comparison.holds($0, right) }
            }
        }
    }

    /// The `[c]` and `[d]` options: strings compared as folded.
    fileprivate struct Folding {
        let caseInsensitive: Bool
        let diacriticInsensitive: Bool

        func callAsFunction(_ text: String) -> String {
            var folded = text
            if caseInsensitive { folded = folded.lowercased() }
            if diacriticInsensitive { folded = folded.folding(options: .diacriticInsensitive, locale: nil) }
            return folded
        }
    }

    private static func resolve(_ expression: Expression, in object: Any?, _ variables: [String: Any?]) throws -> Any? {
        switch expression {
        case .value(let value): return flattened(value)
        case .evaluatedObject: return flattened(object)
        case .aggregate(let elements): return try elements.map { try resolve($0, in: object, variables) }
        case .keyPath(let path): return value(atPath: path, of: object)
        case .variable(let name):
            guard let value = variables[name] else {
                throw EvaluationError(message: "Can't get value for '\(name)' in bindings: give $\(name) a value with withSubstitutionVariables(_:) "
                                      + "or evaluate(with:substitutionVariables:)")
            }
            return flattened(value)
        case let .path(base, path): return value(atPath: path, of: try resolve(base, in: object, variables))
        case let .subquery(collection, variable, predicate):
            let elements = elements(try resolve(collection, in: object, variables)) ?? []
            return try elements.filter { element in
                var bound = variables
                bound[variable] = element
                return try predicate.holds(for: element, bound)
            }
        case let .function(name, arguments):
            let values = try arguments.map { try resolve($0, in: object, variables) }
            do {
                return try Function.all[name]?.body(values)
            } catch let mismatch as Function.Mismatch {
                let given = values.map { value in value.map { $0 is String ? "\"\($0)\"" : "\($0)" } ?? "nil" }
                throw EvaluationError(message: "\(name) takes \(mismatch.expected), not \(given.joined(separator: " and "))")
            }
        case let .method(receiver, selector, arguments):
            // A message to nil returns nil, as in Objective-C.
            guard let target = try resolve(receiver, in: object, variables) else { return nil }
            guard type(of: target) is AnyClass else {
                throw EvaluationError(message: "FUNCTION sends '\(selector)' to objects, which answer it through their class's member table, "
                                      + "and a \(type(of: target)) is no object")
            }
            let receiver = target as AnyObject
            guard ObjCMessage.method(selector, of: receiver) != nil else { throw EvaluationError(message: ObjCMessage.unrecognized(selector, sentTo: receiver)) }
            let values = try arguments.map { boxed(try resolve($0, in: object, variables)) }
            return flattened(ObjCMessage.send(selector, to: receiver, values))
        }
    }

    /// `value` as Objective-C hands an argument to a method that takes objects: a number in an `NSNumber`, which a
    /// method's `Int`, `Double` or `NSNumber` parameter takes alike.
    private static func boxed(_ value: Any?) -> Any? {
        switch value {
        case let int as Int: NSNumber(value: int)
        case let double as Double: NSNumber(value: double)
        default: value
        }
    }

    /// The value at the dotted key path `path` of `base`, read as key-value coding reads it: a key of a collection
    /// is read from each element, and a collection operator (`@count`, `@sum`, `@avg`, `@min`, `@max`) sums up the
    /// collection before it, with the rest of the path read from each element first (`items.@max.price`).
    private static func value(atPath path: String, of base: Any?) -> Any? {
        var current = flattened(base)
        let keys = path.split(separator: ".").map(String.init)
        for (position, key) in keys.enumerated() {
            if key.hasPrefix("@") {
                let rest = keys.dropFirst(position + 1).joined(separator: ".")
                let members = (elements(current) ?? []).map { rest.isEmpty ? flattened($0) : value(atPath: rest, of: $0) }
                return summary(key, of: members)
            }
            current = value(forKey: key, of: current)
        }
        return current
    }

    private static func value(forKey key: String, of owner: Any?) -> Any? {
        if let collection = elements(owner) { return collection.map { value(forKey: key, of: flattened($0)) } }
        switch owner {
        case let dictionary as [String: Any]: return flattened(dictionary[key])
        case let dictionary as NSDictionary: return flattened(dictionary[key])
        case let owner as NSObject: return flattened(owner.value(forKey: key))
        // The fields of a geometry structure, as Core Animation's key-value coding reads them (`bounds.size.width`),
        // and a rectangle's `width` and `height`, as Swift reads them (`frame.width`).
        case let point as CGPoint: return ["x": point.x, "y": point.y][key]
        case let size as CGSize: return ["width": size.width, "height": size.height][key]
        case let rect as CGRect: return (["origin": rect.origin, "size": rect.size, "width": rect.width, "height": rect.height] as [String: Any])[key]
        default: return nil
        }
    }

    /// A collection operator's result for `members`: nil where iOS has none (the minimum of nothing).
    static func summary(_ collectionOperator: String, of members: [Any?]) -> Any? {
        let numbers = members.compactMap(number)
        switch collectionOperator {
        case "@count": return members.count
        case "@sum": return numbers.reduce(0, +)
        case "@avg": return numbers.isEmpty ? 0 : numbers.reduce(0, +) / Double(numbers.count)
        default:
            let present = members.compactMap { $0 }
            let ordered = present.sorted { order($0, $1, fold: Folding(caseInsensitive: false, diacriticInsensitive: false)) == .orderedAscending }
            return collectionOperator == "@min" ? ordered.first : ordered.last
        }
    }

    /// `value` without the optionals wrapped around it: nil for one that holds nothing.
    private static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { flattened($0.value) }
    }

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: number.doubleValue
        case let bool as Bool: bool ? 1 : 0
        case let int as Int: Double(int)
        case let double as Double: double
        case let float as Float: Double(float)
        case let float as CGFloat: Double(float)
        case let unsigned as UInt: Double(unsigned)
        case let date as Date: date.timeIntervalSinceReferenceDate
        default: nil
        }
    }

    static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let string as NSString: string as String
        case let substring as Substring: String(substring)
        default: nil
        }
    }

    static func elements(_ value: Any?) -> [Any?]? {
        switch value {
        case let array as [Any?]: array
        case let array as [Any]: array
        case let array as NSArray: array.map { $0 }
        case let set as NSSet: set.allObjects
        default: nil
        }
    }

    private static func equal(_ left: Any?, _ right: Any?, fold: Folding) -> Bool {
        if left == nil || right == nil { return left == nil && right == nil }
        if let a = number(left), let b = number(right) { return a == b }
        if let a = text(left), let b = text(right) { return fold(a) == fold(b) }
        if let a = left as? AnyHashable, let b = right as? AnyHashable { return a == b }
        if let a = left, let b = right, type(of: a) is AnyClass, type(of: b) is AnyClass { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    private static func order(_ left: Any?, _ right: Any?, fold: Folding) -> ComparisonResult? {
        if let a = number(left), let b = number(right) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        if let a = text(left).map({ fold($0) }), let b = text(right).map({ fold($0) }) { return a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        return nil
    }

    fileprivate static func compare(_ left: Any?, _ op: Operator, _ right: Any?, fold: Folding) -> Bool {
        switch op {
        case .equal: return equal(left, right, fold: fold)
        case .notEqual: return !equal(left, right, fold: fold)
        case .less: return order(left, right, fold: fold) == .orderedAscending
        case .lessOrEqual: return [.orderedAscending, .orderedSame].contains(order(left, right, fold: fold))
        case .greater: return order(left, right, fold: fold) == .orderedDescending
        case .greaterOrEqual: return [.orderedDescending, .orderedSame].contains(order(left, right, fold: fold))
        case .beginsWith:
            guard let a = text(left), let b = text(right) else { return false }
            return fold(a).hasPrefix(fold(b))
        case .endsWith:
            guard let a = text(left), let b = text(right) else { return false }
            return fold(a).hasSuffix(fold(b))
        case .contains:
            if let collection = elements(left) { return collection.contains { equal($0, right, fold: fold) } }
            guard let a = text(left), let b = text(right) else { return false }
            return fold(a).contains(fold(b))
        case .isIn:
            if let collection = elements(right) { return collection.contains { equal(left, $0, fold: fold) } }
            guard let a = text(left), let b = text(right) else { return false }
            return fold(b).contains(fold(a))
        case .between:
            guard let bounds = elements(right), bounds.count == 2 else { return false }
            return [.orderedDescending, .orderedSame].contains(order(left, bounds[0], fold: fold))
                && [.orderedAscending, .orderedSame].contains(order(left, bounds[1], fold: fold))
        case .like:
            guard let a = text(left), let b = text(right) else { return false }
            let pattern = "^" + NSRegularExpression.escapedPattern(for: fold(b)).replacingOccurrences(of: "\\*", with: ".*")
                .replacingOccurrences(of: "\\?", with: ".") + "$"
            return fold(a).range(of: pattern, options: .regularExpression) != nil
        case .matches:
            guard let a = text(left), let b = text(right) else { return false }
            return fold(a).range(of: "^(?:" + b + ")$", options: fold.caseInsensitive ? [.regularExpression, .caseInsensitive] : .regularExpression) != nil
        }
    }
}

extension PredicateFormat.Comparison {
    /// Whether the comparison holds between `left` and `right`, resolved.
    fileprivate func holds(_ left: Any?, _ right: Any?) -> Bool {
        PredicateFormat.compare(left, op, right, fold: PredicateFormat.Folding(caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive))
    }
}
