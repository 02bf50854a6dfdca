import Cassowary

/// A brute-force oracle for small systems: the lexicographically best solution
/// found by enumerating every vertex of the arrangement of constraint hyperplanes.
///
/// Within the polytope of the required constraints every strength level's
/// error is linear on each cell of the arrangement formed by all constraints'
/// hyperplanes, so the set of lexicographic optima is a polytope whose
/// vertices are vertices of that arrangement. The required constraints must
/// bound every variable (tests add a box), or the optimum may have no vertex.
struct ReferenceSolver {
    let variables: [Variable]
    let constraints: [Constraint]

    /// The outcome of the enumeration.
    struct Optimum {
        /// The error sums per strength, strongest first.
        var errors: [Double]
        var point: [Double]
    }

    /// The best vertex, or nil when the required constraints have no common solution.
    func solve() -> Optimum? {
        let dimension = variables.count
        let planes = constraints.map(coefficients)
        var best: Optimum?
        forEachSubset(of: planes.count, size: dimension) { subset in
            let rows = subset.map { planes[$0] }
            guard let point = solveSquare(rows.map(\.normal), rows.map { -$0.constant }),
                isFeasible(point)
            else { return }
            let errors = errorSums(at: point)
            if best.map({ Self.precedes(errors, $0.errors) }) ?? true {
                best = Optimum(errors: errors, point: point)
            }
        }
        return best
    }

    /// Whether the point satisfies every required constraint within `tolerance`.
    func isFeasible(_ point: [Double], tolerance: Double = 1e-6) -> Bool {
        constraints.filter(\.strength.isRequired).allSatisfy { violation(of: $0, at: point) <= tolerance }
    }

    /// The error sums per strength of the non-required constraints at a point, strongest first.
    func errorSums(at point: [Double]) -> [Double] {
        strengths.map { strength in
            constraints.filter { $0.strength == strength }.reduce(0) { $0 + violation(of: $1, at: point) }
        }
    }

    /// The distinct non-required strengths, strongest first.
    var strengths: [Strength] {
        Set(constraints.map(\.strength).filter { !$0.isRequired }).sorted(by: >)
    }

    func violation(of constraint: Constraint, at point: [Double]) -> Double {
        let plane = coefficients(constraint)
        let value = zip(plane.normal, point).reduce(plane.constant) { $0 + $1.0 * $1.1 }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// Whether error vector `lhs` is better than `rhs`, comparing strongest first with a tolerance.
    static func precedes(_ lhs: [Double], _ rhs: [Double], tolerance: Double = 1e-7) -> Bool {
        for (left, right) in zip(lhs, rhs) where abs(left - right) > tolerance * max(1, abs(left), abs(right)) {
            return left < right
        }
        return false
    }

    private func coefficients(_ constraint: Constraint) -> (normal: [Double], constant: Double) {
        var normal = Array(repeating: 0.0, count: variables.count)
        for term in constraint.expression.terms {
            guard let index = variables.firstIndex(of: term.variable) else { continue }
            normal[index] += term.coefficient
        }
        return (normal, constraint.expression.constant)
    }

    private func forEachSubset(of count: Int, size: Int, _ body: ([Int]) -> Void) {
        guard size <= count else { return }
        var subset = Array(0..<size)
        while true {
            body(subset)
            var position = size - 1
            while position >= 0 && subset[position] == count - size + position {
                position -= 1
            }
            guard position >= 0 else { return }
            subset[position] += 1
            for next in (position + 1)..<size {
                subset[next] = subset[next - 1] + 1
            }
        }
    }

    /// Gaussian elimination with partial pivoting; nil when the matrix is singular.
    private func solveSquare(_ matrix: [[Double]], _ right: [Double]) -> [Double]? {
        var a = matrix
        var b = right
        let n = b.count
        for column in 0..<n {
            guard let pivot = (column..<n).max(by: { abs(a[$0][column]) < abs(a[$1][column]) }),
                abs(a[pivot][column]) > 1e-9
            else { return nil }
            a.swapAt(column, pivot)
            b.swapAt(column, pivot)
            for row in (column + 1)..<n {
                let factor = a[row][column] / a[column][column]
                for k in column..<n {
                    a[row][k] -= factor * a[column][k]
                }
                b[row] -= factor * b[column]
            }
        }
        var x = Array(repeating: 0.0, count: n)
        for row in stride(from: n - 1, through: 0, by: -1) {
            let sum = ((row + 1)..<n).reduce(b[row]) { $0 - a[row][$1] * x[$1] }
            x[row] = sum / a[row][row]
        }
        return x
    }
}

/// A seeded generator so every random test case can be replayed.
struct SplitMix64: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) {
        state = seed
    }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
