/// The object whose loop was reported last: a loop is met on every lookup until the hierarchy is mended, and one
/// report says enough.
@MainActor private var lastLoopReported: ObjectIdentifier?

extension UITraitEnvironment {
    /// The traits a lookup gets when it comes back to this object while resolving its own traits.
    ///
    /// Trait lookup walks up through parents and superviews. A controller's view placed inside the view of one of its
    /// own children closes that walk into a loop, which UIKit calls a hierarchy inconsistency. Instead of recursing
    /// until the stack overflows, the lookup reports the loop and takes the screen's traits at the point it closes.
    package func traitsAfterLookupLoop() -> UITraitCollection {
        if lastLoopReported != ObjectIdentifier(self) {
            lastLoopReported = ObjectIdentifier(self)
            reportMisuse("The traits of \(self) depend on themselves: a view controller's view is inside the view of one of its own "
                         + "children. The screen's traits are used where the loop closes.", raising: "UIViewControllerHierarchyInconsistency")
        }
        return UIScreen.main.traitCollection
    }
}
