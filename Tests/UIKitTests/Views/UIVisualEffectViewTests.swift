import Testing
import UIKitTesting
@testable import UIKit

/// Visual-effect views: a real blur of the window behind them, tinted as their material, and vibrant content.
@MainActor @Suite struct UIVisualEffectViewTests {
    /// A window of red and blue stripes ten points wide, with a blur effect view over its middle.
    private func stripedWindow(style: UIBlurEffect.Style) -> (window: UIWindow, effectView: UIVisualEffectView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 120))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        window.backgroundColor = .white
        for index in 0..<20 {
            let stripe = UIView(frame: CGRect(x: CGFloat(index) * 10, y: 0, width: 10, height: 120))
            stripe.backgroundColor = index % 2 == 0 ? .systemRed : .systemBlue
            window.addSubview(stripe)
        }
        let effectView = UIVisualEffectView(effect: UIBlurEffect(style: style))
        effectView.frame = CGRect(x: 40, y: 20, width: 120, height: 80)
        let label = UILabel(frame: CGRect(x: 12, y: 28, width: 100, height: 24))
        label.text = "Over a blur"
        effectView.contentView.addSubview(label)
        window.addSubview(effectView)
        window.isHidden = false
        return (window, effectView)
    }

    private func pixel(_ image: UIImage, _ x: Int, _ y: Int) -> (red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        image.cgImage!.pixel(atX: x, y: y)
    }

    private func bytes(_ image: UIImage) -> Data? { image.cgImage?.dataProvider?.data }

    @Test func theBackdropIsBlurredAndTintedInsideTheViewOnly() {
        let (window, effectView) = stripedWindow(style: .light)
        let image = window.snapshotImage()
        // Outside, the stripes are sharp: the last pixel of a blue stripe, then red.
        let blue = pixel(image, 79, 20), red = pixel(image, 81, 20)
        #expect(red.blue < 80 && blue.red < 80)
        // Inside, at the same edge (x = 80 points), red and blue are mixed and lightened by the white tint.
        let mixed = pixel(image, 160, 60)
        #expect(mixed.red > 150 && mixed.blue > 150 && mixed.green > 100)
        // Across a whole stripe the blur leaves only a small swing, where the stripes swing from 0 to 255.
        let row = (100..<300).map { Int(pixel(image, $0, 150).red) }
        #expect(row.max()! - row.min()! < 60)
        #expect(effectView.contentView.superview === effectView && effectView.subviews.last === effectView.contentView)
        let failure = verifySnapshot(of: image, named: "light")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func aChangeBehindTheViewRedrawsTheWholeBlurAsAFreshFrameWould() {
        let (window, effectView) = stripedWindow(style: .systemMaterial)
        _ = window.snapshotImage()
        // A square moving behind one corner of the blur changes what the whole blur shows near it.
        let square = UIView(frame: CGRect(x: 20, y: 10, width: 30, height: 30))
        square.backgroundColor = .systemGreen
        window.insertSubview(square, belowSubview: effectView)
        let incremental = window.snapshotImage()
        window.layer.invalidate(.geometry)
        let fresh = window.snapshotImage()
        #expect(bytes(incremental) == bytes(fresh))
        square.frame.origin.x = 140
        let moved = window.snapshotImage()
        window.layer.invalidate(.geometry)
        #expect(bytes(moved) == bytes(window.snapshotImage()))
        #expect(pixel(moved, 290, 50).green > pixel(incremental, 290, 50).green)
    }

    @Test func darkMaterialsDarkenAndSystemMaterialsFollowTheInterfaceStyle() {
        let (light, _) = stripedWindow(style: .systemThickMaterial)
        let (dark, _) = stripedWindow(style: .systemThickMaterial)
        dark.overrideUserInterfaceStyle = .dark
        let lit = pixel(light.snapshotImage(), 160, 150), darkened = pixel(dark.snapshotImage(), 160, 150)
        #expect(Int(lit.red) + Int(lit.green) + Int(lit.blue) > 600)
        #expect(Int(darkened.red) + Int(darkened.green) + Int(darkened.blue) < 200)
        let (fixedDark, _) = stripedWindow(style: .dark)
        fixedDark.overrideUserInterfaceStyle = .dark
        let failure = verifySnapshot(of: fixedDark.snapshotImage(), named: "dark")
        #expect(failure == nil, "\(failure ?? "")")
    }

    @Test func vibrantContentTakesTheStylesColorAndKeepsItsShape() {
        let (window, effectView) = stripedWindow(style: .dark)
        let vibrancy = UIVisualEffectView(effect: UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label))
        vibrancy.frame = effectView.bounds
        let bar = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 8))
        bar.backgroundColor = .systemRed
        vibrancy.contentView.addSubview(bar)
        effectView.contentView.addSubview(vibrancy)
        window.overrideUserInterfaceStyle = .dark
        let image = window.snapshotImage()
        // The red bar shows white at the label style's opacity over the dark blur: gray, with no red left in it.
        let onBar = pixel(image, 2 * (40 + 30), 2 * (20 + 14)), beside = pixel(image, 2 * (40 + 30), 2 * (20 + 24))
        #expect(onBar.red > 180 && abs(Int(onBar.red) - Int(onBar.blue)) < 12 && abs(Int(onBar.red) - Int(onBar.green)) < 12)
        #expect(beside.red < 140)
        let failure = verifySnapshot(of: image, named: "vibrancy")
        #expect(failure == nil, "\(failure ?? "")")
    }
}
