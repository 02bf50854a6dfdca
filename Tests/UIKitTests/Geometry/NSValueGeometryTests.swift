import Foundation
import Testing
@testable import UIKit

/// Geometry boxed as objects, as iOS code puts it in arrays, dictionaries and animations.
@MainActor @Suite struct NSValueGeometryTests {
    @Test func boxesGiveBackWhatTheyHoldAndAreFoundationsOwn() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(NSValue(cgRect: rect).cgRectValue == rect && NSValue(cgRect: rect) == NSValue(rect: rect))
        #expect(NSValue(cgPoint: CGPoint(x: 5, y: -6)).cgPointValue == CGPoint(x: 5, y: -6))
        #expect(NSValue(cgSize: CGSize(width: 7, height: 8)).cgSizeValue == CGSize(width: 7, height: 8))
        let transform = CGAffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
        #expect(NSValue(cgAffineTransform: transform).cgAffineTransformValue == transform)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(uiEdgeInsets: insets) == NSValue(uiEdgeInsets: insets) && NSValue(uiEdgeInsets: insets) != NSValue(uiEdgeInsets: .zero))
        #expect(NSValue(uiOffset: UIOffset(horizontal: 2, vertical: 3)).uiOffsetValue == UIOffset(horizontal: 2, vertical: 3))
        let boxes: Set<NSValue> = [NSValue(cgRect: rect), NSValue(cgRect: rect)]
        #expect(boxes.count == 1)
    }

    @Test func aBoxOfAnotherKindReadsAsZero() {
        let point = NSValue(cgPoint: CGPoint(x: 5, y: 6))
        #expect(point.cgRectValue == .zero && point.cgSizeValue == .zero)
        #expect(point.cgAffineTransformValue == .identity && point.uiEdgeInsetsValue == .zero)
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
    }
}
