import Testing
import UIKitTesting
import UIKit

/// `sizeToFit()` measures a button without a configuration as UIKit does: 30 x 34 when empty, a title 6 points
/// from the top and bottom while the content insets are zero, and the alignments placing the title in that padding.
@MainActor @Suite struct UIButtonSizeToFitTests {
    nonisolated private static let types: [UIButton.ButtonType] = [.custom, .system]

    private func button(_ type: UIButton.ButtonType, title: String? = nil, fontSize: CGFloat = 15) -> UIButton {
        let button = type == .custom ? UIButton(frame: .zero) : UIButton(type: type)
        button.setTitle(title, for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: fontSize)
        return button
    }

    /// The title's fitted size, as a label alone measures it.
    private func titleSize(_ button: UIButton) throws -> CGSize {
        let label = UILabel()
        label.font = try #require(button.titleLabel).font
        label.text = button.currentTitle
        return label.sizeThatFits(.zero)
    }

    @Test(arguments: types) func anEmptyButtonFitsToThirtyByThirtyFour(type: UIButton.ButtonType) {
        let button = button(type)
        button.frame.origin = CGPoint(x: 5, y: 7)
        button.sizeToFit()
        #expect(button.frame == CGRect(x: 5, y: 7, width: 30, height: 34))
    }

    @Test(arguments: types) func aTitledButtonIsItsTitlePlusSixAboveAndBelow(type: UIButton.ButtonType) throws {
        var heights: [CGFloat] = []
        for fontSize: CGFloat in [12, 16, 20] {
            let button = button(type, title: "MediumButtonText", fontSize: fontSize)
            button.sizeToFit()
            let title = try titleSize(button)
            #expect(title.height == button.titleLabel!.font.lineHeight.rounded(.up))
            #expect(button.frame.size == CGSize(width: title.width, height: title.height + 12))
            heights.append(button.frame.height)
        }
        #expect(heights == [27, 32, 37], "each size its own height, as iOS's 26.5, 31 and 36 for Roboto, whose lines are shorter")
    }

    @Test func otherContentInsetsReplaceThePadding() throws {
        let button = button(.system, title: "Done")
        let title = try titleSize(button)
        button.contentEdgeInsets = UIEdgeInsets(top: 0.01, left: 0, bottom: 0.01, right: 0)
        button.sizeToFit()
        #expect(abs(button.frame.height - (title.height + 0.02)) < 1e-9)
        button.contentEdgeInsets = UIEdgeInsets(top: 2, left: 8, bottom: 4, right: 8)
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: title.width + 16, height: title.height + 6))
        button.contentEdgeInsets = .zero
        button.setImage(TestImages.filled(CGSize(width: 10, height: 50)), for: .normal)
        button.sizeToFit()
        #expect(button.frame.size == CGSize(width: title.width + 10, height: 50), "a taller image than the padded title sets the height")
    }

    @Test(arguments: types) func theAlignmentsPlaceTheTitleInTheFittedSize(type: UIButton.ButtonType) throws {
        let button = button(type, title: "Short", fontSize: 12)
        button.sizeToFit()
        let title = try titleSize(button)
        func titleFrame(_ horizontal: UIControl.ContentHorizontalAlignment, _ vertical: UIControl.ContentVerticalAlignment) -> CGRect? {
            button.contentHorizontalAlignment = horizontal
            button.contentVerticalAlignment = vertical
            button.layoutIfNeeded()
            return button.titleLabel?.frame
        }
        let fitted = CGRect(x: 0, y: 6, width: title.width, height: title.height)
        #expect(titleFrame(.center, .center) == fitted, "centered by default")
        #expect(titleFrame(.left, .top) == fitted)
        #expect(titleFrame(.right, .bottom) == fitted)
        #expect(titleFrame(.fill, .fill) == fitted)

        // In a larger frame the title keeps the padding from the top and bottom edges.
        button.frame.size = CGSize(width: 200, height: 100)
        #expect(titleFrame(.center, .center) == CGRect(x: 100 - title.width / 2, y: 50 - title.height / 2, width: title.width, height: title.height))
        #expect(titleFrame(.left, .top) == CGRect(x: 0, y: 6, width: title.width, height: title.height))
        #expect(titleFrame(.right, .bottom) == CGRect(x: 200 - title.width, y: 94 - title.height, width: title.width, height: title.height))
    }

    @Test func aButtonNeverMeasuredAlignsItsTitleToTheEdges() throws {
        let button = button(.custom, title: "Short", fontSize: 12)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.origin == .zero)
        button.contentVerticalAlignment = .bottom
        button.layoutIfNeeded()
        #expect(button.titleLabel?.frame.maxY == 100)
    }

    @Test func withAnImageTheTitleTouchesTheEdges() throws {
        let button = button(.custom, title: "Short", fontSize: 12)
        button.setImage(TestImages.filled(CGSize(width: 40, height: 40)), for: .normal)
        button.sizeToFit()
        button.frame.size = CGSize(width: 200, height: 100)
        button.contentHorizontalAlignment = .left
        button.contentVerticalAlignment = .top
        button.layoutIfNeeded()
        #expect(button.imageView?.frame.origin == .zero && button.titleLabel?.frame.origin == CGPoint(x: 40, y: 0))
    }
}
