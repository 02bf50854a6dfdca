import Foundation

/// One entry of the field log.
struct Sighting: Hashable, Identifiable {
    let id: Int
    var species: String
    var place: String
    /// The day of November it was seen on; the log is this month's.
    var day: Int
    var count: Int
    /// The picture in the app's resources, if the sighting has one.
    var imageName: String?
    var notes = ""
    /// Heard but not seen, as birders log a call or a song.
    var heardOnly = false

    var date: String { "Nov \(day)" }

    /// The day of November its week (Monday to Sunday) starts on: Nov 16, 2026 is a Monday.
    var weekStart: Int { 16 + 7 * Int((Double(day - 16) / 7).rounded(.down)) }

    /// Whether the species or the place contains `text`, ignoring case; empty text matches every sighting.
    func matches(_ text: String) -> Bool {
        text.isEmpty || species.localizedCaseInsensitiveContains(text) || place.localizedCaseInsensitiveContains(text)
    }

    static let fieldLog: [Sighting] = [
        Sighting(id: 1, species: "American Robin", place: "Riverside Park", day: 21, count: 4, imageName: "robin",
                 notes: "Feeding on the lawn after the rain, hopping and listening for worms."),
        Sighting(id: 2, species: "Blue Jay", place: "Oak Hollow Trail", day: 20, count: 2, imageName: "bluejay",
                 notes: "A loud pair calling from the oaks; one carried an acorn."),
        Sighting(id: 3, species: "Northern Cardinal", place: "Backyard feeder", day: 19, count: 1, imageName: "cardinal",
                 notes: "A male on the sunflower seeds at dawn."),
        Sighting(id: 4, species: "American Goldfinch", place: "Meadow Lane", day: 17, count: 12, imageName: "goldfinch",
                 notes: "A flock working the thistle heads, already in winter colors."),
        Sighting(id: 5, species: "Black-capped Chickadee", place: "Pine Ridge Overlook", day: 16, count: 6, imageName: "chickadee",
                 notes: "Chick-a-dee-dee-dee from the pines; two came to the hand."),
        Sighting(id: 6, species: "Great Blue Heron", place: "Mill Pond", day: 14, count: 1, imageName: "heron",
                 notes: "Standing still in the shallows for twenty minutes, then a catch."),
    ]
}
