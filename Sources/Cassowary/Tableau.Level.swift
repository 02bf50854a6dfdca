extension Tableau {
    /// One row of the lexicographic objective: the errors of the constraints of
    /// one strength, minimised after those of every stronger level.
    struct Level {
        let strength: Strength
        /// How many installed constraints have this strength.
        var users = 0
        /// The reduced costs at this level, by parametric symbol; absent means zero.
        var coefficients: [Int32: Double] = [:]
    }
}
