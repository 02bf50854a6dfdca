import Foundation
import UIKit
import UIKitTesting

/// One fuzzing run in this process: a shown headless window and pools of the objects the operations made, each
/// operation drawn from its own generator (seed, index) so that dropping some leaves the others unchanged.
@MainActor
package final class FuzzSession {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    private var views: [UIView]
    private var constraints: [NSLayoutConstraint] = []
    private let seed: UInt64
    private let validPNG: Data

    package init(seed: UInt64) {
        self.seed = seed
        let controller = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        views = [controller.view]
        validPNG = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 6)).pngData { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 1, y: 1, width: 5, height: 3))
        }
    }

    /// Runs operation `index`, printing what it does first (unless `quietly`), so the last line printed names a
    /// crashing operation.
    package func perform(_ index: Int, quietly: Bool = false) {
        var generator = SplitMix64(seed: seed &* 1_000_003 &+ UInt64(index))
        let (description, action) = operation(using: &generator)
        if !quietly {
            print("\(index): \(description)")
            fflush(nil)
        }
        action()
    }

    private func view(_ generator: inout SplitMix64) -> UIView { views[Int.random(in: 0..<views.count, using: &generator)] }

    private func add<View: UIView>(_ view: View) -> View {
        views.append(view)
        return view
    }

    // The operations, each described as the Swift it runs.
    private func operation(using g: inout SplitMix64) -> (String, () -> Void) {
        let n = FuzzValue.number
        switch Int.random(in: 0..<30, using: &g) {
        case 0:
            let frame = FuzzValue.rect(using: &g)
            return ("views.append(UIView(frame: \(frame)))", { _ = self.add(UIView(frame: frame)) })
        case 1:
            let text = FuzzValue.text(using: &g), lines = Int.random(in: 0...3, using: &g)
            return ("label with \(text.count) characters, numberOfLines = \(lines)", {
                let label = self.add(UILabel())
                label.text = text
                label.numberOfLines = lines
            })
        case 2:
            let axis: NSLayoutConstraint.Axis = Bool.random(using: &g) ? .horizontal : .vertical, spacing = n(&g)
            return ("UIStackView(axis: \(axis == .horizontal ? ".horizontal" : ".vertical"), spacing: \(spacing))", {
                let stack = self.add(UIStackView())
                stack.axis = axis
                stack.spacing = spacing
            })
        case 3:
            let cut = Int.random(in: 0...validPNG.count, using: &g), scale = FuzzValue.scale(using: &g)
            return ("UIImageView(image: UIImage(data: png.prefix(\(cut)), scale: \(scale)))", {
                _ = self.add(UIImageView(image: UIImage(data: self.validPNG.prefix(cut), scale: scale)))
            })
        case 4, 5:
            let parent = view(&g), child = view(&g)
            return ("\(name(parent)).addSubview(\(name(child)))", { parent.addSubview(child) })
        case 6:
            let target = view(&g)
            return ("\(name(target)).removeFromSuperview()", { target.removeFromSuperview() })
        case 7:
            let target = view(&g), frame = FuzzValue.rect(using: &g)
            return ("\(name(target)).frame = \(frame)", { target.frame = frame })
        case 8:
            let target = view(&g), bounds = FuzzValue.rect(using: &g)
            return ("\(name(target)).bounds = \(bounds)", { target.bounds = bounds })
        case 9:
            let target = view(&g), center = FuzzValue.point(using: &g)
            return ("\(name(target)).center = \(center)", { target.center = center })
        case 10:
            let target = view(&g), (sx, sy, angle) = (n(&g), n(&g), n(&g))
            return ("\(name(target)).transform = scale(\(sx), \(sy)).rotated(by: \(angle))", {
                target.transform = CGAffineTransform(scaleX: sx, y: sy).rotated(by: angle)
            })
        case 11:
            let target = view(&g), (alpha, radius, hidden) = (n(&g), FuzzValue.effect(using: &g), Int.random(in: 0..<4, using: &g) == 0)
            return ("\(name(target)).alpha = \(alpha); cornerRadius = \(radius); isHidden = \(hidden)", {
                target.alpha = alpha
                target.layer.cornerRadius = radius
                target.isHidden = hidden
            })
        case 12:
            let target = view(&g), (hue, saturation) = (n(&g), n(&g))
            return ("\(name(target)).backgroundColor = UIColor(hue: \(hue), saturation: \(saturation), brightness: 1, alpha: 1)", {
                target.backgroundColor = UIColor(hue: hue, saturation: saturation, brightness: 1, alpha: 1)
            })
        case 13:
            let target = view(&g), off = Bool.random(using: &g)
            return ("\(name(target)).translatesAutoresizingMaskIntoConstraints = \(!off)", {
                target.translatesAutoresizingMaskIntoConstraints = !off
            })
        case 14, 15:
            let target = view(&g), constant = n(&g), height = Bool.random(using: &g)
            return ("\(name(target)).\(height ? "height" : "width")Anchor.constraint(equalToConstant: \(constant)).isActive = true", {
                let anchor = height ? target.heightAnchor : target.widthAnchor
                self.activate(anchor.constraint(equalToConstant: constant))
            })
        case 16, 17:
            let a = view(&g), b = view(&g), constant = n(&g), edge = Int.random(in: 0..<4, using: &g)
            return ("pin edge \(edge) of \(name(a)) to \(name(b)) + \(constant)", {
                let constraint = switch edge {
                case 0: a.leadingAnchor.constraint(equalTo: b.leadingAnchor, constant: constant)
                case 1: a.topAnchor.constraint(equalTo: b.topAnchor, constant: constant)
                case 2: a.trailingAnchor.constraint(lessThanOrEqualTo: b.trailingAnchor, constant: constant)
                default: a.bottomAnchor.constraint(greaterThanOrEqualTo: b.bottomAnchor, constant: constant)
                }
                self.activate(constraint)
            })
        case 18:
            let a = view(&g), b = view(&g), multiplier = n(&g)
            return ("\(name(a)).widthAnchor.constraint(equalTo: \(name(b)).widthAnchor, multiplier: \(multiplier)).isActive = true", {
                self.activate(a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: multiplier))
            })
        case 19:
            let pick = Int.random(in: 0..<64, using: &g), constant = n(&g), priority = Float(n(&g))
            return ("constraints[\(pick)].constant = \(constant); priority = \(priority); toggle isActive", {
                guard !self.constraints.isEmpty else { return }
                let constraint = self.constraints[pick % self.constraints.count]
                constraint.constant = constant
                constraint.priority = UILayoutPriority(priority)
                constraint.isActive.toggle()
            })
        case 20:
            let target = view(&g), priority = Float(n(&g))
            return ("\(name(target)).setContentHuggingPriority(\(priority), for: .horizontal)", {
                target.setContentHuggingPriority(UILayoutPriority(priority), for: .horizontal)
                target.setContentCompressionResistancePriority(UILayoutPriority(priority), for: .vertical)
            })
        case 21:
            let stack = view(&g), child = view(&g), spacing = n(&g), distribution = Int.random(in: 0..<5, using: &g)
            return ("(\(name(stack)) as? UIStackView)?.addArrangedSubview(\(name(child))); distribution \(distribution); spacing \(spacing)", {
                guard let stack = stack as? UIStackView else { return }
                stack.addArrangedSubview(child)
                stack.distribution = UIStackView.Distribution(rawValue: distribution) ?? .fill
                stack.setCustomSpacing(spacing, after: child)
            })
        case 22:
            let target = view(&g), text = FuzzValue.text(using: &g), size = n(&g), mode = Int.random(in: 0..<6, using: &g)
            return ("(\(name(target)) as? UILabel): \(text.count) characters, font size \(size), line break mode \(mode)", {
                guard let label = target as? UILabel else { return }
                label.text = text
                label.font = .systemFont(ofSize: size)
                label.lineBreakMode = NSLineBreakMode(rawValue: mode) ?? .byWordWrapping
            })
        case 23, 24:
            return ("run the update cycle (layout and composite)", { _ = self.window.snapshotImage() })
        case 25:
            let target = view(&g), scale = FuzzValue.scale(using: &g)
            return ("\(name(target)).snapshotImage(scale: \(scale))", { _ = target.snapshotImage(scale: scale) })
        case 26:
            let target = view(&g), size = CGSize(width: n(&g), height: n(&g))
            return ("\(name(target)).sizeThatFits(\(size)); intrinsicContentSize; systemLayoutSizeFitting", {
                _ = target.sizeThatFits(size)
                _ = target.intrinsicContentSize
                _ = target.systemLayoutSizeFitting(size)
            })
        case 27:
            let target = view(&g), point = FuzzValue.point(using: &g)
            return ("\(name(target)).hitTest(\(point)); convert(to: nil)", {
                _ = target.hitTest(point, with: nil)
                _ = target.convert(point, to: nil)
            })
        case 28:
            let quality = n(&g), scale = FuzzValue.scale(using: &g)
            return ("UIGraphicsImageRenderer at scale \(scale), jpegData(compressionQuality: \(quality))", {
                let format = UIGraphicsImageRendererFormat()
                format.scale = scale
                _ = UIGraphicsImageRenderer(size: CGSize(width: 9, height: 5), format: format).jpegData(withCompressionQuality: quality) { context in
                    UIColor.systemPink.setFill()
                    context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
                }
            })
        default:
            let target = view(&g), (ax, ay, z) = (n(&g), n(&g), n(&g))
            let (shadow, border) = (FuzzValue.effect(using: &g), FuzzValue.effect(using: &g))
            return ("\(name(target)).layer.anchorPoint = (\(ax), \(ay)); zPosition = \(z); shadowRadius = \(shadow); borderWidth = \(border)", {
                target.layer.anchorPoint = CGPoint(x: ax, y: ay)
                target.layer.zPosition = z
                target.layer.shadowOpacity = 0.5
                target.layer.shadowRadius = shadow
                target.layer.borderWidth = border
            })
        }
    }

    private func activate(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
        constraints.append(constraint)
    }

    private func name(_ view: UIView) -> String {
        "views[\(views.firstIndex { $0 === view } ?? -1)] (\(type(of: view)))"
    }
}
