extension Tableau {
    /// A required equality solved for a variable that no row mentions:
    /// `subject = constant + Σ terms + Σ markers`.
    ///
    /// The terms keep the graph of definitions that constant changes and
    /// removals follow; the base form flattens it for rows and values.
    ///
    /// The terms are other variables, not their rows, so a definition costs
    /// the length of its constraint however long the rows of those variables
    /// are. None of the terms depends on the subject.
    struct Definition {
        var constant: Double
        /// The terms, the base form, then the markers past the first: one array, since each costs a definition a
        /// header and an allocation.
        private var entries: [Entry]
        /// The first of the dummy markers of the constraints the definition was solved from, with ``marker``: there
        /// is almost always just one.
        private let markerCoefficient: Double
        /// The constant of the base form.
        var baseConstant = 0.0
        /// The subject's value when it is not stale.
        var value = 0.0
        // The 32-bit fields go last and together: a definition then takes 56 bytes, not 64 with padding.
        private let termCount: Int32
        private let otherMarkerCount: Int32
        private let marker: Int32
        /// The dummy that stands, in rows, for the markers the subject carries (its own and those of the
        /// definitions its terms have); -1 until the subject is first expanded into a row.
        var composite: Int32 = -1

        init(constant: Double, terms: [Entry], markers: [Entry]) {
            self.constant = constant
            entries = terms + markers.dropFirst()
            termCount = Int32(terms.count)
            otherMarkerCount = Int32(max(markers.count - 1, 0))
            marker = markers.first?.symbol ?? -1
            markerCoefficient = markers.first?.coefficient ?? 0
        }

        /// Symbols of variables and their coefficients; `slot` is unused.
        var terms: ArraySlice<Entry> { entries[..<Int(termCount)] }

        /// The definition with every defined variable replaced by its own base form: what a row gets when it
        /// mentions the subject, and what its value is worked out from.
        var base: ArraySlice<Entry> { entries[Int(termCount)..<(entries.count - Int(otherMarkerCount))] }

        private var otherMarkers: ArraySlice<Entry> { entries[(entries.count - Int(otherMarkerCount))...] }

        /// Replaces the base form by the entries past the terms, which `entries` begins with.
        mutating func rebase(_ entries: [Entry]) {
            self.entries = otherMarkerCount == 0 ? entries : entries + otherMarkers
        }

        var markers: [Entry] {
            marker < 0 ? [] : [Entry(symbol: marker, slot: -1, coefficient: markerCoefficient)] + otherMarkers
        }

        /// The coefficient of `symbol` among the markers.
        func share(of symbol: Int32) -> Double {
            otherMarkers.reduce(symbol == marker ? markerCoefficient : 0) { $1.symbol == symbol ? $0 + $1.coefficient : $0 }
        }
    }
}
