import Testing
@testable import UIKit

/// Baseline anchors: labels in different fonts aligned on the line their text sits on, as drawn.
@MainActor
@Suite struct NSLayoutConstraintBaselineTests {
    private func label(_ text: String, font: UIFont, in host: LayoutHost) -> UILabel {
        let label = UILabel()
        label.text = text
        label.font = font
        label.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(label)
        return label
    }

    /// Where the label draws the baseline of its first or last line, in its superview's coordinates.
    private func drawnBaseline(of label: UILabel, first: Bool = true) -> CGFloat {
        let layout = label.textLayout(in: label.bounds)
        let textTop = label.bounds.midY - layout.size.height / 2
        let line = first ? 0 : CGFloat(layout.lines.count - 1)
        return label.frame.minY + textTop + line * layout.lineHeight + label.font.ascender
    }

    @Test func twoFontsShareAFirstBaseline() {
        let host = LayoutHost()
        let big = label("42", font: .boldSystemFont(ofSize: 48), in: host)
        let small = label("sightings", font: .systemFont(ofSize: 15), in: host)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 20),
            big.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 40),
            small.leadingAnchor.constraint(equalToSystemSpacingAfter: big.trailingAnchor, multiplier: 1),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        host.layout()
        #expect(small.frame.minY > big.frame.minY, "the smaller text sits lower")
        #expect(abs(drawnBaseline(of: small) - drawnBaseline(of: big)) <= 1, "within a pixel at 1x")
        #expect(abs(drawnBaseline(of: big) - (40 + big.font.ascender)) <= 1, "within a pixel at 1x")
    }

    /// A control that hands its baseline to the label inside it, as iOS code does.
    private final class TitledControl: UIControl {
        let title = UILabel()
        override var forFirstBaselineLayout: UIView { title }
        override var forLastBaselineLayout: UIView { title }
    }

    @Test func aViewHandsItsBaselineToTheSubviewItNames() {
        let host = LayoutHost()
        let big = label("42", font: .boldSystemFont(ofSize: 48), in: host)
        let control = TitledControl()
        control.translatesAutoresizingMaskIntoConstraints = false
        control.title.translatesAutoresizingMaskIntoConstraints = false
        control.title.text = "sightings"
        control.addSubview(control.title)
        host.root.addSubview(control)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 20),
            big.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 40),
            control.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            control.title.topAnchor.constraint(equalTo: control.topAnchor, constant: 6),
            control.title.leadingAnchor.constraint(equalTo: control.leadingAnchor),
            control.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        host.layout()
        let titleBaseline = control.frame.minY + control.title.frame.minY + drawnBaseline(of: control.title) - control.title.frame.minY
        #expect(abs(titleBaseline - drawnBaseline(of: big)) <= 1, "the title's baseline, not the control's bottom, is aligned")
        #expect(abs(control.frame.minY + 6 - control.title.frame.minY - control.frame.minY) <= 0.5)
        let plain = UIView()
        #expect(plain.forFirstBaselineLayout === plain && plain.forLastBaselineLayout === plain)
    }

    @Test func aFontChangeKeepsTheBaselinesAligned() {
        let host = LayoutHost()
        let big = label("42", font: .boldSystemFont(ofSize: 48), in: host)
        let small = label("sightings", font: .systemFont(ofSize: 15), in: host)
        NSLayoutConstraint.activate([
            big.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: 20),
            big.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 40),
            small.leadingAnchor.constraint(equalTo: big.trailingAnchor, constant: 8),
            small.firstBaselineAnchor.constraint(equalTo: big.firstBaselineAnchor),
        ])
        host.layout()
        small.font = .systemFont(ofSize: 24)
        big.font = .boldSystemFont(ofSize: 64)
        host.layout()
        #expect(abs(drawnBaseline(of: small) - drawnBaseline(of: big)) <= 1, "within a pixel at 1x")
        #expect(abs(drawnBaseline(of: big) - (40 + big.font.ascender)) <= 1, "within a pixel at 1x")
    }

    @Test func aTallerLabelKeepsItsBaselineWhereItDrawsIt() {
        let host = LayoutHost()
        let tall = label("Tall", font: .systemFont(ofSize: 17), in: host)
        let other = label("Other", font: .systemFont(ofSize: 12), in: host)
        NSLayoutConstraint.activate([
            tall.leadingAnchor.constraint(equalTo: host.root.leadingAnchor), tall.topAnchor.constraint(equalTo: host.root.topAnchor),
            tall.heightAnchor.constraint(equalToConstant: 100),
            other.leadingAnchor.constraint(equalTo: tall.trailingAnchor, constant: 8),
            other.firstBaselineAnchor.constraint(equalTo: tall.firstBaselineAnchor),
        ])
        host.layout()
        #expect(tall.frame.height == 100)
        #expect(abs(drawnBaseline(of: other) - drawnBaseline(of: tall)) <= 1, "within a pixel at 1x")
    }

    @Test func lastBaselineOfAWrappedLabel() {
        let host = LayoutHost()
        let body = label("A paragraph long enough to wrap onto several lines", font: .systemFont(ofSize: 17), in: host)
        body.numberOfLines = 0
        body.preferredMaxLayoutWidth = 120
        let caption = label("end", font: .italicSystemFont(ofSize: 11), in: host)
        NSLayoutConstraint.activate([
            body.leadingAnchor.constraint(equalTo: host.root.leadingAnchor), body.topAnchor.constraint(equalTo: host.root.topAnchor),
            body.widthAnchor.constraint(equalToConstant: 120),
            caption.leadingAnchor.constraint(equalTo: body.trailingAnchor, constant: 8),
            caption.lastBaselineAnchor.constraint(equalTo: body.lastBaselineAnchor),
            caption.firstBaselineAnchor.constraint(greaterThanOrEqualTo: body.firstBaselineAnchor),
        ])
        host.layout()
        #expect(body.textLayout(in: body.bounds).lines.count > 2)
        #expect(abs(drawnBaseline(of: caption, first: false) - drawnBaseline(of: body, first: false)) <= 1, "within a pixel at 1x")
    }

    @Test func aPlainViewsBaselineIsItsBottom() {
        let host = LayoutHost()
        let box = host.constrainedView()
        let label = label("Base", font: .systemFont(ofSize: 20), in: host)
        NSLayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: host.root.leadingAnchor), box.topAnchor.constraint(equalTo: host.root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 40), box.heightAnchor.constraint(equalToConstant: 40),
            label.leadingAnchor.constraint(equalTo: box.trailingAnchor),
            label.firstBaselineAnchor.constraint(equalTo: box.firstBaselineAnchor),
        ])
        host.layout()
        #expect(abs(drawnBaseline(of: label) - 50) <= 1, "within a pixel at 1x")
    }
}
