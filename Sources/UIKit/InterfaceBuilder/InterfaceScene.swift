import Foundation

/// A storyboard scene: a controller element and the storyboard it is in. A controller made from a scene keeps it,
/// to load its view from the file the first time the view is read, as UIKit loads a scene's view nib.
@MainActor
package struct InterfaceScene {
    let document: InterfaceDocument
    let controller: InterfaceElement
    let storyboard: UIStoryboard
    /// How many storyboard references are being followed, one inside another.
    private static var referenceDepth = 0

    /// Makes the controller `element` describes (or, for a storyboard reference, the one it names in another
    /// storyboard), with the controllers it holds, and wakes what was made.
    static func controller(_ element: InterfaceElement, loader: InterfaceLoader) -> UIViewController? {
        if element.name == "viewControllerPlaceholder" {
            guard let name = element["storyboardName"] else { return nil }
            // References that lead back to themselves would make controllers without end.
            guard referenceDepth < 32 else {
                MisuseReporter.report("Storyboard \(loader.document.name): storyboard references form a cycle through '\(name)'; "
                                      + "the reference makes no controller.")
                return nil
            }
            referenceDepth += 1
            defer { referenceDepth -= 1 }
            let other = UIStoryboard(name: name, bundle: loader.bundle)
            return element["referencedIdentifier"].map { other.instantiateViewController(withIdentifier: $0) }
                ?? other.instantiateInitialViewController()
        }
        let start = loader.madeCount
        let controller = loader.make(element) as? UIViewController
        loader.finish(from: start)
        return controller
    }

    /// Loads `controller`'s view: the view, the scene's other objects, their outlets and actions (the controller's
    /// to them included) and segues, then wakes them.
    func loadView(of controller: UIViewController) {
        let loader = InterfaceLoader(document: document, bundle: storyboard.bundle, storyboard: storyboard)
        loader.setSceneController(controller, id: self.controller.id)
        for guide in self.controller.items(of: "layoutGuides") where guide.name == "viewControllerLayoutGuide" {
            loader.register(ControllerLayoutGuide(isTop: guide["type"] == "top"), as: guide.id)
        }
        let start = loader.madeCount
        guard let element = self.controller.child(key: "view"), let view = loader.make(element) as? UIView else {
            MisuseReporter.report("Storyboard \(document.name): the scene of \(type(of: controller)) has no view it can load; using a plain view.")
            controller.view = UIView(frame: UIScreen.main.bounds)
            return
        }
        let scene = self.controller.parent
        for object in scene?.children ?? [] where object !== self.controller && object.name != "placeholder" && object.name != "exit" {
            loader.make(object)
        }
        controller.view = view
        loader.finish(from: start, connecting: [self.controller] + loader.elements(madeSince: start))
    }
}
