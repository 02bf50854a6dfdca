import Testing
@testable import UIKit

/// `systemLayoutSizeFitting`: the size a view's constraints and content give it, as self-sizing headers and
/// cells ask for it, without moving anything.
@MainActor
@Suite struct UIViewSystemLayoutSizeFittingTests {
    /// A container (placed by its frame, as a table header is) holding a label inset by 10 points.
    private func card(text: String, lines: Int = 1) -> (UIView, UILabel) {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 50))
        let label = UILabel()
        label.text = text
        label.numberOfLines = lines
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 10),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -10),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 10),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -10),
        ])
        return (container, label)
    }

    @Test func theCompressedSizeWrapsTheContent() {
        let (container, label) = card(text: "Heron")
        let natural = label.intrinsicContentSize
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        #expect(size == CGSize(width: natural.width + 20, height: natural.height + 20))
    }

    @Test func contentHuggingAlsoBoundsTheExpandedSize() {
        let (container, label) = card(text: "Heron")
        let natural = label.intrinsicContentSize
        let size = container.systemLayoutSizeFitting(UIView.layoutFittingExpandedSize)
        #expect(size == CGSize(width: natural.width + 20, height: natural.height + 20))
    }

    @Test func aRequiredWidthMakesAMultiLineLabelWrap() {
        let text = "A long description that needs several lines when the card is narrow"
        let (container, label) = card(text: text, lines: 0)
        let size = container.systemLayoutSizeFitting(CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                                                     verticalFittingPriority: .fittingSizeLevel)
        let wrapped = TextLayout(text: text, font: label.font, width: 180, numberOfLines: 0, lineBreakMode: .byWordWrapping)
        #expect(wrapped.lines.count > 1)
        #expect(size.width == 200)
        #expect(size.height == wrapped.size.height.rounded(.up) + 20)
    }

    @Test func fittingMovesNothing() {
        let host = LayoutHost()
        let (container, label) = card(text: "Egret")
        container.frame = CGRect(x: 20, y: 40, width: 300, height: 50)
        host.root.addSubview(container)
        host.layout()
        let labelFrame = label.frame
        _ = container.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
        host.layout()
        #expect(container.frame == CGRect(x: 20, y: 40, width: 300, height: 50))
        #expect(label.frame == labelFrame)
        #expect(labelFrame == CGRect(x: 10, y: 10, width: 280, height: 30))
        #expect(container.constraints.count == 4, "no fitting constraint is left behind")
    }

    @Test func aViewPlacedByConstraintsFitsToo() {
        let host = LayoutHost()
        let badge = host.constrainedView()
        let label = UILabel()
        label.text = "New"
        label.translatesAutoresizingMaskIntoConstraints = false
        badge.addSubview(label)
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: badge.leadingAnchor, constant: 6),
            label.trailingAnchor.constraint(equalTo: badge.trailingAnchor, constant: -6),
            label.topAnchor.constraint(equalTo: badge.topAnchor, constant: 2),
            label.bottomAnchor.constraint(equalTo: badge.bottomAnchor, constant: -2),
            badge.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
            badge.topAnchor.constraint(equalTo: host.root.topAnchor),
        ])
        let natural = label.intrinsicContentSize
        #expect(badge.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize) == CGSize(width: natural.width + 12, height: natural.height + 4))
        host.layout()
        #expect(badge.frame.size == CGSize(width: natural.width + 12, height: natural.height + 4))
    }
}
