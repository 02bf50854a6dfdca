import Foundation
import ObjCRuntime

/// The segues of a storyboard's connections: a controller's own are performed by identifier, a control's, bar
/// button item's or gesture recognizer's when it fires, and an embed segue at once, into its container view.
@MainActor
enum InterfaceSegues {
    static func connect(_ segue: InterfaceElement, from source: AnyObject, loader: InterfaceLoader) {
        guard let storyboard = loader.storyboard else { return }
        var template = InterfaceSegueTemplate(element: segue, document: loader.document, storyboard: storyboard)
        template.anchor = loader.object(id: segue["popoverAnchorView"]) as? UIView
        switch segue["kind"] {
        case "relationship":
            return
        case "embed":
            embed(template, in: source as? UIView, loader: loader)
            return
        default:
            break
        }
        if let controller = source as? UIViewController {
            if let identifier = template.identifier { controller.segueTemplates[identifier] = template }
            return
        }
        guard let controller = loader.sceneController(of: segue) else { return }
        let trigger = InterfaceSegueTrigger(template: template, controller: controller)
        switch source {
        case let control as UIControl:
            control.addTarget(trigger, action: InterfaceSegueTrigger.fire, for: control is UIButton ? .touchUpInside : .primaryActionTriggered)
        case let item as UIBarButtonItem:
            item.target = trigger
            item.action = InterfaceSegueTrigger.fire
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(trigger, action: InterfaceSegueTrigger.fire)
        case let cell as UITableViewCell:
            cell.selectionSegues.append(trigger)
        case let cell as UICollectionViewCell:
            cell.selectionSegues.append(trigger)
        default:
            return MisuseReporter.report("Storyboard \(loader.document.name): a segue from \(type(of: source)) is not supported yet.")
        }
        // Targets are held weakly, as on iOS: the source keeps its trigger.
        objc_setAssociatedObject(source, Unmanaged.passUnretained(trigger).toOpaque(), trigger, .OBJC_ASSOCIATION_RETAIN)
    }

    /// Makes the destination a child of the scene's controller, its view filling `container`, as UIKit performs an
    /// embed segue while loading the view; the parent prepares for it first.
    private static func embed(_ template: InterfaceSegueTemplate, in container: UIView?, loader: InterfaceLoader) {
        guard let container, let parent = loader.sceneController(of: template.element),
              let element = template.element["destination"].flatMap(loader.document.element(id:)),
              let child = InterfaceScene.controller(element, loader: InterfaceLoader(document: loader.document, bundle: loader.bundle,
                                                                                      storyboard: loader.storyboard)) else { return }
        let segue = UIStoryboardSegue(identifier: template.identifier, source: parent, destination: child) {
            parent.addChild(child)
            child.view.frame = container.bounds
            child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            container.addSubview(child.view)
            child.didMove(toParent: parent)
        }
        parent.prepare(for: segue, sender: nil)
        segue.perform()
    }
}

/// What a control or item that triggers a segue sends its action to: it asks the scene's controller whether to
/// perform the segue, then performs it with the control as sender.
package final class InterfaceSegueTrigger: NSObject, ObjCMemberTableProviding {
    static let fire = Selector("fire:")
    private let template: InterfaceSegueTemplate
    private weak var controller: UIViewController?

    @MainActor
    init(template: InterfaceSegueTemplate, controller: UIViewController) {
        self.template = template
        self.controller = controller
    }

    package static let objcMemberTable = ObjCMemberTable(methods: [fire: { receiver, arguments in
        nonisolated(unsafe) let (receiver, sender) = (receiver, arguments.first ?? nil)
        MainActor.assumeIsolated { (receiver as? InterfaceSegueTrigger)?.fire(sender: sender) }
        return nil
    }])

    @MainActor
    package func fire(sender: Any?) {
        guard let controller else { return }
        if let identifier = template.identifier, !controller.shouldPerformSegue(withIdentifier: identifier, sender: sender) { return }
        template.perform(from: controller, sender: sender)
    }
}
