import CoreGraphics
import Foundation
import Testing
@testable import ObjCRuntime

/// Predicate format strings, parsed and evaluated through key-value coding and dictionaries.
// Serialized: misuse reports are recorded process-wide.
@Suite(.serialized) struct NSPredicateFormatTests {
    private final class Sighting: NSObject, ObjCMemberTableProviding {
        let species: String, count: Int, place: Sighting?
        init(_ species: String, _ count: Int, place: Sighting? = nil) {
            (self.species, self.count, self.place) = (species, count, place)
        }
        class var objcMemberTable: ObjCMemberTable { members }
        private static let members = ObjCMemberTable(methods: [
            "species": { receiver, _ in (receiver as! Sighting).species },
            "count": { receiver, _ in (receiver as! Sighting).count },
            "place": { receiver, _ in (receiver as! Sighting).place },
        ])
    }

    /// A box whose methods take objects, as methods FUNCTION calls do on iOS.
    private final class Box: NSObject, ObjCMemberTableProviding {
        let frame: CGRect, depth: CGFloat
        init(_ frame: CGRect, depth: CGFloat) {
            (self.frame, self.depth) = (frame, depth)
        }
        class var objcMemberTable: ObjCMemberTable { members }
        private static let members = ObjCMemberTable(methods: [
            "frame": { receiver, _ in (receiver as! Box).frame },
            "depth": { receiver, _ in (receiver as! Box).depth },
            "area": { receiver, _ in (receiver as! Box).frame.width * (receiver as! Box).frame.height },
            "widthTimes:": { receiver, arguments in (receiver as! Box).frame.width * CGFloat(arguments[0] as! Double) },
            "edgesOf:": { receiver, arguments in (arguments[0] as! Int) * 4 },
            "labelled:": { receiver, arguments in "\(arguments[0] as! String) \(Int((receiver as! Box).frame.width))x\(Int((receiver as! Box).frame.height))" },
        ])
    }

    private func holds(_ format: String, _ object: Any?, _ arguments: [Any] = []) -> Bool {
        NSPredicate(format: format, argumentArray: arguments).evaluate(with: object)
    }

    @Test func comparisonsOfNumbersAndStringsWithTheirOptions() {
        let robin: [String: Any] = ["name": "Robin", "count": 3, "seen": true, "note": "Café"]
        #expect(holds("count == 3", robin) && holds("count = 3.0", robin) && holds("count > 2 AND count <= 3", robin))
        #expect(!holds("count != 3", robin) && holds("count <> 4", robin) && holds("count >= 3 && count < 10", robin))
        #expect(holds("name == 'Robin'", robin) && !holds("name == 'robin'", robin) && holds("name ==[c] 'robin'", robin))
        #expect(holds("note ==[cd] 'cafe'", robin) && !holds("note == 'Cafe'", robin))
        #expect(holds("name BEGINSWITH 'Ro'", robin) && holds("name ENDSWITH[c] 'BIN'", robin) && holds("name CONTAINS 'obi'", robin))
        #expect(holds("name LIKE 'R?b*'", robin) && !holds("name LIKE 'R?b'", robin) && holds("name MATCHES '[A-Z][a-z]+'", robin))
        #expect(holds("seen == YES", robin) && holds("seen", robin) && holds("NOT (name == 'Wren')", robin))
        #expect(holds("name IN {'Wren', 'Robin'}", robin) && holds("count BETWEEN {1, 5}", robin) && !holds("count BETWEEN {4, 5}", robin))
        #expect(holds("missing == nil", robin) && holds("name != NULL", robin))
        #expect(holds("name == 'Wren' OR count == 3", robin) && holds("TRUEPREDICATE", robin) && !holds("FALSEPREDICATE", robin))
    }

    @Test func argumentsFillTheirPlacesAndKeysComeThroughKeyValueCoding() {
        let garden = Sighting("Garden", 0), robin = Sighting("Robin", 3, place: garden)
        #expect(NSPredicate(format: "species == %@ AND count == %d", "Robin", 3).evaluate(with: robin))
        #expect(NSPredicate(format: "%K BEGINSWITH %@", "place.species", "Gar").evaluate(with: robin))
        // Objects go in through the array form: NSObject is no CVarArg in Foundation on Linux.
        #expect(holds("SELF == %@", robin, [robin]) && !holds("SELF == %@", robin, [garden]))
        #expect(NSPredicate(format: "SELF CONTAINS 'ren'").evaluate(with: "Wren"))
        let birds = [robin, Sighting("Wren", 1), Sighting("Rook", 7)] as NSArray
        let many = birds.filtered(using: NSPredicate(format: "species BEGINSWITH[c] %@ AND count > %d", "r", 2))
        #expect(many.map { ($0 as! Sighting).species } == ["Robin", "Rook"])
    }

    @Test func aFormatThatDoesNotParseIsReportedAndHoldsForNothing() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let broken = NSPredicate(format: "name == 'Robin")
        #expect(!broken.evaluate(with: ["name": "Robin"]))
        #expect(recording.reports.first?.exceptionName == "NSInvalidArgumentException")
        #expect(recording.reports.first?.message.hasPrefix("Unable to parse the format string \"name == 'Robin\"") == true)
        _ = NSPredicate(format: "count == %d")
        #expect(recording.reports.last?.message.contains("Fewer arguments than % signs") == true)
    }

    @Test func anySomeAllAndNoneCompareEachElementOfTheCollection() {
        let form: [String: Any] = ["values": [4, 5, 9], "tags": ["xylo", "xenon"], "empty": [Int](),
                                   "children": [["label": "Save", "enabled": true], ["label": "Cancel", "enabled": false]]]
        #expect(holds("ANY children.label == 'Save'", form) && holds("SOME children.label ==[c] 'cancel'", form))
        #expect(!holds("ANY children.label == 'Delete'", form) && holds("NOT ANY children.label == 'Delete'", form))
        #expect(holds("ALL values > 3", form) && !holds("ALL values > 4", form) && holds("NONE values > 9", form))
        #expect(holds("ALL tags BEGINSWITH 'x'", form) && !holds("NONE tags BEGINSWITH 'x'", form) && holds("NONE tags BEGINSWITH 'y'", form))
        #expect(holds("ANY values IN {1, 9}", form) && holds("ANY values BETWEEN {5, 6}", form) && holds("ANY children.enabled == NO", form))
        // Apple's rule for an empty collection: nothing matches ANY, everything matches ALL and NONE.
        #expect(!holds("ANY empty == 1", form) && holds("ALL empty == 1", form) && holds("NONE empty == 1", form))
        let garden = Sighting("Garden", 0)
        let birds = [Sighting("Robin", 3, place: garden), Sighting("Wren", 1, place: garden)]
        #expect(holds("ANY SELF.species == %@", birds, ["Wren"]) && holds("ALL place.species == 'Garden'", birds))
        #expect(holds("ANY %K > %d", form, ["values", 8]))
    }

    @Test func collectionOperatorsSumUpAKeyPath() {
        let order: [String: Any] = ["items": [["price": 2.5, "name": "Tea"], ["price": 4, "name": "Cake"], ["price": 1.5, "name": "Bun"]],
                                    "values": [3, 1, 2], "none": [Any]()]
        #expect(holds("items.@count == 3", order) && holds("values.@count > 2", order) && holds("none.@count == 0", order))
        #expect(holds("items.@sum.price == 8", order) && holds("values.@avg == 2", order) && holds("values.@max == 3", order))
        #expect(holds("items.@min.price == 1.5", order) && holds("items.@max.name == 'Tea'", order) && holds("none.@max == nil", order))
    }

    @Test func subqueriesFilterACollectionWithTheirVariable() {
        let screen: [String: Any] = ["children": [["label": "Save", "enabled": true, "values": [1, 2]],
                                                   ["label": "Send", "enabled": false, "values": [5]],
                                                   ["label": "Cancel", "enabled": true, "values": [Int]()]]]
        #expect(holds("SUBQUERY(children, $x, $x.label BEGINSWITH 'S').@count == 2", screen))
        #expect(holds("SUBQUERY(children, $x, $x.label BEGINSWITH 'S' AND $x.enabled == YES).@count == 1", screen))
        #expect(holds("SUBQUERY(children, $x, $x.label == 'Delete').@count == 0", screen))
        // Inside, SELF is the element, and the variable alone is the element too.
        #expect(holds("SUBQUERY(children, $c, enabled == NO).@count == 1", screen))
        #expect(holds("SUBQUERY(children, $c, SUBQUERY($c.values, $v, $v > 1).@count > 0).@count == 2", screen))
        #expect(holds("SUBQUERY(children.label, $l, $l CONTAINS 'a').@count == 2", screen))
        #expect(holds("ANY SUBQUERY(children, $x, $x.enabled == YES).label == 'Cancel'", screen))
    }

    @Test func malformedAggregatesAndSubqueriesAreReportedInsteadOfRead() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let form: [String: Any] = ["children": [["label": "Save"]], "name": "Form"]
        let cases: [(format: String, message: String)] = [
            ("ANY children.label", "ANY needs a comparison after its collection"),
            ("label == ALL children", "ALL must begin a comparison"),
            ("SUBQUERY(children, x, x.label == 'Save').@count > 0", "SUBQUERY needs a collection, a $variable and a predicate"),
            ("SUBQUERY(children, $x).@count > 0", "SUBQUERY needs a predicate after $x"),
            ("SUBQUERY(children, $x, $x.label == 'Save'.@count > 0", "A SUBQUERY( without its )"),
            ("children.@distinct > 0", "Unsupported collection operator @distinct"),
            ("SUBQUERY(children, $x, $x.label == 'Save'). > 0", "Unexpected \".\""),
        ]
        for (format, message) in cases {
            #expect(!holds(format, form), "\(format)")
            #expect(recording.reports.last?.message.hasPrefix("Unable to parse the format string \"\(format)\"") == true, "\(format)")
            #expect(recording.reports.last?.message.contains(message) == true, "\(format): \(recording.reports.last?.message ?? "")")
        }
        // ANY over something that is not a collection is found only when the predicate is evaluated, as on iOS.
        #expect(!holds("ANY name == 'Form'", form))
        #expect(recording.reports.last?.message == "The left hand side for an ANY operator must be either an NSArray or an NSSet, not String")
        #expect(recording.reports.last?.exceptionName == "NSInvalidArgumentException")
    }

    @Test func arithmeticBindsAsInMathematicsOnNumbersFromKeyPaths() {
        let box = Box(CGRect(x: 0, y: 0, width: 60, height: 30), depth: 2.5)
        #expect(holds("frame.width * 2 > 100", box) && !holds("frame.width * 2 > 120", box))
        #expect(holds("frame.width + frame.height == 90", box) && holds("frame.size.height - depth == 27.5", box) && holds("depth * 4 == 10", box))
        let counts: [String: Any] = ["count": 2, "ratio": 0.5, "total": NSNumber(value: 8)]
        #expect(holds("count + 1 == 3", counts) && holds("count - 3 == -1", counts) && holds("-count == -2", counts) && holds("count-1 == 1", counts))
        #expect(holds("1 + 2 * 3 == 7", counts) && holds("(1 + 2) * 3 == 9", counts) && holds("total / count / 2 == 2", counts))
        // ** binds tighter than a minus sign, and from the right.
        #expect(holds("2 ** 3 ** 2 == 512", counts) && holds("-2 ** 2 == -4", counts) && holds("2 ** -1 == ratio", counts))
        #expect(holds("(count + 1) * 2 == 6 AND (count == 2 OR count == 3)", counts) && holds("NOT (count * 2 == 5)", counts))
        #expect(holds("count * %d == %@", counts, [3, 6]) && holds("count BETWEEN {ratio * 2, total - 1}", counts))
        #expect(holds("ANY {1, 2, 3} == count + 1", counts) && holds("1.5e1 - 5e-1 == 14.5", counts))
    }

    @Test func substitutionVariablesTakeTheirValuesFromTheCopyOrFromTheEvaluation() {
        let robin: [String: Any] = ["name": "Robin", "count": 3], wren: [String: Any] = ["name": "Wren", "count": 1]
        let template = NSPredicate(format: "name BEGINSWITH $letter AND count >= $least")
        let manyR = template.withSubstitutionVariables(["letter": "R", "least": 2])
        #expect(manyR.evaluate(with: robin) && !manyR.evaluate(with: wren) && !manyR.evaluate(with: ["name": "Rook", "count": 1]))
        #expect(template.evaluate(with: robin, substitutionVariables: ["letter": "Ro", "least": 3]))
        #expect(!template.evaluate(with: robin, substitutionVariables: ["letter": "Ro", "least": 4]))
        // A copy holds the variables it was given; the others come with the evaluation, and the copy's values win.
        let startsWithW = template.withSubstitutionVariables(["letter": "W"])
        #expect(startsWithW.evaluate(with: wren, substitutionVariables: ["least": 1, "letter": "R"]))
        #expect(!startsWithW.evaluate(with: robin, substitutionVariables: ["least": 1, "letter": "R"]))
        #expect(([robin, wren, ["name": "Rook", "count": 7]] as NSArray).filtered(using: manyR).count == 2)
        // A variable goes wherever a value does: in an aggregate, in arithmetic, as a subquery's operand, before a key path.
        #expect(NSPredicate(format: "count BETWEEN {$low, $low + 1}").withSubstitutionVariables(["low": 2]).evaluate(with: robin))
        let form: [String: Any] = ["children": [["label": "Save"], ["label": "Cancel"]]]
        #expect(NSPredicate(format: "SUBQUERY(children, $x, $x.label == $wanted).@count == 1").evaluate(with: form, substitutionVariables: ["wanted": "Save"]))
        #expect(NSPredicate(format: "$bird.count > count").evaluate(with: wren, substitutionVariables: ["bird": robin]))
        let compound = NSCompoundPredicate(andPredicateWithSubpredicates: [NSPredicate(format: "count > $least"), NSPredicate(format: "name == $name")])
        let bound = compound.withSubstitutionVariables(["least": 1, "name": "Robin"])
        #expect(bound.evaluate(with: robin) && !bound.evaluate(with: wren) && bound.compoundPredicateType == .and)
    }

    @Test func aVariableWithoutAValueIsReportedAndThePredicateHoldsForNothing() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let robin: [String: Any] = ["name": "Robin", "count": 3, "children": [["label": "Save"]]]
        let template = NSPredicate(format: "name BEGINSWITH $letter")
        #expect(!template.evaluate(with: robin))
        #expect(recording.reports.last?.message
                == "Can't get value for 'letter' in bindings: give $letter a value with withSubstitutionVariables(_:) or evaluate(with:substitutionVariables:)")
        #expect(recording.reports.last?.exceptionName == "NSInvalidArgumentException")
        // Not a missing value that NOT turns into a match: the whole predicate holds for nothing, as iOS stops at the exception.
        #expect(!NSPredicate(format: "NOT name BEGINSWITH $letter").evaluate(with: robin))
        #expect(!template.withSubstitutionVariables(["other": "R"]).evaluate(with: robin) && recording.reports.count == 3)
        #expect(!holds("SUBQUERY(children, $x, $y.label == 'Save').@count > 0", robin))
        #expect(recording.reports.last?.message.hasPrefix("Can't get value for 'y' in bindings") == true)
    }

    @Test func functionCallsTheMethodItsSelectorNamesThroughTheMemberTable() {
        let box = Box(CGRect(x: 0, y: 0, width: 60, height: 30), depth: 2.5)
        #expect(holds("FUNCTION(SELF, 'area') == 1800", box) && holds("FUNCTION(SELF, 'area') / 2 > frame.width", box))
        // Numbers go in as NSNumber, which a method's Double or Int parameter takes.
        #expect(holds("FUNCTION(SELF, 'widthTimes:', 2) == 120", box) && holds("FUNCTION(SELF, 'edgesOf:', depth * 2 - 2) == 12", box))
        #expect(holds("FUNCTION(SELF, 'labelled:', 'box') == 'box 60x30'", box) && holds("FUNCTION(SELF, %@, %@) BEGINSWITH 'crate'", box, ["labelled:", "crate"]))
        let garden = Sighting("Garden", 0), robin = Sighting("Robin", 3, place: garden)
        #expect(holds("FUNCTION(place, 'species') == 'Garden' AND FUNCTION(SELF, 'count') + 1 == 4", robin))
        // A message to nil returns nil.
        #expect(holds("FUNCTION(place, 'species') == nil", garden))
    }

    @Test func predefinedFunctionsAreCalledByNameWithOrWithoutTheirColon() {
        let stats: [String: Any] = ["values": [1, 2, 3, 4, 4, 5, 9, 11], "name": "Robin", "temperature": -3.5,
                                    "items": [["price": 2.5], ["price": 4]]]
        #expect(holds("sum:(values) == 39 AND count:(values) == 8 AND min:(values) == 1 AND max:(values) == 11", stats))
        #expect(holds("average:(values) == 4.875 AND median:(values) == 4 AND 4 IN mode:(values) AND mode:(values).@count == 1", stats))
        #expect(holds("stddev:(values) BETWEEN {3.2185, 3.2186} AND sum:(items.price) == 6.5", stats))
        #expect(holds("MAX(1, 5, 10) == 10 AND sum({1, 2}) == 3 AND average(values) > 4 AND Count(values) == 8", stats))
        #expect(holds("sqrt:(16) == 4 AND abs:(temperature) == 3.5 AND ceiling:(temperature) == -3 AND floor(temperature) == -4", stats))
        #expect(holds("trunc:(temperature) == -3 AND raise:toPower:(2, 10) == 1024 AND modulus:by:(10, 4) == 2 AND log:(100) == 2", stats))
        #expect(holds("ln:(exp:(0)) == 0 AND add:to:(1, 2) == from:subtract:(6, 3) AND multiply:by:(2, 3) == divide:by:(12, 2)", stats))
        #expect(holds("bitwiseAnd:with:(12, 10) == 8 AND bitwiseOr:with:(12, 10) == 14 AND bitwiseXor:with:(12, 10) == 6", stats))
        #expect(holds("leftshift:by:(1, 4) == 16 AND rightshift:by:(16, 2) == 4 AND onesComplement:(0) == -1", stats))
        #expect(holds("uppercase:(name) == 'ROBIN' AND lowercase(name) == 'robin' AND sum:(values) / count:(values) == average:(values)", stats))
        #expect(holds("now() > %@ AND now() < %@", stats, [Date(timeIntervalSinceNow: -60), Date(timeIntervalSinceNow: 60)]))
    }

    @Test func malformedFunctionsAndArithmeticAreReportedInsteadOfRead() {
        let recording = MisuseReporter.startRecording()
        defer { MisuseReporter.stopRecording(recording) }
        let robin = Sighting("Robin", 3)
        let cases: [(format: String, message: String)] = [
            ("FUNCTION(SELF) == 1", "FUNCTION needs a receiver, a selector name in quotes and the method's arguments"),
            ("FUNCTION(SELF, count) == 1", "FUNCTION needs a receiver, a selector name in quotes and the method's arguments"),
            ("median(1, 2 == 1", "A median( without its )"),
            ("random() > 1", "Unsupported function random; those read here are abs:, add:to:, average:"),
            ("cube:(3) == 27", "Unsupported function cube:"),
            ("sqrt:(1, 2) == 1", "sqrt: takes 1 argument, not 2"),
            ("sum:() == 0", "sum: needs a collection, or the values themselves"),
            ("sum: == 0", "The function sum: needs its arguments in ( )"),
            ("count * == 2", "Unexpected == where a value should be"),
        ]
        for (format, message) in cases {
            #expect(!holds(format, robin), "\(format)")
            #expect(recording.reports.last?.message.hasPrefix("Unable to parse the format string \"\(format)\"") == true, "\(format)")
            #expect(recording.reports.last?.message.contains(message) == true, "\(format): \(recording.reports.last?.message ?? "")")
        }
        // Found when evaluated, as iOS raises then: the whole predicate holds for nothing.
        let evaluated: [(format: String, message: String)] = [
            ("NOT (species + 1 == 2)", "add:to: takes numbers, not \"Robin\" and 1.0"),
            ("bitwiseAnd:with:(1.5, count) == 1", "bitwiseAnd:with: takes integers, not 1.5 and 3"),
            ("uppercase:(count) == 'X'", "uppercase: takes a string, not 3"),
            ("NOT FUNCTION(SELF, 'fly') == 1", "-[Sighting fly]: unrecognized selector sent to instance 0x"),
            ("FUNCTION(species, 'uppercaseString') == 'ROBIN'", "FUNCTION sends 'uppercaseString' to objects, which answer it through their class's member table, and a String is no object"),
        ]
        for (format, message) in evaluated {
            #expect(!holds(format, robin), "\(format)")
            #expect(recording.reports.last?.message.hasPrefix(message) == true, "\(format): \(recording.reports.last?.message ?? "")")
            #expect(recording.reports.last?.exceptionName == "NSInvalidArgumentException", "\(format)")
        }
    }
}
