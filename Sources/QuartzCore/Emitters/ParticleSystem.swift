import CoreGraphics
import Foundation

/// The particles an emitter layer has emitted that still live. Each keeps only what it was born with, and where it
/// is, how large, turned and colored follow from its age; the system moves forward frame by frame, emitting the
/// particles each cell's birth rate asks for in between, at the times they are due, so that what shows depends on
/// the frames' times and the layer's seed alone.
@MainActor
struct ParticleSystem {
    struct Particle {
        let cell: CAEmitterCell
        let birth: CFTimeInterval, lifetime: CFTimeInterval
        let origin: CGPoint, velocity: CGVector, acceleration: CGVector
        let scale: CGFloat, scaleSpeed: CGFloat, spin: CGFloat
        let color: [CGFloat], colorSpeed: [CGFloat]
        /// For each of the cell's own cells, the part of a particle still to come of what it emits.
        var owed: [Double]

        func position(at time: CFTimeInterval) -> CGPoint {
            let age = CGFloat(time - birth)
            return CGPoint(x: origin.x + velocity.dx * age + acceleration.dx * age * age / 2,
                           y: origin.y + velocity.dy * age + acceleration.dy * age * age / 2)
        }
    }

    private(set) var particles: [Particle] = []
    /// The time the system has moved to, in the layer's time; nil until it first moves.
    private(set) var time: CFTimeInterval?
    /// For each top-level cell, the part of a particle still to come of what it emits.
    private var owed: [ObjectIdentifier: Double] = [:]
    private var random: SplitMix64
    /// Where the particles show now, in the layer's coordinates.
    private(set) var bounds = CGRect.null

    init(seed: UInt32) { random = SplitMix64(seed: UInt64(seed)) }

    /// Whether nothing shows and nothing more will be emitted as things stand.
    func isSpent(by emitter: CAEmitterLayer) -> Bool {
        particles.isEmpty && (emitter.birthRate <= 0 || !(emitter.emitterCells ?? []).contains { $0.isEnabled && $0.birthRate > 0 && $0.lifetime + abs($0.lifetimeRange) > 0 })
    }

    /// Moves to `now`, in the layer's time, emitting what `emitter` (as it shows now) emits meanwhile and letting
    /// particles whose lives end go.
    mutating func advance(to now: CFTimeInterval, emitter: CAEmitterLayer) {
        guard let start = time, now >= start else {
            // A first move, or time turned back (a new clock): emission starts afresh from here.
            (time, particles, owed, bounds) = (now, [], [:], .null)
            return
        }
        guard now > start else { return }
        time = now
        var born: [Particle] = []
        for index in particles.indices {
            let parent = particles[index]
            for (cellIndex, cell) in (parent.cell.emitterCells ?? []).enumerated() {
                let from = max(start, parent.birth, now - cell.longestLife(in: emitter)) - parent.birth
                let to = min(now, parent.birth + parent.lifetime) - parent.birth
                var owed = parent.owed[cellIndex]
                emit(cell, over: cell.emittingTime(from: from, to: to), endingAt: parent.birth + min(to, cell.duration > 0 ? cell.beginTime + cell.duration : to),
                     owed: &owed, emitter: emitter, now: now, from: parent, into: &born)
                particles[index].owed[cellIndex] = owed
            }
        }
        particles.removeAll { $0.birth + $0.lifetime <= now }
        let cells = emitter.emitterCells ?? []
        owed = owed.filter { id, _ in cells.contains { ObjectIdentifier($0) == id } }
        for cell in cells {
            let stop = cell.duration > 0 ? min(now, cell.beginTime + cell.duration) : now
            var owed = owed[ObjectIdentifier(cell), default: 0]
            emit(cell, over: cell.emittingTime(from: max(start, now - cell.longestLife(in: emitter)), to: now), endingAt: stop, owed: &owed,
                 emitter: emitter, now: now, from: nil,
                 into: &born)
            self.owed[ObjectIdentifier(cell)] = owed
        }
        particles += born.sorted { $0.birth < $1.birth }
        bounds = area(at: now, emitter: emitter)
    }

    /// Emits `cell`'s particles due in `span` seconds of emission ending at `end`, each born at the time it was due,
    /// where `parent` was then, or on the emitter's shape for a top-level cell.
    private mutating func emit(_ cell: CAEmitterCell, over span: CFTimeInterval, endingAt end: CFTimeInterval, owed: inout Double,
                               emitter: CAEmitterLayer, now: CFTimeInterval, from parent: Particle?, into born: inout [Particle]) {
        let rate = Double(cell.birthRate * emitter.birthRate)
        guard span > 0, rate > 0 else { return }
        owed += rate * span
        while owed >= 1 {
            owed -= 1
            let birth = end - owed / rate
            let lifetime = Double(max(cell.lifetime * emitter.lifetime + cell.lifetimeRange * Float(signed()), 0))
            let origin = parent?.position(at: birth) ?? origin(on: emitter)
            let particle = makeParticle(of: cell, bornAt: birth, living: lifetime, at: origin, emitter: emitter)
            if birth + lifetime > now { born.append(particle) }
        }
    }

    private mutating func makeParticle(of cell: CAEmitterCell, bornAt birth: CFTimeInterval, living lifetime: CFTimeInterval,
                                       at origin: CGPoint, emitter: CAEmitterLayer) -> Particle {
        let angle = cell.emissionLongitude + cell.emissionRange * signed()
        let speed = (cell.velocity + cell.velocityRange * signed()) * CGFloat(emitter.velocity) * cos(cell.emissionLatitude)
        let base = cell.color?.rgba ?? (red: 1, green: 1, blue: 1, alpha: 1)
        let ranges = [cell.redRange, cell.greenRange, cell.blueRange, cell.alphaRange].map(CGFloat.init)
        var color = [base.red, base.green, base.blue, base.alpha]
        for channel in 0..<4 { color[channel] += ranges[channel] * signed() }
        return Particle(cell: cell, birth: birth, lifetime: lifetime, origin: origin,
                        velocity: CGVector(dx: cos(angle) * speed, dy: sin(angle) * speed),
                        acceleration: CGVector(dx: cell.xAcceleration, dy: cell.yAcceleration),
                        scale: (cell.scale + cell.scaleRange * signed()) * CGFloat(emitter.scale), scaleSpeed: cell.scaleSpeed * CGFloat(emitter.scale),
                        spin: (cell.spin + cell.spinRange * signed()) * CGFloat(emitter.spin),
                        color: color, colorSpeed: [cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed].map(CGFloat.init),
                        owed: Array(repeating: 0, count: cell.emitterCells?.count ?? 0))
    }

    /// A place on `emitter`'s shape, as its mode picks.
    private mutating func origin(on emitter: CAEmitterLayer) -> CGPoint {
        let center = emitter.emitterPosition, size = emitter.emitterSize
        switch emitter.emitterShape {
        case .line:
            let x = emitter.emitterMode == .points ? (unit() < 0.5 ? -0.5 : 0.5) : unit() - 0.5
            return CGPoint(x: center.x + x * size.width, y: center.y)
        case .rectangle, .cuboid:
            var (x, y) = (unit() - 0.5, unit() - 0.5)
            switch emitter.emitterMode {
            case .points: (x, y) = (x < 0 ? -0.5 : 0.5, y < 0 ? -0.5 : 0.5)
            case .outline:
                // A place along the perimeter, each side as likely as its length.
                let along = unit() * 2 * (size.width + size.height)
                (x, y) = along < size.width ? (along / max(size.width, .ulpOfOne) - 0.5, -0.5)
                    : along < size.width + size.height ? (0.5, (along - size.width) / max(size.height, .ulpOfOne) - 0.5)
                    : along < 2 * size.width + size.height ? (0.5 - (along - size.width - size.height) / max(size.width, .ulpOfOne), 0.5)
                    : (-0.5, 0.5 - (along - 2 * size.width - size.height) / max(size.height, .ulpOfOne))
            default: break
            }
            return CGPoint(x: center.x + x * size.width, y: center.y + y * size.height)
        case .circle, .sphere:
            guard emitter.emitterMode != .points else { return center }
            let angle = unit() * 2 * .pi
            let radius = size.width * (emitter.emitterMode == .outline ? 1 : unit().squareRoot())
            return CGPoint(x: center.x + cos(angle) * radius, y: center.y + sin(angle) * radius)
        default:
            return center
        }
    }

    private mutating func unit() -> CGFloat { CGFloat(random.next() >> 11) / CGFloat(1 << 53) }
    private mutating func signed() -> CGFloat { unit() * 2 - 1 }

    /// How a particle shows at `time`: where, how large, turned how far and in what color; nil when it shows nothing.
    private func look(of particle: Particle, at time: CFTimeInterval) -> (image: CGImage, center: CGPoint, size: CGSize, angle: CGFloat, color: [CGFloat])? {
        guard var image = particle.cell.contents.flatMap({ $0 as? CGImage }) else { return nil }
        let age = CGFloat(time - particle.birth), cell = particle.cell
        let scale = particle.scale + particle.scaleSpeed * age
        let color: [CGFloat] = (0..<4).map { min(max(particle.color[$0] + particle.colorSpeed[$0] * age, 0), 1) }
        guard scale > 0, color[3] > 0 else { return nil }
        if cell.contentsRect != CGRect(x: 0, y: 0, width: 1, height: 1) {
            let pixels = CGRect(x: cell.contentsRect.minX * CGFloat(image.width), y: cell.contentsRect.minY * CGFloat(image.height),
                                width: cell.contentsRect.width * CGFloat(image.width), height: cell.contentsRect.height * CGFloat(image.height))
            guard let cropped = image.cropping(to: pixels.integral) else { return nil }
            image = cropped
        }
        let points = CGSize(width: CGFloat(image.width) / max(cell.contentsScale, .ulpOfOne) * scale,
                            height: CGFloat(image.height) / max(cell.contentsScale, .ulpOfOne) * scale)
        return (image, particle.position(at: time), points, particle.spin * age, color)
    }

    private func area(at time: CFTimeInterval, emitter: CAEmitterLayer) -> CGRect {
        particles.reduce(CGRect.null) { area, particle in
            guard let look = look(of: particle, at: time) else { return area }
            let reach = hypot(look.size.width, look.size.height) / 2
            return area.union(CGRect(x: look.center.x - reach, y: look.center.y - reach, width: 2 * reach, height: 2 * reach))
        }
    }

    /// Draws the particles as they show at the time the system has moved to, in the order `mode` gives.
    func paint(in ctx: CGContext, mode: CAEmitterLayerRenderMode) {
        guard let time else { return }
        let ordered = mode == .oldestLast ? particles.sorted { $0.birth > $1.birth } : particles.sorted { $0.birth < $1.birth }
        for particle in ordered {
            guard let look = look(of: particle, at: time) else { continue }
            ctx.saveGState()
            if mode == .additive { ctx.setBlendMode(.plusLighter) }
            ctx.translateBy(x: look.center.x, y: look.center.y)
            ctx.rotate(by: look.angle)
            let rect = CGRect(x: -look.size.width / 2, y: -look.size.height / 2, width: look.size.width, height: look.size.height)
            if look.color == [1, 1, 1, 1] {
                ctx.drawUpright(look.image, in: rect)
            } else {
                // The particle's color multiplies the image's, as a layer's color would tint it.
                ctx.beginTransparencyLayer(in: rect, auxiliaryInfo: nil)
                ctx.drawUpright(look.image, in: rect)
                ctx.endTransparencyLayer(multipliedBy: (look.color[0], look.color[1], look.color[2], look.color[3]))
            }
            ctx.restoreGState()
        }
    }
}
