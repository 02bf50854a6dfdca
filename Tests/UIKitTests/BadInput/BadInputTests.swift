import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// Each repro of the bad-input report: the misuse is reported at the call, in UIKit's words, the bad value is refused
/// or replaced, and the window still lays out and renders afterwards.
@MainActor @Suite struct BadInputTests {
    private let host = LayoutHost()

    /// The window still renders, and shows the root view's background at a corner it does not cover with anything else.
    private func expectWindowRenders(sourceLocation: SourceLocation = #_sourceLocation) throws {
        host.root.backgroundColor = .systemBlue
        let image = try #require(host.window.snapshotImage().cgImage, sourceLocation: sourceLocation)
        #expect(image.width == 400 && image.height == 300, sourceLocation: sourceLocation)
        #expect(image.rgba(399, 299) == RGBA(0, 122, 255), sourceLocation: sourceLocation)
    }

    /// A constrained view pinned to the root's top-left corner.
    private func pinnedView() -> UIView {
        let view = host.constrainedView()
        NSLayoutConstraint.activate([view.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     view.topAnchor.constraint(equalTo: host.root.topAnchor)])
        return view
    }

    @Test func nonFiniteConstantIsRefusedAtCreation() throws {
        let view = host.constrainedView()
        var constraint: NSLayoutConstraint!
        let reports = recordMisuseReports {
            constraint = view.widthAnchor.constraint(equalToConstant: .infinity)
            constraint.isActive = true
        }
        #expect(reports.count == 1)
        #expect(reports.first?.exceptionName == "NSInvalidArgumentException")
        #expect(reports.first?.message.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:inf firstAnchor:UIView:0x") == true)
        #expect(constraint.constant == 0)
        host.layout()
        #expect(view.frame.width == 0)
        try expectWindowRenders()
    }

    @Test func nonFiniteConstantIsRefusedBySetter() throws {
        let view = pinnedView()
        let width = view.widthAnchor.constraint(equalToConstant: 40)
        NSLayoutConstraint.activate([width, view.heightAnchor.constraint(equalToConstant: 10)])
        let reports = recordMisuseReports { width.constant = -.nan }
        #expect(reports.map(\.raisesOnIOS) == [true])
        #expect(width.constant == 40)
        host.layout()
        #expect(view.frame.size == CGSize(width: 40, height: 10))
        try expectWindowRenders()
    }

    @Test func hugeConstantIsReplacedAndLoggedOnce() throws {
        let view = host.constrainedView()
        let reports = recordMisuseReports {
            view.widthAnchor.constraint(equalToConstant: 1e19).isActive = true
            view.heightAnchor.constraint(equalToConstant: -1e300).isActive = true
        }
        // UIKit logs this once per process; another test may have triggered it first.
        #expect(reports.count <= 1)
        #expect(reports.allSatisfy { !$0.raisesOnIOS && $0.message.contains("exceeds internal limits") })
        #expect(view.constraints.map(\.constant).sorted() == [-16_777_216, 16_777_216])
        #expect(view.constraints.first?.description.contains("16777216") == true)
        try expectWindowRenders()
    }

    @Test func nonFiniteMultiplierIsReplaced() {
        let (a, b) = (host.constrainedView(), host.constrainedView())
        var constraint: NSLayoutConstraint!
        let reports = recordMisuseReports { constraint = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: .nan) }
        #expect(reports.map(\.message) == ["Multiplier is not finite!  That's illegal.  multiplier:nan; using 1 instead."])
        #expect(constraint.multiplier == 1)
    }

    @Test func priorityOutsideOneToAThousandIsRefusedAtTheSetter() throws {
        let view = pinnedView()
        let constraint = view.widthAnchor.constraint(equalToConstant: 30)
        constraint.priority = .defaultHigh
        let reports = recordMisuseReports {
            constraint.priority = UILayoutPriority(.nan)
            constraint.priority = UILayoutPriority(0)
            constraint.priority = UILayoutPriority(1001)
        }
        #expect(reports.count == 3)
        #expect(reports.allSatisfy { $0.exceptionName == "NSInternalInconsistencyException" })
        #expect(reports.last?.message == "It's illegal to set priority:1001.000000. Priorities must be greater than 0 and less than or equal to NSLayoutPriorityRequired, which is 1000.000000.")
        #expect(constraint.priority == .defaultHigh)
        constraint.isActive = true
        host.layout()
        #expect(view.frame.width == 30)
    }

    @Test func contentPrioritiesAreCheckedWhenSet() throws {
        let label = UILabel()
        label.text = "Hug"
        label.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(label)
        let reports = recordMisuseReports {
            label.setContentHuggingPriority(UILayoutPriority(1001), for: .horizontal)
            label.setContentCompressionResistancePriority(UILayoutPriority(-3), for: .vertical)
        }
        #expect(reports.map { $0.message.prefix(48) } == ["It's illegal to set content hugging priority:100",
                                                         "It's illegal to set content compression resistan"])
        #expect(label.contentHuggingPriority(for: .horizontal) == .defaultLow)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        host.layout()
        try expectWindowRenders()
    }

    @Test func nonFiniteGeometryIsRefusedAtTheAssignment() throws {
        let label = UILabel(frame: CGRect(x: 10, y: 20, width: 100, height: 30))
        label.text = "Still here"
        host.root.addSubview(label)
        let reports = recordMisuseReports {
            label.frame.size.height = -.infinity
            label.frame.origin.x = .nan
            label.bounds = CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)
            label.center = CGPoint(x: 1, y: CGFloat.nan)
            label.transform = CGAffineTransform(scaleX: CGFloat.nan, y: 1)
            label.layer.anchorPoint = CGPoint(x: CGFloat.infinity, y: 0)
            label.alpha = .nan
        }
        #expect(reports.map { $0.exceptionName } == [nil, "CALayerInvalidGeometry", "CALayerInvalidGeometry", "CALayerInvalidGeometry",
                                                 "CALayerInvalidGeometry", nil, nil])
        #expect(reports[0].message.hasPrefix("CALayer bounds is not finite: [0 0; 100 -inf]; it keeps its value. Layer: <CALayer: 0x"))
        #expect(reports[1].message.hasPrefix("CALayer position contains NaN: [nan 20]. Layer: <CALayer: "))
        #expect(reports[1].message.contains("delegate = <UILabel: 0x"))
        #expect(reports[2].message.hasPrefix("CALayer bounds contains NaN: [0 0; nan 4]"))
        #expect(label.frame == CGRect(x: 10, y: 20, width: 100, height: 30))
        #expect(label.transform.isIdentity)
        #expect(label.alpha == 1)
        #expect(host.root.hitTest(CGPoint(x: -CGFloat.greatestFiniteMagnitude, y: 0), with: nil) == nil)
        #expect(host.root.hitTest(CGPoint(x: CGFloat.nan, y: 0), with: nil) == nil)
        try expectWindowRenders()
    }

    @Test func badScalesAreReportedAndGiveEmptyImages() throws {
        let reports = recordMisuseReports {
            #expect(host.root.snapshotImage(scale: .nan).cgImage == nil)
            #expect(host.root.snapshotImage(scale: -2).cgImage == nil)
            #expect(UIScreen(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), scale: .nan).scale == 1)
        }
        #expect(reports.count == 3)
        #expect(reports[0].message.hasPrefix("UIGraphicsImageRenderer: the scale must be a number greater than 0, not nan"))
        try expectWindowRenders()
    }

    @Test func imageScaleOfZeroIsReplacedByOne() throws {
        let png = try #require(TestImages.filled(CGSize(width: 4, height: 2)).pngData())
        var image: UIImage?
        let reports = recordMisuseReports { image = UIImage(data: png, scale: 0) }
        #expect(reports.map(\.message) == ["UIImage: the scale must be a number greater than 0, not 0.0; using 1."])
        #expect(image?.size == CGSize(width: 4, height: 2))
        let imageView = UIImageView(image: image)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        host.root.addSubview(imageView)
        NSLayoutConstraint.activate([imageView.leadingAnchor.constraint(equalTo: host.root.leadingAnchor),
                                     imageView.topAnchor.constraint(equalTo: host.root.topAnchor)])
        host.layout()
        #expect(imageView.frame.size == CGSize(width: 4, height: 2))
        try expectWindowRenders()
    }

    @Test func nonFiniteColorComponentsAndQualityAreReplaced() throws {
        var color: UIColor!
        var jpeg: Data?
        let reports = recordMisuseReports {
            color = UIColor(hue: .nan, saturation: 1, brightness: 1, alpha: 1)
            jpeg = TestImages.filled(CGSize(width: 2, height: 2)).jpegData(compressionQuality: .nan)
        }
        #expect(reports.count == 2)
        var (red, green, blue, alpha): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
        #expect([red, green, blue, alpha] == [1, 0, 0, 1])
        #expect(jpeg.flatMap(UIImage.init(data:))?.size == CGSize(width: 2, height: 2))
    }

    @Test func fontSizeOfZeroIsReplaced() throws {
        let label = UILabel()
        var font: UIFont!
        let reports = recordMisuseReports { font = .systemFont(ofSize: 0) }
        #expect(reports.map(\.message) == ["UIFont: the font size must be a number greater than 0, not 0.0; using 14.0."])
        #expect(font.pointSize == UIFont.systemFontSize)
        label.font = font
        label.text = "Two\nlines"
        label.numberOfLines = 0
        #expect(label.intrinsicContentSize.height > 0)
        label.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        host.root.addSubview(label)
        try expectWindowRenders()
    }

    @Test func unsatisfiableSystemConstraintNamesWhatItConflictsWith() throws {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        host.root.addSubview(view)
        // A required width that a frame-translating view's own frame pin contradicts.
        view.widthAnchor.constraint(equalToConstant: 80).isActive = true
        let reports = recordMisuseReports { host.layout() }
        let report = try #require(reports.first)
        #expect(report.message.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(!report.message.contains("[]"))
        #expect(report.message.contains("UIView:0x"))
        try expectWindowRenders()
    }

    @Test func aShadowBlurredFarBeyondTheFrameStaysInProportion() throws {
        let view = UIView(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        view.backgroundColor = .white
        view.layer.shadowOpacity = 1
        view.layer.shadowRadius = 4_000
        host.root.addSubview(view)
        // A blur ten times the window's size once made a plane of half a gigabyte and took seconds; spread that
        // wide, the shadow is too faint to show.
        try withWatchdog(seconds: 10, { "a shadow of radius 4,000" }) { try expectWindowRenders() }
    }

    @Test func injectedGesturesOfImpossibleLengthAreReportedAndSkipped() {
        let clock = ManualClock.install()
        defer { ManualClock.uninstall() }
        let control = UIControl(frame: CGRect(x: 0, y: 0, width: 400, height: 300))
        var touched = 0
        control.addAction(UIAction { _ in touched += 1 }, for: .touchDown)
        host.root.addSubview(control)
        let start = clock.now
        let reports = recordMisuseReports {
            host.window.drag(from: CGPoint(x: 10, y: 10), to: CGPoint(x: 50, y: 50), duration: .infinity)
            host.window.longPress(at: CGPoint(x: 10, y: 10), duration: .nan)
            host.window.pinch(at: CGPoint(x: 100, y: 100), scale: 2, duration: -1)
            host.window.rotate(at: CGPoint(x: 100, y: 100), radians: 1, duration: 1e300)
        }
        #expect(reports.count == 4 && reports.allSatisfy { $0.message.contains("a gesture lasts from 0 to 600 seconds") }, "\(reports)")
        #expect(touched == 0 && clock.now == start)
    }
}
