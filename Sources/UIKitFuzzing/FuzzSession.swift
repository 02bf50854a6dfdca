import Foundation
import UIKit
import UIKitTesting

/// One fuzzing run in this process: a shown headless window and pools of the objects the operations made, each
/// operation drawn from its own generator (seed, index) so that dropping some leaves the others unchanged.
@MainActor
package final class FuzzSession {
    private let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    /// A second window, so views and controllers can be moved between windows.
    private let otherWindow = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    private var views: [UIView]
    private var controllers: [UIViewController]
    private var constraints: [NSLayoutConstraint] = []
    private let seed: UInt64
    private let validPNG: Data
    /// Time moves only as operations say: animations, gestures and timers run on it.
    private let clock = ManualClock.installed ?? ManualClock.install()

    package init(seed: UInt64) {
        self.seed = seed
        let controller = UIViewController(), other = UIViewController()
        window.rootViewController = controller
        window.isHidden = false
        otherWindow.rootViewController = other
        otherWindow.isHidden = false
        views = [controller.view, other.view, otherWindow]
        controllers = [controller, other]
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

    private func controller(_ generator: inout SplitMix64) -> UIViewController {
        controllers[Int.random(in: 0..<controllers.count, using: &generator)]
    }

    private func add<View: UIView>(_ view: View) -> View {
        views.append(view)
        return view
    }

    // The operations, each described as the Swift it runs.
    private func operation(using g: inout SplitMix64) -> (String, () -> Void) {
        let n = FuzzValue.number
        switch Int.random(in: 0..<48, using: &g) {
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
        case 30, 31:
            let target = view(&g), frame = FuzzValue.rect(using: &g), alpha = n(&g)
            let (duration, delay) = (FuzzValue.duration(using: &g), FuzzValue.duration(using: &g))
            let options = UIView.AnimationOptions(rawValue: UInt.random(in: 0..<(1 << 22), using: &g))
            return ("UIView.animate(withDuration: \(duration), delay: \(delay), options: \(options.rawValue)) { \(name(target)).frame = \(frame); alpha = \(alpha) }", {
                UIView.animate(withDuration: duration, delay: delay, options: options, animations: {
                    target.frame = frame
                    target.alpha = alpha
                })
            })
        case 32:
            let target = view(&g), center = FuzzValue.point(using: &g), (damping, velocity) = (n(&g), n(&g))
            let duration = FuzzValue.duration(using: &g)
            return ("spring \(duration) s, damping \(damping), velocity \(velocity): \(name(target)).center = \(center)", {
                UIView.animate(withDuration: duration, delay: 0, usingSpringWithDamping: damping, initialSpringVelocity: velocity,
                               options: [], animations: { target.center = center })
            })
        case 33:
            let target = view(&g), duration = FuzzValue.duration(using: &g), flip = Bool.random(using: &g)
            return ("UIView.transition(with: \(name(target)), duration: \(duration), options: \(flip ? "flip" : "cross dissolve"))", {
                UIView.transition(with: target, duration: duration, options: flip ? .transitionFlipFromLeft : .transitionCrossDissolve,
                                  animations: { target.backgroundColor = .systemOrange })
            })
        case 34:
            let seconds = FuzzValue.duration(using: &g)
            return ("clock.advance(by: \(seconds))", { self.clock.advance(by: seconds) })
        case 35:
            let (start, end) = (FuzzValue.point(using: &g), FuzzValue.point(using: &g))
            let duration = FuzzValue.duration(using: &g), kind = Int.random(in: 0..<5, using: &g)
            return ("gesture \(kind) from \(start) to \(end) over \(duration) s", {
                switch kind {
                case 0: self.window.tap(at: start)
                case 1: self.window.doubleTap(at: start)
                case 2: self.window.longPress(at: start, duration: duration)
                case 3: self.window.drag(from: start, to: end, duration: duration)
                default: self.window.pinch(at: start, scale: end.x, duration: duration)
                }
            })
        case 36:
            let target = view(&g), kind = Int.random(in: 0..<4, using: &g), (a, b) = (n(&g), n(&g))
            let count = Int.random(in: -2...4, using: &g)
            return ("gesture recognizer \(kind) on \(name(target)): \(a), \(b), \(count)", {
                let recognizer: UIGestureRecognizer
                switch kind {
                case 0:
                    let press = UILongPressGestureRecognizer()
                    (press.minimumPressDuration, press.allowableMovement, press.numberOfTapsRequired) = (a, b, count)
                    recognizer = press
                case 1:
                    let tap = UITapGestureRecognizer()
                    (tap.numberOfTapsRequired, tap.numberOfTouchesRequired) = (count, count)
                    recognizer = tap
                case 2:
                    let pan = UIPanGestureRecognizer()
                    (pan.minimumNumberOfTouches, pan.maximumNumberOfTouches) = (count, count)
                    recognizer = pan
                default:
                    let pinch = UIPinchGestureRecognizer()
                    pinch.scale = a
                    recognizer = pinch
                }
                target.addGestureRecognizer(recognizer)
            })
        case 37:
            let (a, b, c) = (Float(n(&g)), Float(n(&g)), Float(n(&g))), kind = Int.random(in: 0..<5, using: &g)
            let index = Int.random(in: -3...6, using: &g), frame = FuzzValue.rect(using: &g), parent = view(&g)
            return ("control \(kind) with \(a), \(b), \(c), index \(index), frame \(frame)", {
                let control: UIView
                switch kind {
                case 0:
                    let slider = UISlider(frame: frame)
                    (slider.minimumValue, slider.maximumValue, slider.value) = (a, b, c)
                    control = slider
                case 1:
                    let stepper = UIStepper(frame: frame)
                    (stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.value) = (Double(a), Double(b), Double(c), Double(c))
                    stepper.autorepeat = true
                    control = stepper
                case 2:
                    let segments = UISegmentedControl(items: ["Day", "Week"])
                    segments.frame = frame
                    segments.insertSegment(withTitle: "Month", at: index, animated: true)
                    segments.setWidth(CGFloat(a), forSegmentAt: index)
                    segments.selectedSegmentIndex = index
                    control = segments
                case 3:
                    let progress = UIProgressView(frame: frame)
                    progress.setProgress(a, animated: true)
                    control = progress
                default:
                    let button = UIButton(type: .system)
                    button.frame = frame
                    button.setTitle("Button", for: .normal)
                    button.contentEdgeInsets = UIEdgeInsets(top: CGFloat(a), left: CGFloat(b), bottom: CGFloat(c), right: 0)
                    control = button
                }
                parent.addSubview(self.add(control))
            })
        case 38:
            let text = String(FuzzValue.text(using: &g).prefix(200)), frame = FuzzValue.rect(using: &g)
            let (start, length) = (Int.random(in: -5...300, using: &g), Int.random(in: -5...50, using: &g)), parent = view(&g)
            return ("text field \(frame) with \(text.count) characters, typed, selection at \(start) length \(length)", {
                let field = self.add(UITextField(frame: frame))
                field.borderStyle = .roundedRect
                field.clearButtonMode = .always
                field.text = text
                parent.addSubview(field)
                field.becomeFirstResponder()
                if let from = field.position(from: field.beginningOfDocument, offset: start),
                   let to = field.position(from: from, offset: length) {
                    field.selectedTextRange = field.textRange(from: from, to: to)
                }
                self.window.type(String(text.prefix(12)))
                self.window.press(.keyboardLeftArrow, modifiers: [.shift, .command])
                self.window.press(.keyboardX, modifiers: .command)
                self.window.press(.keyboardV, modifiers: .command)
            })
        case 29:
            let target = view(&g), size = CGSize(width: n(&g), height: n(&g)), priorities = (Float(n(&g)), Float(n(&g)))
            return ("\(name(target)).systemLayoutSizeFitting(\(size), priorities \(priorities)); sizeToFit()", {
                _ = target.systemLayoutSizeFitting(size, withHorizontalFittingPriority: UILayoutPriority(priorities.0),
                                                   verticalFittingPriority: UILayoutPriority(priorities.1))
                target.sizeToFit()
            })
        case 40:
            let made = UIViewController(), parent = controller(&g)
            return ("controllers.append(UIViewController()) as a child of \(name(parent))", {
                self.controllers.append(made)
                self.views.append(made.view)
                parent.addChild(made)
                parent.view.addSubview(made.view)
                made.didMove(toParent: parent)
            })
        case 41:
            let parent = controller(&g), child = controller(&g), kind = Int.random(in: 0..<3, using: &g)
            return ("containment \(kind): \(name(parent)), \(name(child))", {
                switch kind {
                case 0: parent.addChild(child)
                case 1: child.didMove(toParent: parent)
                default:
                    child.willMove(toParent: nil)
                    child.view.removeFromSuperview()
                    child.removeFromParent()
                }
            })
        case 42:
            let moved = controller(&g), host = view(&g), index = Int.random(in: -1...4, using: &g)
            return ("\(name(host)).insertSubview(\(name(moved)).view, at: \(index))", { host.insertSubview(moved.view, at: index) })
        case 43:
            let parent = controller(&g), child = controller(&g), style = Int.random(in: 0...2, using: &g)
            let size = (UIUserInterfaceSizeClass(rawValue: Int.random(in: 0...2, using: &g)) ?? .compact)
            return ("override traits of \(name(child)) in \(name(parent)): style \(style), horizontal class \(size.rawValue)", {
                parent.setOverrideTraitCollection(UITraitCollection(traitsFrom: [
                    UITraitCollection(horizontalSizeClass: size),
                    UITraitCollection(userInterfaceStyle: UIUserInterfaceStyle(rawValue: style) ?? .dark),
                ]), forChild: child)
                child.overrideUserInterfaceStyle = UIUserInterfaceStyle(rawValue: style) ?? .dark
                _ = child.traitCollection
                _ = child.view.traitCollection
                _ = parent.overrideTraitCollection(forChild: child)
            })
        case 44:
            let target = controller(&g), size = CGSize(width: n(&g), height: n(&g)), scale = FuzzValue.scale(using: &g)
            return ("\(name(target)).snapshotImage(size: \(size), scale: \(scale))", {
                _ = target.snapshotImage(size: size, scale: scale)
                _ = self.otherWindow.snapshotImage()
            })
        case 45:
            let target = controller(&g), which = Bool.random(using: &g)
            return ("\(which ? "window" : "otherWindow").rootViewController = \(name(target))", {
                (which ? self.window : self.otherWindow).rootViewController = target
            })
        case 46:
            let target = view(&g), scale = FuzzValue.scale(using: &g), size = CGSize(width: n(&g), height: n(&g)), kind = Int.random(in: 0..<3, using: &g)
            return ("draw \(name(target)) (way \(kind)) into a \(size) renderer at scale \(scale)", {
                let format = UIGraphicsImageRendererFormat()
                format.scale = scale
                _ = UIGraphicsImageRenderer(size: size, format: format).image { context in
                    switch kind {
                    case 0: target.drawHierarchy(in: CGRect(origin: .zero, size: size), afterScreenUpdates: true)
                    case 1: target.layer.render(in: context.cgContext)
                    default: target.draw(CGRect(origin: .zero, size: size))
                    }
                }
            })
        case 47:
            let frame = FuzzValue.rect(using: &g), text = FuzzValue.text(using: &g), parent = view(&g), scale = FuzzValue.scale(using: &g)
            return ("label \(frame) with \(text.count) characters in \(name(parent)), sizeToFit, snapshot at \(scale)", {
                let label = self.add(UILabel(frame: frame))
                label.numberOfLines = 0
                label.text = text
                parent.addSubview(label)
                label.sizeToFit()
                _ = label.snapshotImage(scale: scale)
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

    private func name(_ controller: UIViewController) -> String {
        "controllers[\(controllers.firstIndex { $0 === controller } ?? -1)]"
    }
}
