import CoreGraphics
import Testing
@testable import UIKit

/// SVG path data as the shipped icons write it, and as SVG 1.1's grammar allows it.
struct SVGPathDataTests {
    private func end(_ data: String) throws -> CGPoint {
        try SVGPathData.path(data).currentPoint
    }

    @Test func relativeCommandsMoveFromTheCurrentPointAndPairsAfterAMoveAreLines() throws {
        #expect(try end("M1 2l3 4") == CGPoint(x: 4, y: 6))
        #expect(try end("m1 2 3 4") == CGPoint(x: 4, y: 6))
        #expect(try end("M1 2 3 4") == CGPoint(x: 3, y: 4))
        #expect(try end("M10 10h5v-3H2V1") == CGPoint(x: 2, y: 1))
    }

    @Test func numbersMayRunTogetherAsSVGAllows() throws {
        #expect(try end("M4-4") == CGPoint(x: 4, y: -4))
        #expect(try end("M.5.5l1.5.5") == CGPoint(x: 2, y: 1))
        #expect(try end("M1e1 2E-1") == CGPoint(x: 10, y: 0.2))
    }

    @Test func arcFlagsAreOneCharacterEach() throws {
        // "0022 17": the flags 0 and 0, then 22 and 17, relative to (2, 2).
        #expect(try end("M2 2a2 2 0 0022 17") == CGPoint(x: 24, y: 19))
        // "01.471.666": the flags 0 and 1, then .471 and .666, relative.
        let point = try end("M1 1a.5.5 0 01.471.666")
        #expect(abs(point.x - 1.471) < 1e-9 && abs(point.y - 1.666) < 1e-9)
    }

    @Test func aHalfCircleArcBulgesToTheSweepSide() throws {
        // From (0, 0) to (10, 0) with radius 5: sweep 1 runs through y = -5 in SVG's y-down space, sweep 0 through y = 5.
        let up = try SVGPathData.path("M0 0A5 5 0 0 1 10 0").boundingBoxOfPath
        let down = try SVGPathData.path("M0 0A5 5 0 0 0 10 0").boundingBoxOfPath
        #expect(abs(up.minY + 5) < 0.01 && abs(up.maxY) < 0.01)
        #expect(abs(down.maxY - 5) < 0.01 && abs(down.minY) < 0.01)
    }

    @Test func smoothCurvesReflectThePreviousControlPoint() throws {
        let path = try SVGPathData.path("M0 0C0 10 10 10 10 0S20 -10 20 0")
        #expect(path.currentPoint == CGPoint(x: 20, y: 0))
        #expect(path.boundingBoxOfPath.minY < -5 && path.boundingBoxOfPath.maxY > 5)
        #expect(try end("M0 0Q5 10 10 0T20 0") == CGPoint(x: 20, y: 0))
    }

    @Test func closingReturnsToTheSubpathsStart() throws {
        #expect(try end("M3 4l5 0l0 5z") == CGPoint(x: 3, y: 4))
        #expect(try end("M3 4l5 0zl1 1") == CGPoint(x: 4, y: 5))
    }

    @Test func invalidDataSaysWhere() {
        #expect(throws: SVGPathData.ParseError(offset: 3)) { try SVGPathData.path("M1 x") }
        #expect(throws: SVGPathData.ParseError(offset: 0)) { try SVGPathData.path("1 2") }
        #expect(throws: SVGPathData.ParseError(offset: 11)) { try SVGPathData.path("M0 0a1 1 0 2 0 3 3") }
    }
}
