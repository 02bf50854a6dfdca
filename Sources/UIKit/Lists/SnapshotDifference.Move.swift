extension SnapshotDifference {
    /// A section or an item that moves: `from` is its old position, `to` its new one.
    package struct Move<Position: Hashable & Sendable>: Hashable, Sendable {
        package var from: Position
        package var to: Position

        package init(from: Position, to: Position) {
            self.from = from
            self.to = to
        }
    }
}
