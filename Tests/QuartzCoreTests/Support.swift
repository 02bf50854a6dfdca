import CoreGraphics
@testable import QuartzCore

/// A root layer of `size` with an opaque white background, as a window's root view gives the compositor.
@MainActor
func makeRoot(_ size: CGSize = CGSize(width: 100, height: 100)) -> CALayer {
    let root = CALayer()
    root.frame = CGRect(origin: .zero, size: size)
    root.backgroundColor = CGColor(gray: 1, alpha: 1)
    return root
}

/// A layer at `frame` filled with `color`.
@MainActor
func makeLayer(_ frame: CGRect, _ color: CGColor = CGColor(red: 1, green: 0, blue: 0, alpha: 1)) -> CALayer {
    let layer = CALayer()
    layer.frame = frame
    layer.backgroundColor = color
    return layer
}

/// A new compositor that has composited `root` once, at its bounds' size.
@MainActor
func render(_ root: CALayer, scale: CGFloat = 1) -> LayerCompositor {
    let compositor = LayerCompositor()
    compositor.composite(root, size: root.bounds.size, scale: scale)
    return compositor
}

typealias RGBA = (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8)

func same(_ a: RGBA, _ b: RGBA, tolerance: Int = 1) -> Bool {
    abs(Int(a.red) - Int(b.red)) <= tolerance && abs(Int(a.green) - Int(b.green)) <= tolerance
        && abs(Int(a.blue) - Int(b.blue)) <= tolerance && abs(Int(a.alpha) - Int(b.alpha)) <= tolerance
}

extension LayerCompositor {
    /// The frame buffer's pixel at (`x`, `y`) in pixels from the top left, un-premultiplied.
    func pixel(_ x: Int, _ y: Int) -> RGBA {
        frameBuffer!.makeImage()!.pixel(atX: x, y: y)
    }
}

let white: RGBA = (255, 255, 255, 255)
let red: RGBA = (255, 0, 0, 255)
let blue: RGBA = (0, 0, 255, 255)
