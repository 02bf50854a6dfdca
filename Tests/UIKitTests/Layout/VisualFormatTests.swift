import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)` on the examples of Apple's Auto Layout
/// Guide, laid out, and on its errors.
@MainActor
struct VisualFormatTests {
    private let container = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 300))

    /// Views of fixed intrinsic size 60 x 30, added to the container, named.
    private func views(_ names: String...) -> [String: UIView] {
        var views: [String: UIView] = [:]
        for name in names {
            let view = FixedSizeView(size: CGSize(width: 60, height: 30))
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
            views[name] = view
        }
        return views
    }

    private func layOut(_ formats: [String], options: NSLayoutConstraint.FormatOptions = [], metrics: [String: Any]? = nil,
                        _ views: [String: UIView]) {
        for format in formats {
            NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: metrics, views: views))
        }
        container.layoutIfNeeded()
    }

    @Test func standardSpaceIsEightBetweenViewsAndTwentyToTheSuperview() {
        let views = views("find", "findNext", "findField")
        layOut(["|-[find]-[findNext]-[findField(>=20)]-|", "V:|-[find]"], views)
        #expect(views["find"]!.frame == CGRect(x: 20, y: 20, width: 60, height: 30))
        #expect(views["findNext"]!.frame.minX == 88)
        #expect(views["findField"]!.frame.minX == 156 && views["findField"]!.frame.maxX == 380)
    }

    @Test func connectionsToTheSuperviewAndFlushViews() {
        let views = views("purpleBox", "maroonView", "blueView")
        layOut(["|-50-[purpleBox]-50-|", "|[maroonView][blueView]", "V:|[purpleBox]-10-[maroonView]"], views)
        #expect(views["purpleBox"]!.frame == CGRect(x: 50, y: 0, width: 300, height: 30))
        #expect(views["maroonView"]!.frame.origin == CGPoint(x: 0, y: 40))
        #expect(views["blueView"]!.frame.minX == 60)
    }

    @Test func viewPredicatesSetSizesWithRelationsPrioritiesAndOtherViews() throws {
        let views = views("button", "button1", "button2", "flexibleButton")
        let made = NSLayoutConstraint.constraints(withVisualFormat: "[button(100@20)]", metrics: nil, views: views)
        let priority = try #require(made.first)
        #expect(made.count == 1 && priority.priority.rawValue == 20 && priority.constant == 100 && priority.firstAttribute == .width)
        layOut(["|[button1(==button2)][button2(150)]", "|[flexibleButton(>=70,<=100)]"], views)
        #expect(views["button1"]!.frame.width == 150)
        #expect(views["flexibleButton"]!.frame.width == 70)
    }

    @Test func metricsNameConstantsAndPriorities() {
        let views = views("a", "b")
        layOut(["H:|-margin-[a(width)]-(>=spacing@high)-[b]-margin-|"], metrics: ["margin": 12, "width": 80.0, "spacing": CGFloat(5), "high": 750],
               views)
        #expect(views["a"]!.frame.minX == 12 && views["a"]!.frame.width == 80)
        #expect(views["b"]!.frame.maxX == 388)
    }

    @Test func verticalLayoutAndAlignmentOptions() {
        let views = views("topField", "bottomField", "label")
        layOut(["V:|-[topField]-10-[bottomField]", "|-[topField]"], views)
        layOut(["H:[topField]-[label]"], options: .alignAllCenterY, views)
        #expect(views["topField"]!.frame.minY == 20 && views["bottomField"]!.frame.minY == 60)
        #expect(views["label"]!.frame.midY == views["topField"]!.frame.midY && views["label"]!.frame.minX == 88)
    }

    @Test func theDirectionOptionRunsAHorizontalFormatLeftToRightOrRightToLeft() {
        let views = views("first", "second")
        layOut(["H:|-[first]-[second]", "V:|[first]", "V:|[second]"], options: .directionRightToLeft, views)
        #expect(views["first"]!.frame.maxX == 380 && views["second"]!.frame.maxX == 312)
        let made = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[first]", options: .directionLeftToRight, metrics: nil, views: views)
        #expect(made.first?.firstAttribute == .left)
        #expect(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[first]", metrics: nil, views: views).first?.firstAttribute == .leading)
    }

    @Test func errorsAreReportedInApplesWordsWithACaretAndMakeNothing() {
        let views = views("a")
        let orphan = UIView()
        var made: [NSLayoutConstraint] = [NSLayoutConstraint()]
        let reports = recordMisuseReports {
            made = NSLayoutConstraint.constraints(withVisualFormat: "H:|[a", metrics: nil, views: views)
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-[b]", metrics: nil, views: views)
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:|[orphan]|", metrics: nil, views: ["orphan": orphan])
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]-gap-|", metrics: nil, views: views)
            _ = NSLayoutConstraint.constraints(withVisualFormat: "H:[a]", options: .alignAllLeading, metrics: nil, views: views)
        }
        #expect(made.isEmpty)
        #expect(reports.map(\.message) == [
            "Unable to parse constraint format: \nExpected a ']' to close the view \nH:|[a \n     ^",
            "Unable to parse constraint format: \nb is not a key in the views dictionary. \nH:[a]-[b]",
            "Unable to parse constraint format: \nUnable to interpret '|' character, because the related view doesn't have a superview \nH:|[orphan]|",
            "Unable to parse constraint format: \ngap is not a key in the metrics dictionary. \nH:[a]-gap-| \n      ^",
            "Unable to parse constraint format: \nOptions mask required views to be aligned on a horizontal edge, which is not allowed for layout that is also horizontal. \nH:[a]",
        ])
        #expect(reports.allSatisfy { $0.exceptionName == "NSInvalidArgumentException" })
    }
}

/// A view with a fixed intrinsic content size.
private final class FixedSizeView: UIView {
    private let size: CGSize

    init(size: CGSize) {
        self.size = size
        super.init(frame: .zero)
    }

    required init?(coder: NSCoder) { fatalError("not decoded") }

    override var intrinsicContentSize: CGSize { size }
}
