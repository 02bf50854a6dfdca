import Testing
import UIKitTesting
@testable import UIKit

/// List rows drawn headless as a grouped list would draw them, compared with a reference PNG.
@MainActor @Suite(.serialized) struct ListContentSnapshotTests {
    /// A rounded square icon, as settings rows show.
    private static let icon = UIGraphicsImageRenderer(size: CGSize(width: 29, height: 29)).image { _ in
        UIColor.systemGreen.setFill()
        UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 29, height: 29), cornerRadius: 7).fill()
    }

    /// A header, rows of each cell style on grouped-cell backgrounds (one selected), a footer, then a sidebar
    /// header and a selected sidebar row; each row sized by `systemLayoutSizeFitting` at the list's width.
    private func galleryView(width: CGFloat) -> UIView {
        let list = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 0))
        list.backgroundColor = .systemGroupedBackground
        var selected = UICellConfigurationState(traitCollection: UITraitCollection())
        selected.isSelected = true
        let unselected = UICellConfigurationState(traitCollection: UITraitCollection())

        func text(_ configuration: UIListContentConfiguration, _ text: String, _ secondary: String? = nil,
                  image: UIImage? = nil) -> UIListContentConfiguration {
            var configuration = configuration
            (configuration.text, configuration.secondaryText, configuration.image) = (text, secondary, image)
            return configuration
        }
        let rows: [(UIListContentConfiguration, UIBackgroundConfiguration?, UICellConfigurationState)] = [
            (text(.groupedHeader(), "Connections"), nil, unselected),
            (text(.cell(), "Airplane Mode", image: Self.icon), .listGroupedCell(), unselected),
            (text(.valueCell(), "Wi-Fi", "Home", image: Self.icon), .listGroupedCell(), unselected),
            (text(.subtitleCell(), "Bluetooth", "Two devices connected", image: Self.icon), .listGroupedCell(), selected),
            (text(.cell(), "A row whose long text wraps onto a second line rather than being cut short"), .listGroupedCell(), unselected),
            (text(.groupedFooter(), "Footers explain the rows above them in small gray text."), nil, unselected),
            (text(.prominentInsetGroupedHeader(), "Library"), nil, unselected),
            (text(.sidebarCell(), "Recently Added", image: Self.icon.withRenderingMode(.alwaysTemplate)), .listSidebarCell(), selected),
        ]
        var y: CGFloat = 0
        for (content, background, state) in rows {
            let contentView = content.updated(for: state).makeContentView()
            let size = contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0), withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel)
            let frame = CGRect(x: 0, y: y, width: width, height: size.height)
            if let background {
                let backgroundView = BackgroundConfigurationView(configuration: background.updated(for: state))
                backgroundView.frame = frame
                list.addSubview(backgroundView)
            }
            contentView.frame = frame
            list.addSubview(contentView)
            y += size.height
        }
        list.frame.size.height = y
        return list
    }

    @Test func groupedListRows() {
        let gallery = galleryView(width: 320)
        // Below the status bar the window draws.
        gallery.frame.origin.y = 20
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: gallery.frame.maxY))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let controller = UIViewController()
        window.rootViewController = controller
        controller.view.backgroundColor = .systemGroupedBackground
        controller.view.addSubview(gallery)
        window.isHidden = false
        window.runUpdateCycle()
        let failure = verifySnapshot(of: window.snapshotImage(), named: "2x")
        #expect(failure == nil, "\(failure ?? "")")
        window.overrideUserInterfaceStyle = .dark
        window.runUpdateCycle()
        let darkFailure = verifySnapshot(of: window.snapshotImage(), named: "dark.2x")
        #expect(darkFailure == nil, "\(darkFailure ?? "")")
    }
}
