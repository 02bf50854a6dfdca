import UIKit

extension Snapshotting where Value == UIView, Format == UIImage {
    /// A view rendered at its own size and compared pixel for pixel.
    public static var image: Snapshotting { .image() }

    /// A view rendered in a window of `size` (its own size when nil) with `traits`, compared as
    /// `Diffing.image(precision:perceptualPrecision:scale:)` compares. The picture's scale is `traits.displayScale`,
    /// or the main screen's.
    ///
    /// - Parameter drawHierarchyInKeyWindow: Renders the whole window the view is hosted in, status bar included,
    ///   instead of the view alone.
    public static func image(drawHierarchyInKeyWindow: Bool = false, precision: Float = 1, perceptualPrecision: Float = 1,
                             size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting {
        SimplySnapshotting.image(precision: precision, perceptualPrecision: perceptualPrecision, scale: traits.displayScale)
            .pullback { view in
                MainActor.assumeIsolated {
                    SnapshotHost.image(of: view, controller: nil, config: ViewImageConfig(size: size), traits: traits,
                                       drawHierarchyInKeyWindow: drawHierarchyInKeyWindow)
                }
            }
    }
}

extension Snapshotting where Value == UIView, Format == String {
    /// The view tree as text, one line per view: class, frame and the properties that differ from the defaults.
    public static var recursiveDescription: Snapshotting { .recursiveDescription() }

    /// The view tree as text after layout in a window of `size` (the view's own when nil) with `traits`.
    public static func recursiveDescription(size: CGSize? = nil, traits: UITraitCollection = .init()) -> Snapshotting<UIView, String> {
        SimplySnapshotting.lines.pullback { view in
            MainActor.assumeIsolated {
                SnapshotHost.withHosted(view: view, controller: nil, config: ViewImageConfig(size: size), traits: traits) { _, _, _ in
                    HierarchyDescription.views(view)
                }
            }
        }
    }
}
