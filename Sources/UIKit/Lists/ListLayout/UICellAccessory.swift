import Foundation

/// A view a list cell shows beside its content: a disclosure indicator, a checkmark, delete and reorder controls,
/// an outline disclosure that expands the item, or a label; each shown always, only while editing, or only while not.
@preconcurrency @MainActor
public struct UICellAccessory {
    public typealias ActionHandler = @MainActor () -> Void

    public enum DisplayedState: Int, Sendable {
        case always
        case whenEditing
        case whenNotEditing
    }

    public struct DisclosureIndicatorOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct CheckmarkOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct DeleteOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var backgroundColor: UIColor?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, backgroundColor: UIColor? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.backgroundColor = backgroundColor
        }
    }

    public struct ReorderOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var showsVerticalSeparator = true
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, showsVerticalSeparator: Bool = true) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.showsVerticalSeparator = showsVerticalSeparator
        }
    }

    public struct OutlineDisclosureOptions {
        public enum Style: Int, Sendable {
            case automatic
            case header
            case cell
        }

        public var style: Style
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public init(style: Style = .automatic, isHidden: Bool? = nil, tintColor: UIColor? = nil) {
            self.style = style
            self.isHidden = isHidden
            self.tintColor = tintColor
        }
    }

    public struct LabelOptions {
        public var isHidden: Bool?
        public var tintColor: UIColor?
        public var font: UIFont?
        public init(isHidden: Bool? = nil, tintColor: UIColor? = nil, font: UIFont? = nil) {
            self.isHidden = isHidden
            self.tintColor = tintColor
            self.font = font
        }
    }

    package enum Kind {
        case disclosureIndicator
        case checkmark
        case delete(ActionHandler?)
        case reorder
        case outlineDisclosure(ActionHandler?)
        case label(String, UIFont?)
    }

    package let kind: Kind
    package let displayed: DisplayedState
    package let isHidden: Bool
    package let tintColor: UIColor?

    private init(_ kind: Kind, _ displayed: DisplayedState, isHidden: Bool?, tintColor: UIColor?) {
        self.kind = kind
        self.displayed = displayed
        self.isHidden = isHidden ?? false
        self.tintColor = tintColor
    }

    /// A chevron at the trailing edge: the row leads somewhere.
    public static func disclosureIndicator(displayed: DisplayedState = .whenNotEditing, options: DisclosureIndicatorOptions = .init()) -> UICellAccessory {
        UICellAccessory(.disclosureIndicator, displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }

    /// A checkmark in the tint color at the trailing edge.
    public static func checkmark(displayed: DisplayedState = .always, options: CheckmarkOptions = .init()) -> UICellAccessory {
        UICellAccessory(.checkmark, displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }

    /// A red minus at the leading edge while editing; tapping it runs `actionHandler`.
    public static func delete(displayed: DisplayedState = .whenEditing, options: DeleteOptions = .init(),
                              actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.delete(actionHandler), displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }

    /// Three lines at the trailing edge while editing, the handle to drag the row by.
    public static func reorder(displayed: DisplayedState = .whenEditing, options: ReorderOptions = .init()) -> UICellAccessory {
        UICellAccessory(.reorder, displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }

    /// A chevron that turns down when the item is expanded; tapping it expands or collapses the item in its
    /// diffable data source's section snapshot, or runs `actionHandler` instead.
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: OutlineDisclosureOptions = .init(),
                                         actionHandler: ActionHandler? = nil) -> UICellAccessory {
        UICellAccessory(.outlineDisclosure(actionHandler), displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }

    /// Secondary text at the trailing edge.
    public static func label(text: String, displayed: DisplayedState = .always, options: LabelOptions = .init()) -> UICellAccessory {
        UICellAccessory(.label(text, options.font), displayed, isHidden: options.isHidden, tintColor: options.tintColor)
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
        if case .delete = kind { return true }
        return false
    }
}
