import Foundation

/// A segue as a storyboard describes it, ready to perform: the destination scene is made anew each time, as UIKit
/// instantiates a segue's destination from its template.
@MainActor
package struct InterfaceSegueTemplate {
    let element: InterfaceElement
    let document: InterfaceDocument
    let storyboard: UIStoryboard
    /// The view a popover segue points at (`popoverAnchorView`), known once the source's view is loaded.
    weak var anchor: UIView?

    var identifier: String? { element["identifier"] }

    /// Makes the destination and the segue, lets `source` prepare for it, and performs it.
    func perform(from source: UIViewController, sender: Any?) {
        if element["kind"] == "unwind" { return unwind(from: source, sender: sender) }
        guard let destinationElement = element["destination"].flatMap(document.element(id:)) else { return }
        let loader = InterfaceLoader(document: document, bundle: storyboard.bundle, storyboard: storyboard)
        let destination: UIViewController?
        if let creation = element["destinationCreationSelector"] {
            destination = makeDestination(destinationElement, by: Selector(creation), of: source, sender: sender, loader: loader)
        } else {
            destination = InterfaceScene.controller(destinationElement, loader: loader)
        }
        guard let destination else { return }
        let segue = makeSegue(from: source, to: destination, sender: sender)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// The destination an `@IBSegueAction` method of the source makes from the coder (with the sender and the
    /// segue's identifier when it takes them), as UIKit asks it; a method that returns nil leaves it to the storyboard.
    private func makeDestination(_ element: InterfaceElement, by action: Selector, of source: UIViewController, sender: Any?,
                                 loader: InterfaceLoader) -> UIViewController? {
        guard let method = type(of: source).objcMemberTable.method(for: action) else {
            MisuseReporter.report("Storyboard \(document.name): \(type(of: source)) has no segue action \(NSStringFromSelector(action)); "
                                  + "making the destination from the storyboard.")
            return InterfaceScene.controller(element, loader: loader)
        }
        let start = loader.madeCount
        let made = loader.make(element) { coder in
            let arguments: [Any?] = [coder, sender, self.identifier]
            return method(source, Array(arguments.prefix(action.argumentCount))) as? UIViewController
        }
        loader.finish(from: start)
        return made as? UIViewController
    }

    /// Unwinds from `source` to the nearest controller that can perform the segue's action, searched as UIKit does:
    /// each container's `allowedChildrenForUnwinding(from:)` (and their children), then the container itself, up
    /// through parents and presenting controllers. The source prepares, the destination's action runs with the
    /// segue, then the presentations above the destination are dismissed and each container on the way calls
    /// `unwind(for:towards:)`.
    private func unwind(from source: UIViewController, sender: Any?) {
        guard let name = element["unwindAction"] else { return }
        let unwindSource = UIStoryboardUnwindSegueSource(source: source, unwindAction: Selector(name), sender: sender)
        guard let destination = Self.unwindDestination(for: unwindSource) else {
            return MisuseReporter.report("Storyboard \(document.name): no controller above \(type(of: source)) can perform the unwind action \(name); "
                                         + "the segue does nothing.")
        }
        let segue = UnwindSegue(identifier: identifier, source: source, destination: destination)
        source.prepare(for: segue, sender: sender)
        _ = destination.perform(unwindSource.unwindAction, with: segue)
        segue.perform()
    }

    private static func unwindDestination(for unwindSource: UIStoryboardUnwindSegueSource) -> UIViewController? {
        let source = unwindSource.source
        func search(_ controller: UIViewController) -> UIViewController? {
            if controller.canPerformUnwindSegueAction(unwindSource.unwindAction, from: source, sender: unwindSource.sender) { return controller }
            return controller.allowedChildrenForUnwinding(from: unwindSource).lazy.compactMap(search).first
        }
        var node = source
        while let container = node.parent ?? node.presentingViewController {
            if let found = container.allowedChildrenForUnwinding(from: unwindSource).lazy.compactMap(search).first { return found }
            if container.canPerformUnwindSegueAction(unwindSource.unwindAction, from: source, sender: unwindSource.sender) { return container }
            node = container
        }
        return nil
    }

    private func makeSegue(from source: UIViewController, to destination: UIViewController, sender: Any?) -> UIStoryboardSegue {
        if let custom = element["customClass"] {
            if let segueClass = InterfaceClasses.resolve(element, in: document, bundle: storyboard.bundle) as? UIStoryboardSegue.Type {
                return segueClass.init(identifier: identifier, source: source, destination: destination)
            }
            MisuseReporter.report("Storyboard \(document.name): \(custom) is not a UIStoryboardSegue subclass; performing the segue as \(element["kind"] ?? "show").")
        }
        let kind = element["kind"] ?? "show"
        if kind == "presentation" || kind == "modal" || kind == "popoverPresentation" {
            if let style = element.enumeration("modalPresentationStyle", UIModalPresentationStyle.self) { destination.modalPresentationStyle = style }
            if let style = element.enumeration("modalTransitionStyle", UIModalTransitionStyle.self) { destination.modalTransitionStyle = style }
            if kind == "popoverPresentation" {
                destination.modalPresentationStyle = .popover
                let popover = destination.popoverPresentationController
                switch (anchor, sender) {
                case let (anchor?, _): popover?.sourceView = anchor
                case let (nil, item as UIBarButtonItem): popover?.barButtonItem = item
                case let (nil, view as UIView): popover?.sourceView = view
                default: popover?.sourceView = source.viewIfLoaded
                }
            }
        }
        let animates = element.bool("animates") ?? true
        return UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            switch kind {
            case "showDetail": source.showDetailViewController(destination, sender: sender)
            case "presentation", "modal", "popoverPresentation": source.present(destination, animated: animates)
            case "push": source.navigationController?.pushViewController(destination, animated: animates)
            default: source.show(destination, sender: sender)
            }
        }
    }
}

/// An unwind segue's transition: the presentations above the destination are dismissed, and each container from the
/// destination up shows the child toward it.
private final class UnwindSegue: UIStoryboardSegue {
    override func perform() {
        if destination.presentedViewController != nil { destination.dismiss(animated: true) }
        var child = destination
        while let container = child.parent {
            container.unwind(for: self, towards: child)
            child = container
        }
    }
}
