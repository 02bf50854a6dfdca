import Foundation

/// One entry of the field log.
struct Sighting {
    var species: String
    var place: String
    var date: String
    var count: Int
    var imageName: String

    /// Whether the species or the place contains `text`, ignoring case; empty text matches every sighting.
    func matches(_ text: String) -> Bool {
        text.isEmpty || species.localizedCaseInsensitiveContains(text) || place.localizedCaseInsensitiveContains(text)
    }

    static let fieldLog: [Sighting] = [
        Sighting(species: "American Robin", place: "Riverside Park", date: "Nov 21", count: 4, imageName: "robin"),
        Sighting(species: "Blue Jay", place: "Oak Hollow Trail", date: "Nov 20", count: 2, imageName: "bluejay"),
        Sighting(species: "Northern Cardinal", place: "Backyard feeder", date: "Nov 19", count: 1, imageName: "cardinal"),
        Sighting(species: "American Goldfinch", place: "Meadow Lane", date: "Nov 17", count: 12, imageName: "goldfinch"),
        Sighting(species: "Black-capped Chickadee", place: "Pine Ridge Overlook", date: "Nov 16", count: 6, imageName: "chickadee"),
        Sighting(species: "Great Blue Heron", place: "Mill Pond", date: "Nov 14", count: 1, imageName: "heron"),
    ]
}
