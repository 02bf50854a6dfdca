import Foundation
import Testing
@testable import QuartzCore

@Suite struct CAMediaTimingFunctionTests {
    private func controlPoints(_ function: CAMediaTimingFunction) -> [[Float]] {
        (0..<4).map { index in
            var point: [Float] = [-1, -1]
            point.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
            return point
        }
    }

    @Test func namedFunctionsHaveApplesControlPoints() {
        #expect(controlPoints(CAMediaTimingFunction(name: .linear)) == [[0, 0], [0, 0], [1, 1], [1, 1]])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeIn)) == [[0, 0], [0.42, 0], [1, 1], [1, 1]])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeOut)) == [[0, 0], [0, 0], [0.58, 1], [1, 1]])
        #expect(controlPoints(CAMediaTimingFunction(name: .easeInEaseOut)) == [[0, 0], [0.42, 0], [0.58, 1], [1, 1]])
        #expect(controlPoints(CAMediaTimingFunction(name: .default)) == [[0, 0], [0.25, 0.1], [0.25, 1], [1, 1]])
        #expect(CAMediaTimingFunction(name: .easeIn) == CAMediaTimingFunction(controlPoints: 0.42, 0, 1, 1))
    }

    @Test func curvesAreSolvedAtTheirKnownValues() {
        #expect(abs(CAMediaTimingFunction(name: .easeInEaseOut).progress(at: 0.5) - 0.5) < 1e-6)
        #expect(abs(CAMediaTimingFunction(name: .easeIn).progress(at: 0.5) - 0.3153) < 1e-4)
        #expect(abs(CAMediaTimingFunction(name: .easeOut).progress(at: 0.5) - (1 - 0.3153)) < 1e-4)
        #expect(abs(CAMediaTimingFunction(name: .linear).progress(at: 0.37) - 0.37) < 1e-9)
        for name in [CAMediaTimingFunctionName.easeIn, .easeOut, .easeInEaseOut, .default] {
            let function = CAMediaTimingFunction(name: name)
            #expect(function.progress(at: 0) == 0 && function.progress(at: 1) == 1)
            #expect(function.progress(at: -1) == 0 && function.progress(at: 2) == 1)
        }
    }

    /// Against a brute-force solve: sample the curve densely and interpolate y at the sampled x.
    @Test func solvingMatchesDenseSampling() {
        let curves: [(Float, Float, Float, Float)] = [(0.25, 0.1, 0.25, 1), (0.9, 0, 0.1, 1), (0, 1, 1, 0), (0.68, -0.6, 0.32, 1.6)]
        for (x1, y1, x2, y2) in curves {
            let function = CAMediaTimingFunction(controlPoints: x1, y1, x2, y2)
            func point(_ t: Double) -> (Double, Double) {
                let u = 1 - t
                return (3 * u * u * t * Double(x1) + 3 * u * t * t * Double(x2) + t * t * t,
                        3 * u * u * t * Double(y1) + 3 * u * t * t * Double(y2) + t * t * t)
            }
            let samples = (0...20_000).map { point(Double($0) / 20_000) }
            for x in stride(from: 0.05, to: 1, by: 0.05) {
                let index = samples.firstIndex { $0.0 >= x }!
                #expect(abs(function.progress(at: x) - samples[index].1) < 2e-3, "curve \((x1, y1, x2, y2)) at \(x)")
            }
        }
    }

    @Test func badControlPointsAreKeptInRange() {
        let function = CAMediaTimingFunction(controlPoints: 2, .nan, -1, .infinity)
        let points = controlPoints(function)
        #expect(points[1] == [1, 0] && points[2] == [0, 0])
        #expect(function.progress(at: 0.5).isFinite)
    }
}
