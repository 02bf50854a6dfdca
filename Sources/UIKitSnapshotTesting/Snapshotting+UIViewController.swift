import UIKit

extension Snapshotting where Value == UIViewController, Format == UIImage {
    /// A view controller's view rendered on the main screen's size and compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A view controller's view rendered on `config`'s screen (its size, safe area and traits, with `traits` over
    /// them), compared as `Diffing.image(precision:perceptualPrecision:scale:)` compares.
    ///
    /// - Parameter drawHierarchyInKeyWindow: Renders the whole window, status bar and presented controllers included.
    public static func image(on config: ViewImageConfig, drawHierarchyInKeyWindow: Bool = false, precision: Float = 1,
                             perceptualPrecision: Float = 1, size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        let config = size.map { ViewImageConfig(safeArea: config.safeArea, size: $0, traits: config.traits) } ?? config
        return SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { controller in
                MainActor.assumeIsolated {
                    SnapshotHost.image(of: nil, controller: controller, config: config, traits: traits, drawHierarchyInKeyWindow: drawHierarchyInKeyWindow)
                }
            }
    }

    /// A view controller's view rendered in a window of `size` (the main screen's when nil) with no safe area, with
    /// `traits`.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        .image(on: ViewImageConfig(safeArea: .zero, size: size, traits: traits), drawHierarchyInKeyWindow: drawHierarchyInKeyWindow,
               precision: precision, perceptualPrecision: perceptualPrecision, traits: traits)
    }
}

extension Snapshotting where Value == UIViewController, Format == String {
    /// The controller tree as text: each controller's class, appearance state and view, children under their parent
    /// and presented controllers after a "+".
    public static var hierarchy: Snapshotting {
        SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                SnapshotHost.withHosted(view: nil, controller: controller, config: ViewImageConfig(), traits: .init()) { _, _, _ in
                    HierarchyDescription.controllers(controller)
                }
            }
        }
    }

    /// The controller's view tree as text, laid out on the main screen.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The controller's view tree as text, laid out on `config`'s screen with `traits` over its own.
    public static func recursiveDescription(on config: ViewImageConfig = .init(), size: CGSize? = nil,
                                            traits: UITraitCollection = .init()) -> Snapshotting<UIViewController, String> {
        let config = ViewImageConfig(safeArea: config.safeArea, size: size ?? config.size, traits: config.traits)
        return SimplySnapshotting.lines.pullback { controller in
            MainActor.assumeIsolated {
                SnapshotHost.withHosted(view: nil, controller: controller, config: config, traits: traits) { _, shown, _ in
                    HierarchyDescription.views(shown.view)
                }
            }
        }
    }
}
