import Foundation

/// A view a list cell shows beside its content: a disclosure indicator, a checkmark, delete, insert and reorder
/// controls, an outline disclosure that expands the item, an info button, a selection circle, a label or a view of
/// the app's own; each shown always, only while editing, or only while not.
@preconcurrency @MainActor
public struct UICellAccessory {
    public typealias ActionHandler = @MainActor () -> Void

    public enum DisplayedState: Int, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.backgroundColor = backgroundColor
        }
    }

    // These options have the same fields as the disclosure indicator's or the delete control's.
    public typealias CheckmarkOptions = DisclosureIndicatorOptions
    public typealias DetailOptions = DisclosureIndicatorOptions
    public typealias InsertOptions = DeleteOptions
    public typealias MultiselectOptions = DeleteOptions

    public struct ReorderOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var showsVerticalSeparator: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil,
                    showsVerticalSeparator: Bool? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.showsVerticalSeparator = showsVerticalSeparator ?? true
        }
    }

    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable {
            case automatic
            case header
            case cell
        }

        public var style: Style
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil) {
            self.style = style
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        public var font: UIFont
        public var adjustsFontForContentSizeCategory: Bool
        public init(isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension? = nil, tintColor: UIColor? = nil, font: UIFont? = nil,
                    adjustsFontForContentSizeCategory: Bool? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden ?? false, reservedLayoutWidth ?? .standard, tintColor)
            self.font = font ?? .preferredFont(forTextStyle: .body)
            self.adjustsFontForContentSizeCategory = adjustsFontForContentSizeCategory ?? true
        }
    }

    /// Where a custom accessory goes, and when it shows; `at` picks its index among the accessories on that side.
    public enum Placement {
        public typealias Position = @MainActor ([UICellAccessory]) -> Int

        case leading(displayed: DisplayedState = .always, at: Position = { _ in 0 })
        case trailing(displayed: DisplayedState = .always, at: Position = { $0.count })
    }

    /// How wide an accessory's slot is: the standard width, the accessory's own, or a given one.
    public enum LayoutDimension {
        case standard
        case actual
        case custom(CGFloat)
    }

    public struct CustomViewConfiguration {
        public var customView: UIView
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: LayoutDimension
        public var tintColor: UIColor?
        /// Whether the view keeps its size; otherwise it is made as tall as the row allows.
        public var maintainsFixedSize: Bool

        public init(customView: UIView, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: LayoutDimension = .standard,
                    tintColor: UIColor? = nil, maintainsFixedSize: Bool = false) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
        }
    }

    package enum Kind {
        case disclosureIndicator
        case checkmark
        case delete(ActionHandler?)
        case insert(ActionHandler?)
        case reorder
        case outlineDisclosure(ActionHandler?)
        case detail(ActionHandler?)
        case multiselect
        case label(String, UIFont?, adjustsFont: Bool)
        case custom(CustomViewConfiguration)
    }

    package let kind: Kind
    package let displayed: DisplayedState
    package let isHidden: Bool
    /// The width the accessory's slot takes beside the content.
    package let reservedWidth: LayoutDimension
    package let tintColor: UIColor?

    private init(_ kind: Kind, _ displayed: DisplayedState, isHidden: Bool?, reservedWidth: LayoutDimension, tintColor: UIColor?) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.reservedWidth = reservedWidth
        self.tintColor = tintColor
    }

    /// A chevron at the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .whenNotEditing, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A checkmark in the tint color at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A red minus at the leading edge while editing; tapping it runs `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(actionHandler), displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// Three lines at the trailing edge while editing, the handle to drag the row by.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A chevron that turns down when the item is expanded; tapping it expands or collapses the item in its
    /// diffable data source's section snapshot, or runs `actionHandler` instead.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(actionHandler), displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A green plus at the leading edge while editing; tapping it runs `actionHandler`.
    public static func insert(displayed: DisplayedState = .whenEditing, options: InsertOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.insert(actionHandler), displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// An info button at the trailing edge; tapping it runs `actionHandler` rather than selecting the row.
    public static func detail(displayed: DisplayedState = .always, options: DetailOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.detail(actionHandler), displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A circle at the leading edge while editing, filled and checked while the row is selected.
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: MultiselectOptions = .init()) -> UICellAccessory {
        UICellAccessory(.multiselect, displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// A view of the app's own beside the content, where `configuration` places it.
    public static func customView(configuration: CustomViewConfiguration) -> UICellAccessory {
        let displayed: DisplayedState
        switch configuration.placement {
        case .leading(let state, _), .trailing(let state, _): displayed = state
        }
        return UICellAccessory(.custom(configuration), displayed, isHidden: configuration.isHidden,
                               reservedWidth: configuration.reservedLayoutWidth, tintColor: configuration.tintColor)
    }

    /// Secondary text at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font, adjustsFont: options.adjustsFontForContentSizeCategory), displayed, isHidden: options.isHidden, reservedWidth: options.reservedLayoutWidth,
                        tintColor: options.tintColor)
    }

    /// Whether it shows in a cell that is, or is not, editing.
    package func shows(editing: Bool) -> Bool {
        guard !isHidden else { return false }
        switch displayed {
        case .always: return true
        case .whenEditing: return editing
        case .whenNotEditing: return !editing
        }
    }

    /// Whether it sits at the leading edge, before the content.
    package var isLeading: Bool {
        switch kind {
        case .delete, .insert, .multiselect: true
        case .custom(let configuration): if case .leading = configuration.placement { true } else { false }
        default: false
        }
    }
}
