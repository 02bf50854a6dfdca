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
        self.init { object, _ in parsed.evaluate(with: object) }
    }

    public convenience init(format predicateFormat: String, _ args: any CVarArg...) {
        self.init(format: predicateFormat, argumentArray: args)
    }
}
