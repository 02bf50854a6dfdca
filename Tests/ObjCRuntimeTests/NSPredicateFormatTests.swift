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
            ("SUBQUERY(children, $x, $y.label == 'Save').@count > 0", "The variable $y is not bound by a SUBQUERY around it"),
            ("$x.label == 'Save'", "The variable $x is not bound by a SUBQUERY around it"),
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
}
