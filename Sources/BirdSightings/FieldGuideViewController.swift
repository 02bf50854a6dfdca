import UIKit

/// A bird's field-guide card, laid out in `Resources/FieldGuide.storyboard` rather than in code: the demo's screen
/// built the way Xcode's Interface Builder builds them. Its outlets and actions are reached by name through the
/// member table below, the form `casement-port` writes for the `@IBOutlet`s and `@IBAction`s of iOS sources.
final class FieldGuideViewController: UIViewController {
    /// The sighting the card describes; the presenting page sets it before the view loads.
    var sighting: Sighting?
    private(set) var photoView: UIImageView!
    private(set) var speciesLabel: UILabel!
    private(set) var placeLabel: UILabel!
    private(set) var seenSwitch: UISwitch!
    private(set) var statusLabel: UILabel!

    /// The card of `sighting`, made from the storyboard inside its navigation controller.
    static func make(for sighting: Sighting) -> UINavigationController? {
        let navigation = UIStoryboard(name: "FieldGuide", bundle: nil).instantiateInitialViewController() as? UINavigationController
        (navigation?.topViewController as? FieldGuideViewController)?.sighting = sighting
        return navigation
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        guard let sighting else { return }
        photoView.image = sighting.imageName.flatMap { UIImage(named: $0) }
        speciesLabel.text = sighting.species
        placeLabel.text = "\(sighting.place) · \(sighting.date)"
        seenChanged(seenSwitch)
    }

    func seenChanged(_ sender: UISwitch) {
        statusLabel.text = sender.isOn ? "On this year's list" : "Not on this year's list yet"
    }

    nonisolated override class var objcMemberTable: ObjCMemberTable { members }

    private nonisolated static let members = ObjCMemberTable(
        inheriting: UIViewController.objcMemberTable,
        methods: [
            "seenChanged:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, sender) = (receiver, arguments.first ?? nil)
                MainActor.assumeIsolated {
                    if let controller = receiver as? FieldGuideViewController, let toggle = sender as? UISwitch { controller.seenChanged(toggle) }
                }
                return nil
            },
        ],
        outlets: [
            "photoView": outlet { $0.photoView = $1 }, "speciesLabel": outlet { $0.speciesLabel = $1 },
            "placeLabel": outlet { $0.placeLabel = $1 }, "seenSwitch": outlet { $0.seenSwitch = $1 },
            "statusLabel": outlet { $0.statusLabel = $1 },
        ])

    /// An outlet's setter: the storyboard's object, if it is of the outlet's type.
    private nonisolated static func outlet<Value>(_ set: @escaping @MainActor (FieldGuideViewController, Value?) -> Void) -> ObjCMemberTable.Outlet {
        { receiver, value in
            nonisolated(unsafe) let (receiver, value) = (receiver, value)
            MainActor.assumeIsolated { if let controller = receiver as? FieldGuideViewController { set(controller, value as? Value) } }
        }
    }
}
