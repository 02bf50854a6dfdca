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
}
