import Testing
import UIKitTesting
@testable import UIKit

/// What views tell assistive technologies and UI tests about themselves.
@MainActor @Suite struct UIViewAccessibilityTests {
    @Test func standardViewsDescribeThemselvesUntilTheAppSaysOtherwise() {
        let plain = UIView(), label = UILabel(), button = UIButton(type: .system), image = UIImageView()
        label.text = "Robin"
        button.setTitle("Save", for: .normal)
        #expect(!plain.isAccessibilityElement && plain.accessibilityTraits == .none && plain.accessibilityLabel == nil)
        #expect(label.isAccessibilityElement && label.accessibilityLabel == "Robin" && label.accessibilityTraits == .staticText)
        #expect(button.isAccessibilityElement && button.accessibilityLabel == "Save" && button.accessibilityTraits == .button)
        #expect(!image.isAccessibilityElement && image.accessibilityTraits == .image)
        button.isEnabled = false
        button.isSelected = true
        #expect(button.accessibilityTraits == [.button, .notEnabled, .selected])
        button.accessibilityLabel = "Store"
        button.accessibilityTraits = .link
        plain.isAccessibilityElement = true
        #expect(button.accessibilityLabel == "Store" && button.accessibilityTraits == .link && plain.isAccessibilityElement)
        label.accessibilityLabel = nil
        label.text = "Wren"
        #expect(label.accessibilityLabel == "Wren")
    }

    @Test func valuesReadAsVoiceOverReadsThem() {
        let toggle = UISwitch(), slider = UISlider(), stepper = UIStepper(), field = UITextField()
        toggle.isOn = true
        slider.value = 0.25
        stepper.value = 3
        field.placeholder = "Name"
        #expect(toggle.accessibilityValue == "1" && toggle.accessibilityTraits == .button)
        #expect(slider.accessibilityValue == "25%" && slider.accessibilityTraits == .adjustable)
        #expect(stepper.accessibilityValue == "3" && field.accessibilityLabel == "Name" && field.accessibilityValue == nil)
        field.text = "Ana"
        #expect(field.accessibilityValue == "Ana")
    }

    @Test func progressAndPageControlsReadAsVoiceOverReadsThem() {
        let progress = UIProgressView(progressViewStyle: .default), spinner = UIActivityIndicatorView(style: .medium)
        let pages = UIPageControl(), tabBar = UITabBar()
        progress.progress = 0.42
        #expect(progress.isAccessibilityElement && progress.accessibilityValue == "42%" && progress.accessibilityTraits == .updatesFrequently)
        #expect(!spinner.isAccessibilityElement, "a stopped spinner is not read")
        spinner.startAnimating()
        #expect(spinner.isAccessibilityElement && spinner.accessibilityLabel == "In progress" && spinner.accessibilityTraits == .updatesFrequently)
        pages.numberOfPages = 3
        pages.currentPage = 1
        #expect(pages.isAccessibilityElement && pages.accessibilityValue == "page 2 of 3" && pages.accessibilityTraits == .adjustable)
        var changes = 0
        pages.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        pages.accessibilityIncrement()
        pages.accessibilityIncrement()
        #expect(pages.currentPage == 2 && changes == 1, "the last page stays the last")
        pages.accessibilityDecrement()
        #expect(pages.accessibilityValue == "page 2 of 3" && changes == 2)
        #expect(!tabBar.isAccessibilityElement && tabBar.accessibilityTraits == .tabBar, "a tab bar is a container of its items")
    }

    @Test func adjustableControlsStepAndSendValueChanged() {
        let slider = UISlider(), stepper = UIStepper()
        var changes = 0
        slider.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
        slider.value = 0.95
        slider.accessibilityIncrement()
        #expect(slider.value == 1 && changes == 1)
        slider.accessibilityIncrement()
        #expect(changes == 1, "at the maximum nothing changes and nothing is sent")
        slider.accessibilityDecrement()
        #expect(abs(slider.value - 0.9) < 0.0001 && changes == 2)
        stepper.stepValue = 2
        stepper.accessibilityIncrement()
        stepper.accessibilityDecrement()
        stepper.accessibilityDecrement()
        #expect(stepper.value == 0 && changes == 4)
        UIView().accessibilityIncrement()
    }
}
