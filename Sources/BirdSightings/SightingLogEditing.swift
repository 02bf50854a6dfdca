/// What the screens ask of the controller that owns the log: they show copies of sightings and send changes here.
@MainActor
protocol SightingLogEditing: AnyObject {
    func add(_ sighting: Sighting)
    func update(_ sighting: Sighting)
    func remove(_ sighting: Sighting)
    func move(_ sighting: Sighting, before other: Sighting?)
    func sort(by order: SightingLog.Order)
}
