/// How UIKit's own views describe themselves to assistive technologies and UI tests until the app says otherwise.
extension UIView {
    var standardIsAccessibilityElement: Bool {
        // A segmented control is a container of its segments, a stepper of its two halves and a date picker of its
        // wheels, as in UIKit.
        switch self {
        case is UILabel, is UIProgressView: true
        case let spinner as UIActivityIndicatorView: spinner.isAnimating
        case is UISegmentedControl, is UIStepper, is UIDatePicker: false
        default: self is UIControl
        }
    }

    /// Whether the view's elements are a list rather than its subviews: it has `accessibilityElements`, or it draws
    /// its elements itself.
    package var listsAccessibilityElements: Bool {
        accessibilityElements != nil || drawnAccessibilityElements != nil
    }

    /// The elements a container holds until `accessibilityElements` is set: those it draws, or its subviews.
    var standardAccessibilityElements: [Any] {
        drawnAccessibilityElements ?? subviews
    }

    /// The elements of a view that draws what it contains: a segmented control's segments, a stepper's halves.
    private var drawnAccessibilityElements: [UIAccessibilityElement]? {
        switch self {
        case let control as UISegmentedControl: control.segmentAccessibilityElements
        case let stepper as UIStepper: stepper.halfAccessibilityElements
        default: nil
        }
    }

    var standardAccessibilityLabel: String? {
        switch self {
        case let label as UILabel: label.text
        case let button as UIButton: button.currentTitle ?? button.currentImage?.accessibilityLabel
        case let imageView as UIImageView: imageView.image?.accessibilityLabel
        case let field as UITextField: field.placeholder
        case let item as UITabBar.ItemView: item.item.title
        case let back as BackButton: back.title
        case let action as AlertActionControl: action.title
        case let alert as AlertContentView: alert.alertTitle
        case is UIActivityIndicatorView: "In progress"
        default: nil
        }
    }

    var standardAccessibilityValue: String? {
        switch self {
        case let toggle as UISwitch: toggle.isOn ? "1" : "0"
        case let slider as UISlider:
            // A whole percentage of the slider's range, as VoiceOver reads it.
            "\(Int(((slider.maximumValue > slider.minimumValue ? (slider.value - slider.minimumValue) / (slider.maximumValue - slider.minimumValue) : 0) * 100).rounded()))%"
        case let stepper as UIStepper: stepper.value.formatted()
        case let field as UITextField: field.text?.isEmpty == false ? field.text : nil
        case let pages as UIPageControl: "page \(pages.currentPage + 1) of \(pages.numberOfPages)"
        case let progress as UIProgressView: "\(Int((progress.progress * 100).rounded()))%"
        default: nil
        }
    }

    var standardAccessibilityTraits: UIAccessibilityTraits {
        switch self {
        case is UILabel: return .staticText
        case is UIImageView: return .image
        case is UITabBar: return .tabBar
        case is UIProgressView, is UIActivityIndicatorView: return .updatesFrequently
        case let control as UIControl:
            var traits: UIAccessibilityTraits = control.isEnabled ? [] : .notEnabled
            if control.isSelected { traits.insert(.selected) }
            if control is UIButton || control is UISwitch || control is UITabBar.ItemView || control is BackButton
                || control is AlertActionControl {
                traits.insert(.button)
            }
            if control is UISlider || control is UIStepper || control is UIPageControl { traits.insert(.adjustable) }
            return traits
        default:
            return .none
        }
    }
}
