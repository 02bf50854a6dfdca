import Testing
@testable import UIKit

/// Intrinsic content size: views sized by their content unless constraints say otherwise, re-laid out when the
/// content changes, and contests between neighbours settled by content hugging and compression resistance.
@MainActor
@Suite struct UIViewIntrinsicContentSizeTests {
    /// A view whose natural size is set from outside, as a custom control's would follow its content.
    final class SizedView: UIView {
        var natural = CGSize(width: 60, height: 20) {
            didSet { invalidateIntrinsicContentSize() }
        }
        override var intrinsicContentSize: CGSize { natural }
    }

    private func label(_ text: String, in host: LayoutHost) -> UILabel {
        let label = UILabel()
        label.text = text
        label.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(label)
        return label
    }

    /// Pins `view`'s top-leading corner only, so its size comes from its content.
    private func pinCorner(_ view: UIView, in host: LayoutHost, x: CGFloat = 10, y: CGFloat = 10) {
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: host.root.leadingAnchor, constant: x),
                                     view.topAnchor.constraint(equalTo: host.root.topAnchor, constant: y)])
    }

    @Test func defaultPriorities() {
        let view = UIView()
        #expect(view.intrinsicContentSize == CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric))
        #expect(UIView.noIntrinsicMetric == -1)
        for axis in [NSLayoutConstraint.Axis.horizontal, .vertical] {
            #expect(view.contentHuggingPriority(for: axis) == .defaultLow)
            #expect(view.contentCompressionResistancePriority(for: axis) == .defaultHigh)
        }
        view.setContentHuggingPriority(.required, for: .vertical)
        #expect(view.contentHuggingPriority(for: .vertical) == .required)
        #expect(view.contentHuggingPriority(for: .horizontal) == .defaultLow)
    }

    @Test func aLabelTakesTheSizeOfItsText() {
        let host = LayoutHost()
        let label = label("Sparrow", in: host)
        pinCorner(label, in: host)
        host.layout()
        let natural = label.intrinsicContentSize
        #expect(natural.width > 0 && natural.height > 0)
        #expect(label.frame == CGRect(origin: CGPoint(x: 10, y: 10), size: natural))
    }

    @Test func changingALabelsTextResizesItAtTheNextLayout() {
        let host = LayoutHost()
        let label = label("Wren", in: host)
        pinCorner(label, in: host)
        host.layout()
        let short = label.frame.width
        label.text = "Long-tailed tit"
        #expect(label.needsUpdateConstraints(), "the text change invalidated the intrinsic size")
        host.layout()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        #expect(label.frame.width > short)
        label.font = .systemFont(ofSize: 34)
        host.layout()
        #expect(label.frame.size == label.intrinsicContentSize)
    }

    @Test func anImageViewTakesTheSizeOfItsImage() {
        let host = LayoutHost()
        let imageView = UIImageView(image: TestImages.filled(CGSize(width: 40, height: 30)))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(imageView)
        pinCorner(imageView, in: host)
        host.layout()
        #expect(imageView.frame == CGRect(x: 10, y: 10, width: 40, height: 30))
        imageView.image = TestImages.filled(CGSize(width: 64, height: 16))
        host.layout()
        #expect(imageView.frame == CGRect(x: 10, y: 10, width: 64, height: 16))
        imageView.image = nil
        imageView.widthAnchor.constraint(equalToConstant: 5).isActive = true
        imageView.heightAnchor.constraint(equalToConstant: 5).isActive = true
        host.layout()
        #expect(imageView.frame.size == CGSize(width: 5, height: 5), "without an image there is no intrinsic size")
    }

    @Test func invalidateIntrinsicContentSizeRelaysOutACustomView() {
        let host = LayoutHost()
        let view = SizedView()
        view.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(view)
        pinCorner(view, in: host)
        host.layout()
        #expect(view.frame.size == CGSize(width: 60, height: 20))
        view.natural = CGSize(width: 90, height: UIView.noIntrinsicMetric)
        view.heightAnchor.constraint(equalToConstant: 33).isActive = true
        host.layout()
        #expect(view.frame.size == CGSize(width: 90, height: 33), "an axis with noIntrinsicMetric has no content constraint")
    }

    @Test func explicitConstraintsOverrideTheIntrinsicSize() {
        let host = LayoutHost()
        let label = label("Robin", in: host)
        pinCorner(label, in: host)
        label.widthAnchor.constraint(equalToConstant: 200).isActive = true
        host.layout()
        #expect(label.frame.width == 200, "a required width beats hugging")
        let narrow = self.label("Robin", in: host)
        pinCorner(narrow, in: host, y: 60)
        narrow.widthAnchor.constraint(equalToConstant: 10).isActive = true
        host.layout()
        #expect(narrow.frame.width == 10, "a required width beats compression resistance")
    }

    @Test func aViewThatTranslatesItsFrameIgnoresItsIntrinsicSize() {
        let host = LayoutHost()
        let label = UILabel(frame: CGRect(x: 5, y: 5, width: 300, height: 40))
        label.text = "Kite"
        host.root.addSubview(label)
        host.layout()
        #expect(label.frame == CGRect(x: 5, y: 5, width: 300, height: 40))
    }

    @Test func theLabelThatHugsHarderKeepsItsWidth() {
        let host = LayoutHost()
        let name = label("Name", in: host), value = label("Value", in: host)
        NSLayoutConstraint.activate([
            name.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
            value.leadingAnchor.constraint(equalTo: name.trailingAnchor, constant: 8),
            value.trailingAnchor.constraint(equalTo: host.root.trailingAnchor),
            name.topAnchor.constraint(equalTo: host.root.topAnchor), value.topAnchor.constraint(equalTo: host.root.topAnchor),
        ])
        name.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        host.layout()
        #expect(name.frame.width == name.intrinsicContentSize.width)
        #expect(value.frame.minX == name.frame.maxX + 8 && value.frame.maxX == 400)

        name.setContentHuggingPriority(.defaultLow, for: .horizontal)
        value.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
        host.layout()
        #expect(value.frame.width == value.intrinsicContentSize.width, "the other label now hugs")
        #expect(name.frame.minX == 0 && name.frame.maxX == value.frame.minX - 8)
    }

    @Test func theLabelThatResistsLessIsCompressed() {
        let host = LayoutHost(size: CGSize(width: 200, height: 100))
        let title = label("A rather long title", in: host), detail = label("Some detail text", in: host)
        NSLayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
            detail.leadingAnchor.constraint(equalTo: title.trailingAnchor),
            detail.trailingAnchor.constraint(equalTo: host.root.trailingAnchor),
            title.topAnchor.constraint(equalTo: host.root.topAnchor), detail.topAnchor.constraint(equalTo: host.root.topAnchor),
        ])
        #expect(title.intrinsicContentSize.width + detail.intrinsicContentSize.width > 200, "the row is too narrow for both")
        detail.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        host.layout()
        #expect(title.frame.width == title.intrinsicContentSize.width)
        #expect(detail.frame.width == 200 - title.frame.width)

        detail.setContentCompressionResistancePriority(.defaultHigh, for: .horizontal)
        title.setContentCompressionResistancePriority(UILayoutPriority(749), for: .horizontal)
        host.layout()
        #expect(detail.frame.width == detail.intrinsicContentSize.width)
        #expect(title.frame.width == 200 - detail.frame.width)
    }

    @Test func huggingBeatsAnOptionalConstraintBelowIt() {
        let host = LayoutHost()
        let label = label("Owl", in: host)
        pinCorner(label, in: host)
        let wish = label.widthAnchor.constraint(equalToConstant: 300)
        wish.priority = .defaultLow - 1
        wish.isActive = true
        host.layout()
        #expect(label.frame.width == label.intrinsicContentSize.width)
        wish.priority = .defaultLow + 1
        host.layout()
        #expect(label.frame.width == 300, "a wish above the hugging priority stretches the label")
    }

    @Test func aMultiLineLabelWrapsAtTheWidthItsConstraintsGiveIt() {
        let host = LayoutHost(size: CGSize(width: 400, height: 600))
        let label = label("The quick brown fox jumps over the lazy dog near the riverbank at dawn", in: host)
        label.numberOfLines = 0
        let width = label.widthAnchor.constraint(equalToConstant: 150)
        NSLayoutConstraint.activate([width, label.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     label.topAnchor.constraint(equalTo: host.root.topAnchor)])
        host.root.layoutIfNeeded()
        let lineHeight = label.font.lineHeight
        let narrowLines = TextLayout(text: label.text!, font: label.font, width: 150, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.count
        #expect(narrowLines > 2)
        #expect(label.frame.width == 150)
        #expect(label.frame.height == (CGFloat(narrowLines) * lineHeight).rounded(.up), "one layout pass wraps the label")
        #expect(label.intrinsicContentSize.height == label.frame.height)

        width.constant = 380
        host.root.layoutIfNeeded()
        let wideLines = TextLayout(text: label.text!, font: label.font, width: 380, numberOfLines: 0, lineBreakMode: .byWordWrapping).lines.count
        #expect(wideLines < narrowLines)
        #expect(label.frame.height == (CGFloat(wideLines) * lineHeight).rounded(.up))
    }

    @Test func preferredMaxLayoutWidthFixesTheWrappingWidth() {
        let host = LayoutHost(size: CGSize(width: 400, height: 600))
        let label = label("The quick brown fox jumps over the lazy dog", in: host)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 100
        pinCorner(label, in: host, x: 0, y: 0)
        host.layout()
        let expected = TextLayout(text: label.text!, font: label.font, width: 100, numberOfLines: 0, lineBreakMode: .byWordWrapping).size
        #expect(label.frame.height == expected.height.rounded(.up))
        #expect(label.frame.width <= 100)
    }
}
