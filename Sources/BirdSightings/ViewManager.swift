import UIKit

/// A reusable part of a screen and the code that runs it, owned by the screen's one view controller: the pattern
/// of "Don't Nest Those UIViewControllers". It is not a view controller, so UIKit sends it nothing; the owning
/// controller forwards its appearance calls and memory warnings. It is an `NSObject`, so it can be its views'
/// delegate.
@MainActor
class ViewManager: NSObject {
    let view: UIView

    init(view: UIView) {
        self.view = view
        super.init()
    }

    /// What the manager shows; the owner sets it whether or not the view is on screen.
    var sighting: Sighting? {
        didSet { show(sighting) }
    }

    func show(_ sighting: Sighting?) {}
    func viewWillAppear(_ animated: Bool) {}
    func viewDidAppear(_ animated: Bool) {}
    func viewWillDisappear(_ animated: Bool) {}
    func viewDidDisappear(_ animated: Bool) {}
    func didReceiveMemoryWarning() {}
}
