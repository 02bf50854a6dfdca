import CoreGraphics

extension UIButton.Configuration {
    /// How large a configured button is: its fonts and its default content insets.
    public enum Size: Int, Hashable, Sendable {
        case medium, small, mini, large

        /// The title's point size: caption 1, subheadline, body and body, as iOS uses.
        var titleFontSize: CGFloat {
            switch self {
            case .mini: 12
            case .small: 15
            case .medium, .large: 17
            }
        }

        /// The subtitle's point size, a step below the title's.
        var subtitleFontSize: CGFloat {
            switch self {
            case .mini: 10
            case .small: 12
            case .medium, .large: 15
            }
        }

        var contentInsets: NSDirectionalEdgeInsets {
            switch self {
            case .mini: NSDirectionalEdgeInsets(top: 3, leading: 7, bottom: 3, trailing: 7)
            case .small: NSDirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
            case .medium: NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
            case .large: NSDirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
            }
        }

        /// The corner radius of the `.dynamic` corner style at this size.
        var dynamicCornerRadius: CGFloat {
            switch self {
            case .mini, .small: 6
            case .medium: 8
            case .large: 10
            }
        }
    }
}
