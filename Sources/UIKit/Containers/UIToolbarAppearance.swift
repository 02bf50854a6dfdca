import Foundation

/// A toolbar's look: the background and hairline of `UIBarAppearance`.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}
