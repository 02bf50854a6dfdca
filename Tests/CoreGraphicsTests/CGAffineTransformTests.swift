import Testing
@testable import CoreGraphics

@Suite struct CGAffineTransformTests {
    private func isClose(_ a: CGAffineTransform, _ b: CGAffineTransform) -> Bool {
        [a.a - b.a, a.b - b.b, a.c - b.c, a.d - b.d, a.tx - b.tx, a.ty - b.ty].allSatisfy { abs($0) < 1e-9 }
    }

    private func isClose(_ a: CGPoint, _ b: CGPoint) -> Bool {
        abs(a.x - b.x) < 1e-9 && abs(a.y - b.y) < 1e-9
    }

    @Test func identity() {
        #expect(CGAffineTransform.identity.isIdentity)
        #expect(!CGAffineTransform(translationX: 1, y: 0).isIdentity)
        #expect(CGAffineTransform() == CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0))
        #expect(CGPoint(x: 3, y: 4).applying(.identity) == CGPoint(x: 3, y: 4))
    }

    @Test func concatenatingAppliesLeftThenRight() {
        let scale = CGAffineTransform(scaleX: 2, y: 2)
        let translate = CGAffineTransform(translationX: 10, y: 0)
        let point = CGPoint(x: 1, y: 1)
        #expect(point.applying(scale.concatenating(translate)) == CGPoint(x: 12, y: 2))
        #expect(point.applying(translate.concatenating(scale)) == CGPoint(x: 22, y: 2))
    }

    @Test func translatedByAppliesTranslationFirst() {
        let transform = CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 1, y: 1)
        #expect(CGPoint.zero.applying(transform) == CGPoint(x: 2, y: 3))
        let scaled = CGAffineTransform(translationX: 5, y: 5).scaledBy(x: 2, y: 2)
        #expect(CGPoint(x: 1, y: 1).applying(scaled) == CGPoint(x: 7, y: 7))
    }

    @Test func rotationIsCounterclockwiseInYUpSpace() {
        let quarter = CGAffineTransform(rotationAngle: .pi / 2)
        #expect(isClose(CGPoint(x: 1, y: 0).applying(quarter), CGPoint(x: 0, y: 1)))
        #expect(isClose(CGPoint(x: 1, y: 0).applying(CGAffineTransform.identity.rotated(by: .pi)), CGPoint(x: -1, y: 0)))
    }

    @Test func invertedUndoesTransform() {
        let transform = CGAffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 5, ty: -7)
        #expect(isClose(transform.concatenating(transform.inverted()), .identity))
        #expect(isClose(CGPoint(x: 4, y: 9).applying(transform).applying(transform.inverted()), CGPoint(x: 4, y: 9)))
    }

    @Test func singularTransformInvertsToItself() {
        let singular = CGAffineTransform(scaleX: 0, y: 1)
        #expect(singular.inverted() == singular)
    }

    @Test func sizeIgnoresTranslation() {
        let transform = CGAffineTransform(translationX: 100, y: 100).scaledBy(x: 2, y: -1)
        #expect(CGSize(width: 3, height: 4).applying(transform) == CGSize(width: 6, height: -4))
    }

    @Test func rectAppliesAsBoundingBox() {
        let rect = CGRect(x: 0, y: 0, width: 10, height: 20)
        #expect(rect.applying(CGAffineTransform(scaleX: -1, y: 2)) == CGRect(x: -10, y: 0, width: 10, height: 40))
        let rotated = rect.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(rotated.minX + 20) < 1e-9 && abs(rotated.width - 20) < 1e-9 && abs(rotated.height - 10) < 1e-9)
        #expect(CGRect.null.applying(CGAffineTransform(translationX: 1, y: 1)).isNull)
    }
}
