import CoreGraphics
import Foundation

/// A layer that emits, moves and draws particles as its cells describe, above its background and below its
/// sublayers. The layer's own values multiply every cell's (`birthRate`, `lifetime`, `velocity`, `scale`, `spin`).
///
/// Emission starts at the first frame after the layer gets cells, and runs in the layer's time; the same `seed` and
/// the same frame times give the same particles. Particles move in two dimensions here: depth (`emitterZPosition`,
/// `emitterDepth`, `zAcceleration`, `preservesDepth`) is kept but changes nothing. While the layer emits or particles
/// live, frames keep coming; an emitter left emitting keeps a manual clock's `runUntilIdle()` running to its limit.
open class CAEmitterLayer: CALayer {
    open var emitterCells: [CAEmitterCell]? { didSet { emissionDidChange() } }
    open var birthRate: Float = 1 {
        didSet {
            guard birthRate != oldValue else { return }
            emissionDidChange()
            propertyDidChange("birthRate", from: Double(oldValue))
        }
    }
    open var lifetime: Float = 1 {
        didSet {
            guard lifetime != oldValue else { return }
            emissionDidChange()
            propertyDidChange("lifetime", from: Double(oldValue))
        }
    }
    /// The center of the emitter's shape, in the layer's coordinates. Animatable.
    open var emitterPosition = CGPoint.zero {
        didSet { if emitterPosition != oldValue { propertyDidChange("emitterPosition", from: oldValue) } }
    }
    open var emitterZPosition: CGFloat = 0
    /// The size of the emitter's shape, as `emitterShape` reads it. Animatable.
    open var emitterSize = CGSize.zero {
        didSet { if emitterSize != oldValue { propertyDidChange("emitterSize", from: oldValue) } }
    }
    open var emitterDepth: CGFloat = 0
    open var emitterShape: CAEmitterLayerEmitterShape = .point
    open var emitterMode: CAEmitterLayerEmitterMode = .volume
    open var renderMode: CAEmitterLayerRenderMode = .unordered { didSet { if renderMode != oldValue { invalidate(.appearance) } } }
    open var preservesDepth = false
    open var velocity: Float = 1
    open var scale: Float = 1
    open var spin: Float = 1
    /// Where the particles' random values start; emitters with the same seed emit the same particles.
    open var seed: UInt32 = 0 { didSet { particles = ParticleSystem(seed: seed) } }

    private(set) var particles = ParticleSystem(seed: 0)

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }

    package override func takeValues(from other: CALayer) {
        super.takeValues(from: other)
        guard let other = other as? CAEmitterLayer else { return }
        (emitterCells, birthRate, lifetime, emitterPosition, emitterZPosition, emitterSize, emitterDepth) =
            (other.emitterCells, other.birthRate, other.lifetime, other.emitterPosition, other.emitterZPosition, other.emitterSize, other.emitterDepth)
        (emitterShape, emitterMode, renderMode, preservesDepth, velocity, scale, spin) =
            (other.emitterShape, other.emitterMode, other.renderMode, other.preservesDepth, other.velocity, other.scale, other.spin)
    }

    package override func ownAnimatableValue(forKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "emitterPosition": emitterPosition
        case "emitterSize": emitterSize
        case "birthRate": Double(birthRate)
        case "lifetime": Double(lifetime)
        default: nil
        }
    }

    package override func setOwnAnimatableValue(_ value: Any, forKeyPath keyPath: String) -> Bool {
        switch (keyPath, value) {
        case ("emitterPosition", let value as CGPoint): emitterPosition = value
        case ("emitterSize", let value as CGSize): emitterSize = value
        case ("birthRate", _): birthRate = AnimatableValue.number(value).map(Float.init) ?? birthRate
        case ("lifetime", _): lifetime = AnimatableValue.number(value).map(Float.init) ?? lifetime
        default: return false
        }
        return true
    }

    package override var vectorContentBounds: CGRect { particles.bounds }

    package override func paintVectorContent(in ctx: CGContext) {
        particles.paint(in: ctx, mode: renderMode)
    }

    // MARK: Frames

    private struct WeakEmitter {
        weak var layer: CAEmitterLayer?
    }

    /// Emitters that may emit or still have particles.
    private static var active: [ObjectIdentifier: WeakEmitter] = [:]

    private func emissionDidChange() {
        guard presentedModel == nil else { return }
        Self.active[ObjectIdentifier(self)] = WeakEmitter(layer: self)
        MediaTime.scheduler.framesNeeded()
    }

    /// Whether an emitter in a layer tree emits or shows particles, so frames must keep coming.
    package static var isEmitting: Bool {
        active.values.contains { $0.layer?.superlayer != nil }
    }

    /// Moves every emitter in a layer tree to media time `time`, as it shows then, and marks those whose particles
    /// changed to be drawn again; an emitter with nothing left to show or emit stops taking frames.
    package static func advanceEmitters(to time: CFTimeInterval) {
        for (id, reference) in active {
            guard let emitter = reference.layer else {
                active[id] = nil
                continue
            }
            guard emitter.superlayer != nil else { continue }
            let shown = emitter.presentation(at: time) as? CAEmitterLayer ?? emitter
            let before = emitter.particles.bounds
            emitter.particles.advance(to: emitter.localTime(atMediaTime: time), emitter: shown)
            if !before.isNull || !emitter.particles.bounds.isNull { emitter.invalidate(.appearance) }
            if emitter.particles.isSpent(by: shown) { active[id] = nil }
        }
    }
}
