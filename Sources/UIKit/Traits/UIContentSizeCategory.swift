import Foundation
import Synchronization

/// The text size the user prefers: Dynamic Type's seven standard sizes and five accessibility sizes, in order.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory("_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory("UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory("UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory("UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory("UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory("UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory("UICTContentSizeCategoryAccessibilityXXXL")

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    /// Categories compare by size; an unspecified one is smaller than any other.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        (lhs.step ?? -1) < (rhs.step ?? -1)
    }

    /// Posted on the main actor when the app's preferred category changes, with the new one under
    /// `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")

    /// The key of the new category in `didChangeNotification`'s user info.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    private static let ordered: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge, .accessibilityMedium,
        .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place from extra small (0) to the largest accessibility size (11); nil when unspecified or unknown.
    package var step: Int? { Self.ordered.firstIndex(of: self) }

    /// The categories by their Swift names and short forms, smallest first.
    package static let names: [(long: String, short: String, category: UIContentSizeCategory)] = zip(ordered, [
        ("extraSmall", "XS"), ("small", "S"), ("medium", "M"), ("large", "L"), ("extraLarge", "XL"), ("extraExtraLarge", "XXL"),
        ("extraExtraExtraLarge", "XXXL"), ("accessibilityMedium", "AX1"), ("accessibilityLarge", "AX2"),
        ("accessibilityExtraLarge", "AX3"), ("accessibilityExtraExtraLarge", "AX4"), ("accessibilityExtraExtraExtraLarge", "AX5"),
    ]).map { ($1.0, $1.1, $0) }

    /// The category a person names: its Swift name or short form in any case, or its raw value.
    package init?(name: String) {
        let lowered = name.lowercased()
        guard let match = Self.names.first(where: { $0.long.lowercased() == lowered || $0.short.lowercased() == lowered
                                                     || $0.category.rawValue == name }) else { return nil }
        self = match.category
    }

    private static let setting = Mutex(UIContentSizeCategory.large)

    /// The app's category, which traits carry unless overridden: Large unless `CASEMENT_CONTENT_SIZE` or
    /// `UIApplication.preferredContentSizeCategory` chose another. Readable from any thread, as fonts are made anywhere.
    package static var preferred: UIContentSizeCategory {
        get { setting.withLock { $0 } }
        set { setting.withLock { $0 = newValue } }
    }

    /// The category `traitCollection` asks for, else the app's.
    package static func resolved(in traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category.step != nil else { return preferred }
        return category
    }
}
