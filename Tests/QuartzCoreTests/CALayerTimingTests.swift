import Foundation
import Testing
@testable import QuartzCore

/// Layers' own time (`CAMediaTiming`): each layer's runs from its superlayer's by its begin time, speed and offset,
/// and its animations run in it.
@MainActor
@Suite struct CALayerTimingTests {
    @Test func aLayersBeginTimeSpeedAndOffsetConvertItsTime() {
        let root = CALayer(), parent = CALayer(), child = CALayer()
        root.addSublayer(parent)
        parent.addSublayer(child)
        (parent.beginTime, parent.speed, child.timeOffset) = (1, 2, 3)
        #expect(root.convertTime(7, from: nil) == 7)
        #expect(parent.convertTime(5, from: nil) == 8, "(5 - 1) × 2")
        #expect(child.convertTime(5, from: nil) == 11)
        #expect(child.convertTime(11, to: nil) == 5 && parent.convertTime(8, to: nil) == 5)
        #expect(child.convertTime(8, from: parent) == 11 && parent.convertTime(11, from: child) == 8)
        #expect(child.convertTime(11, to: parent) == 8)
    }

    @Test func aHeldLayerKeepsItsAnimationWhereItWasAndResumesFromThere() {
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.beginTime) = (Float(0), Float(1), 1, 100)
        layer.add(fade, forKey: "fade")
        #expect(layer.presentation(at: 100.25).opacity == 0.25)
        // Apple's recipe for pausing a layer's animations, at media time 100.25...
        let pausedTime = layer.convertTime(100.25, from: nil)
        layer.speed = 0
        layer.timeOffset = pausedTime
        #expect(!layer.isTimeRunning)
        #expect(layer.presentation(at: 100.75).opacity == 0.25 && layer.presentation(at: 500).opacity == 0.25)
        // ...and for resuming them, at media time 101.
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
        layer.beginTime = layer.convertTime(101, from: nil) - pausedTime
        #expect(layer.isTimeRunning)
        #expect(layer.presentation(at: 101).opacity == 0.25 && layer.presentation(at: 101.5).opacity == 0.75)
        CALayer.advanceAnimations(to: 101.7)
        #expect(layer.animation(forKey: "fade") != nil)
        CALayer.advanceAnimations(to: 101.75)
        #expect(layer.animation(forKey: "fade") == nil, "it ends a full second of its own time after it began")
    }

    @Test func aSuperlayersSpeedRunsItsSublayersAnimations() {
        let parent = CALayer(), layer = CALayer()
        parent.addSublayer(layer)
        let fade = CABasicAnimation(keyPath: "opacity")
        (fade.fromValue, fade.toValue, fade.duration, fade.beginTime) = (Float(0), Float(1), 1, 10)
        layer.add(fade, forKey: nil)
        parent.speed = 2
        #expect(layer.presentation(at: 5.25).opacity == 0.5, "the layer's time is twice the media time: 10.5")
        parent.speed = 0
        #expect(!layer.isTimeRunning && layer.presentation(at: 5.25).opacity == 1,
                "held at the layer's time 0, before the animation begins: the model's value shows")
    }
}

/// Values iOS code gives animations boxed in `NSValue`.
@MainActor
@Suite struct BoxedAnimationValueTests {
    @Test func aTransformRoundTripsThroughItsBox() {
        let turned = CATransform3DRotate(CATransform3DMakeScale(2, 3, 1), 0.5, 0, 0, 1)
        #expect(CATransform3DEqualToTransform(NSValue(caTransform3D: turned).caTransform3DValue, turned))
        #expect(CATransform3DIsIdentity(NSValue(point: CGPoint(x: 1, y: 2)).caTransform3DValue), "another box reads as the identity")
    }

    @Test func boxedPointsAndTransformsAnimateAsTheValuesTheyHold() {
        let layer = CALayer()
        let move = CABasicAnimation(keyPath: "position")
        (move.fromValue, move.toValue, move.duration, move.beginTime) = (NSValue(point: .zero), NSValue(point: CGPoint(x: 100, y: 40)), 1, 10)
        layer.add(move, forKey: "move")
        let grow = CABasicAnimation(keyPath: "transform")
        grow.toValue = NSValue(caTransform3D: CATransform3DMakeScale(3, 3, 1))
        (grow.duration, grow.beginTime) = (1, 10)
        layer.add(grow, forKey: "grow")
        let shown = layer.presentation(at: 10.5)
        #expect(shown.position == CGPoint(x: 50, y: 20))
        #expect(CATransform3DEqualToTransform(shown.transform, CATransform3DMakeScale(2, 2, 1)))
        let path = CAKeyframeAnimation(keyPath: "position")
        path.values = [NSValue(point: .zero), NSValue(point: CGPoint(x: 10, y: 10)), NSValue(point: CGPoint(x: 30, y: 10))]
        (path.duration, path.beginTime, path.calculationMode) = (1, 10, .discrete)
        layer.add(path, forKey: "move")
        #expect(layer.presentation(at: 10.5).position == CGPoint(x: 10, y: 10), "a discrete keyframe's box is opened too")
    }
}
