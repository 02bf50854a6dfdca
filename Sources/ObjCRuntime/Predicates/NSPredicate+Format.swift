import CoreGraphics
import Foundation

/// Predicate format strings, which Foundation on Linux does not read: parsed here, and evaluated through key-value
/// coding (an object's keys are those `value(forKey:)` reaches: UIKit's properties, a ported class's exposed ones,
/// a dictionary's entries).
extension NSPredicate {
    /// A predicate from `predicateFormat` with `%` arguments taken from `arguments`. A format that does not parse is
    /// reported, as iOS raises, and the predicate holds for nothing.
    public convenience init(format predicateFormat: String, argumentArray arguments: [Any]?) {
        let parsed: PredicateFormat
        do {
            parsed = try PredicateFormat.parse(predicateFormat, arguments: (arguments ?? []).map { $0 })
        } catch {
            MisuseReporter.report("Unable to parse the format string \"\(predicateFormat)\": \((error as? PredicateFormat.ParseError)?.message ?? "\(error)")",
                                  raising: "NSInvalidArgumentException")
            parsed = .constant(false)
        }
        // The bindings are those `evaluate(with:substitutionVariables:)` passes, which is how substituted copies bind.
        self.init { object, bindings in parsed.evaluate(with: object, variables: bindings ?? [:]) }
    }

    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }

    /// A copy of the predicate whose `$` variables named in `variables` hold their values there. The others still take
    /// theirs from `evaluate(with:substitutionVariables:)`; one that has none when the predicate is evaluated is
    /// reported, as iOS raises, and the predicate holds for nothing.
    public func withSubstitutionVariables(_ variables: [String: Any]) -> Self {
        if let compound = self as? NSCompoundPredicate {
            let copy = NSCompoundPredicate(type: compound.compoundPredicateType,
                                           subpredicates: compound.subpredicates.map { $0.withSubstitutionVariables(variables) })
            if let copy = copy as? Self { return copy }
        } else if let copy = NSPredicate(block: { [self] object, bindings in
            evaluate(with: object, substitutionVariables: (bindings ?? [:]).merging(variables) { _, substituted in substituted })
        }) as? Self {
            return copy
        }
        // Another subclass cannot be made from here: the predicate comes back as it is, to take its variables when evaluated.
        MisuseReporter.report("withSubstitutionVariables(_:) copies NSPredicate and NSCompoundPredicate only; this \(type(of: self)) is returned "
                              + "as it is: pass the variables to evaluate(with:substitutionVariables:) instead")
        return self
    }
}
