import CoreGraphics
import Foundation

extension PredicateFormat {
    /// Whether the predicate holds for `object`, its key paths read through key-value coding (or from a dictionary).
    func evaluate(with object: Any?) -> Bool {
        switch self {
        case .constant(let value): return value
        case .not(let inner): return !inner.evaluate(with: object)
        case .and(let left, let right): return left.evaluate(with: object) && right.evaluate(with: object)
        case .or(let left, let right): return left.evaluate(with: object) || right.evaluate(with: object)
        case let .comparison(left, op, right, caseInsensitive, diacriticInsensitive):
            let fold = Folding(caseInsensitive: caseInsensitive, diacriticInsensitive: diacriticInsensitive)
            return Self.compare(Self.resolve(left, in: object), op, Self.resolve(right, in: object), fold: fold)
        }
    }

    /// The `[c]` and `[d]` options: strings compared as folded.
    private struct Folding {
        let caseInsensitive: Bool
        let diacriticInsensitive: Bool

        func callAsFunction(_ text: String) -> String {
            var folded = text
            if caseInsensitive { folded = folded.lowercased() }
            if diacriticInsensitive { folded = folded.folding(options: .diacriticInsensitive, locale: nil) }
            return folded
        }
    }

    private static func resolve(_ expression: Expression, in object: Any?) -> Any? {
        switch expression {
        case .value(let value): return flattened(value)
        case .evaluatedObject: return flattened(object)
        case .aggregate(let elements): return elements.map { resolve($0, in: object) }
        case .keyPath(let path):
            var current = flattened(object)
            for key in path.split(separator: ".").map(String.init) {
                switch current {
                case let dictionary as [String: Any]: current = flattened(dictionary[key])
                case let dictionary as NSDictionary: current = flattened(dictionary[key])
                case let owner as NSObject: current = flattened(owner.value(forKey: key))
                default: return nil
                }
            }
            return current
        }
    }

    /// `value` without the optionals wrapped around it: nil for one that holds nothing.
    private static func flattened(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first.flatMap { flattened($0.value) }
    }

    private static func number(_ value: Any?) -> Double? {
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

    private static func text(_ value: Any?) -> String? {
        switch value {
        case let string as String: string
        case let string as NSString: string as String
        case let substring as Substring: String(substring)
        default: nil
        }
    }

    private static func elements(_ value: Any?) -> [Any?]? {
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

    private static func compare(_ left: Any?, _ op: Operator, _ right: Any?, fold: Folding) -> Bool {
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
