import UIKit

/// A panel over a dimmed screen for correcting how many birds of one sighting were counted, with a stepper.
final class CountEditorView: UIView {
    let stepper = UIStepper()
    let doneButton = UIButton(type: .system)
    private let panel = UIView()
    private let species = UILabel()
    private let count = UILabel()
    /// Called with the new count each time the stepper changes it.
    var countChanged: ((Int) -> Void)?

    init(sighting: Sighting) {
        super.init(frame: .zero)
        backgroundColor = UIColor.black.withAlphaComponent(0.3)
        panel.backgroundColor = .systemBackground
        panel.layer.cornerRadius = 14
        species.text = sighting.species
        species.font = .preferredFont(forTextStyle: .headline)
        species.adjustsFontForContentSizeCategory = true
        species.textAlignment = .center
        count.font = .monospacedSystemFont(ofSize: 28, weight: .semibold)
        count.textAlignment = .center
        stepper.minimumValue = 0
        stepper.maximumValue = 999
        stepper.value = Double(sighting.count)
        stepper.addTarget(self, action: CountEditorView.stepperChanged, for: .valueChanged)
        doneButton.setTitle("Done", for: .normal)
        doneButton.addTarget(self, action: CountEditorView.done, for: .touchUpInside)
        showCount()
        addSubview(panel)
        for view in [species, count, stepper, doneButton] { panel.addSubview(view) }
    }

    required init?(coder: NSCoder) { nil }

    private func stepperChanged(_ sender: UIStepper) {
        showCount()
        countChanged?(Int(sender.value))
    }

    private func done() {
        removeFromSuperview()
    }

    private func showCount() {
        count.text = "×\(Int(stepper.value))"
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = min(bounds.width - 32, 300)
        panel.frame = CGRect(x: (bounds.width - width) / 2, y: bounds.midY - 100, width: width, height: 200)
        species.frame = CGRect(x: 16, y: 16, width: width - 32, height: 22)
        count.frame = CGRect(x: 16, y: 46, width: width - 32, height: 40)
        stepper.frame.origin = CGPoint(x: (width - stepper.frame.width) / 2, y: 96)
        doneButton.frame = CGRect(x: 16, y: 148, width: width - 32, height: 36)
    }
}
