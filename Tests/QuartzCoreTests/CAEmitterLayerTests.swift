import CoreGraphics
import Foundation
import Testing
@testable import QuartzCore

/// Emitter layers: particles born at the rate their cells ask for, at the times they are due, moving, aging and
/// dying as the cells say, drawn in their colors, and the same for the same seed and frames.
@MainActor
@Suite(.serialized) struct CAEmitterLayerTests {
    /// An emitter in a 100 x 100 root, its one cell emitting `rate` particles a second that live `lifetime` seconds.
    private func emitter(rate: Float, lifetime: Float = 10, configure: (CAEmitterCell) -> Void = { _ in }) -> (CALayer, CAEmitterLayer) {
        let root = makeRoot()
        root.backgroundColor = CGColor(gray: 0, alpha: 1)
        let emitter = CAEmitterLayer()
        emitter.frame = root.bounds
        emitter.emitterPosition = CGPoint(x: 20, y: 50)
        root.addSublayer(emitter)
        let cell = CAEmitterCell()
        (cell.birthRate, cell.lifetime) = (rate, lifetime)
        configure(cell)
        emitter.emitterCells = [cell]
        return (root, emitter)
    }

    /// A square white image `side` pixels wide.
    private func whiteImage(side: Int) -> CGImage {
        let context = CGContext.bitmap(width: side, height: side)!
        context.setFillColor(CGColor(gray: 1, alpha: 1))
        context.fill(CGRect(x: 0, y: 0, width: side, height: side))
        return context.makeImage()!
    }

    private func positions(_ emitter: CAEmitterLayer, at time: CFTimeInterval) -> [CGPoint] {
        emitter.particles.particles.map { $0.position(at: time) }
    }

    @Test func particlesAreBornWhenDueAndMoveFromThere() {
        let (rootEmitter, emitter) = emitter(rate: 4) { $0.velocity = 100 }
        defer { withExtendedLifetime(rootEmitter) {} }
        CAEmitterLayer.advanceEmitters(to: 1000)
        #expect(emitter.particles.particles.isEmpty, "emission starts at the first frame")
        CAEmitterLayer.advanceEmitters(to: 1000.5)
        CAEmitterLayer.advanceEmitters(to: 1001)
        // Born at 0.25, 0.5, 0.75 and 1 second, moving right at 100 points a second.
        #expect(positions(emitter, at: 1001) == [CGPoint(x: 95, y: 50), CGPoint(x: 70, y: 50), CGPoint(x: 45, y: 50), CGPoint(x: 20, y: 50)])
    }

    @Test func particlesDieAtTheEndOfTheirLifetime() {
        let (rootEmitter, emitter) = emitter(rate: 4, lifetime: 0.5)
        defer { withExtendedLifetime(rootEmitter) {} }
        for step in 0...10 { CAEmitterLayer.advanceEmitters(to: 2000 + Double(step) / 10) }
        #expect(emitter.particles.particles.map(\.birth) == [2000.75, 2001])
    }

    @Test func aLongPauseEmitsOnlyWhatCanStillBeAlive() {
        let (rootEmitter, emitter) = emitter(rate: 1000, lifetime: 1)
        defer { withExtendedLifetime(rootEmitter) {} }
        CAEmitterLayer.advanceEmitters(to: 2500)
        let started = Date()
        CAEmitterLayer.advanceEmitters(to: 2500 + 3600)
        #expect(Date().timeIntervalSince(started) < 1, "an hour's gap is not emitted particle by particle")
        #expect(emitter.particles.particles.count == 1000 && emitter.particles.particles.allSatisfy { $0.birth > 2500 + 3599 })
    }

    @Test func accelerationCurvesThePathAndTheLayerMultipliesTheCell() {
        let (rootEmitter, emitter) = emitter(rate: 1) {
            ($0.velocity, $0.emissionLongitude, $0.yAcceleration) = (10, .pi / 2, 20)
        }
        defer { withExtendedLifetime(rootEmitter) {} }
        (emitter.birthRate, emitter.velocity) = (2, 3)
        CAEmitterLayer.advanceEmitters(to: 3000)
        CAEmitterLayer.advanceEmitters(to: 3001)
        // Two a second, the first born at 3000.5: after half a second it has moved 30 × 0.5 + 20 × 0.25 / 2 down.
        let first = positions(emitter, at: 3001)[0]
        #expect(abs(first.x - 20) < 1e-9 && abs(first.y - 67.5) < 1e-9)
    }

    @Test func theShapeAndModeSayWhereParticlesStart() {
        let (rootLine, line) = emitter(rate: 200)
        defer { withExtendedLifetime(rootLine) {} }
        (line.emitterShape, line.emitterSize) = (.line, CGSize(width: 30, height: 0))
        CAEmitterLayer.advanceEmitters(to: 4000)
        CAEmitterLayer.advanceEmitters(to: 4001)
        let starts = line.particles.particles.map(\.origin)
        #expect(starts.count == 200 && starts.allSatisfy { $0.y == 50 && $0.x >= 5 && $0.x <= 35 })
        #expect(starts.contains { $0.x < 10 } && starts.contains { $0.x > 30 }, "spread along the line")

        let (rootRing, ring) = emitter(rate: 100)
        defer { withExtendedLifetime(rootRing) {} }
        (ring.emitterShape, ring.emitterMode, ring.emitterSize) = (.circle, .outline, CGSize(width: 10, height: 0))
        CAEmitterLayer.advanceEmitters(to: 4000)
        CAEmitterLayer.advanceEmitters(to: 4001)
        #expect(ring.particles.particles.allSatisfy { abs(hypot($0.origin.x - 20, $0.origin.y - 50) - 10) < 1e-9 })
    }

    @Test func theSameSeedAndFramesGiveTheSameParticles() {
        func run(seed: UInt32) -> [CGPoint] {
            let (rootEmitter, emitter) = emitter(rate: 50) { ($0.velocity, $0.velocityRange, $0.emissionRange) = (40, 20, .pi) }
            defer { withExtendedLifetime(rootEmitter) {} }
            emitter.seed = seed
            for step in 0...30 { CAEmitterLayer.advanceEmitters(to: 5000 + Double(step) / 60) }
            return positions(emitter, at: 5000.5)
        }
        #expect(run(seed: 7) == run(seed: 7))
        #expect(run(seed: 7) != run(seed: 8))
    }

    @Test func particlesDrawTheirImageInTheirColorAndGoWhenTheyDie() {
        let (root, emitter) = emitter(rate: 10, lifetime: 0.5) { cell in
            cell.contents = whiteImage(side: 4)
            cell.color = CGColor(red: 1, green: 0, blue: 0, alpha: 1)
        }
        let compositor = render(root)
        CAEmitterLayer.advanceEmitters(to: 6000)
        CAEmitterLayer.advanceEmitters(to: 6000.4)
        compositor.composite(root, size: root.bounds.size, scale: 1)
        #expect(same(compositor.pixel(20, 50), red))
        #expect(same(compositor.pixel(30, 50), (0, 0, 0, 255)))
        emitter.birthRate = 0
        #expect(CAEmitterLayer.isEmitting)
        CAEmitterLayer.advanceEmitters(to: 6001)
        compositor.composite(root, size: root.bounds.size, scale: 1)
        #expect(same(compositor.pixel(20, 50), (0, 0, 0, 255)), "the last particle died and its area was repainted")
        #expect(!CAEmitterLayer.isEmitting, "a spent emitter asks for no more frames")
    }

    @Test func eachParticleOfACellEmitsItsOwnCellsFromWhereItIs() {
        let spark = CAEmitterCell()
        (spark.birthRate, spark.lifetime) = (10, 5)
        let (rootEmitter, emitter) = emitter(rate: 1, lifetime: 5) { rocket in
            (rocket.velocity, rocket.emissionLongitude) = (100, -.pi / 2)
            rocket.emitterCells = [spark]
        }
        defer { withExtendedLifetime(rootEmitter) {} }
        CAEmitterLayer.advanceEmitters(to: 7000)
        CAEmitterLayer.advanceEmitters(to: 7001)
        CAEmitterLayer.advanceEmitters(to: 7001.5)
        // The rocket, born at 7001, rose 50 points in half a second, leaving five sparks on its way.
        let sparks = emitter.particles.particles.filter { $0.cell === spark }
        #expect(sparks.count == 5)
        #expect(sparks.allSatisfy { abs($0.origin.x - 20) < 1e-9 && $0.origin.y < 50 && $0.origin.y >= 0 })
        #expect(abs((sparks.map(\.origin.y).max() ?? 0) - 40) < 1e-9, "the first spark is a tenth of a second after launch")
    }
}
