import Foundation

/// A segue as a storyboard describes it, ready to perform: the destination scene is made anew each time, as UIKit
/// instantiates a segue's destination from its template.
@MainActor
package struct InterfaceSegueTemplate {
    let element: InterfaceElement
    let document: InterfaceDocument
    let storyboard: UIStoryboard

    var identifier: String? { element["identifier"] }

    /// Makes the destination and the segue, lets `source` prepare for it, and performs it.
    func perform(from source: UIViewController, sender: Any?) {
        if element["kind"] == "unwind" { return unwind(from: source, sender: sender) }
        guard let destinationElement = element["destination"].flatMap(document.element(id:)) else { return }
        let loader = InterfaceLoader(document: document, bundle: storyboard.bundle, storyboard: storyboard)
        guard let destination = InterfaceScene.controller(destinationElement, loader: loader) else { return }
        let segue = makeSegue(from: source, to: destination, sender: sender)
        source.prepare(for: segue, sender: sender)
        segue.perform()
    }

    /// Unwinds from `source` to the nearest controller that can perform the segue's action, as UIKit searches: up the
    /// containers and their earlier children, then through the controllers that presented them. The source
    /// prepares, the destination's action runs with the segue, then presentations above it are dismissed and its
    /// navigation stack pops to it.
    private func unwind(from source: UIViewController, sender: Any?) {
        guard let name = element["unwindAction"] else { return }
        let action = Selector(name)
        guard let destination = Self.unwindCandidates(from: source).first(where: {
            $0.canPerformUnwindSegueAction(action, from: source, sender: sender)
        }) else {
            return MisuseReporter.report("Storyboard \(document.name): no controller above \(type(of: source)) can perform the unwind action \(name); "
                                         + "the segue does nothing.")
        }
        let segue = UIStoryboardSegue(identifier: identifier, source: source, destination: destination) {
            if destination.presentedViewController != nil || destination.navigationController?.presentedViewController != nil {
                destination.dismiss(animated: true)
            }
            if let navigation = destination.navigationController, navigation.topViewController !== destination {
                _ = navigation.popToViewController(destination, animated: true)
            }
        }
        source.prepare(for: segue, sender: sender)
        _ = destination.perform(action, with: segue)
        segue.perform()
    }

    /// Where an unwind segue may end, nearest first.
    private static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
        var candidates: [UIViewController] = []
        var node = source
        while true {
            if let parent = node.parent {
                if let navigation = parent as? UINavigationController, let index = navigation.viewControllers.firstIndex(of: node) {
                    candidates += navigation.viewControllers[..<index].reversed()
                }
                candidates.append(parent)
                node = parent
            } else if let presenting = node.presentingViewController {
                if let navigation = presenting as? UINavigationController { candidates += navigation.viewControllers.reversed() }
                candidates.append(presenting)
                node = presenting
            } else {
                return candidates
            }
        }
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
                switch sender {
                case let item as UIBarButtonItem: popover?.barButtonItem = item
                case let view as UIView: popover?.sourceView = view
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
