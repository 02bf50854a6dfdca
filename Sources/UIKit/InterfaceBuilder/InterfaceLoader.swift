import Foundation

/// Makes the objects of a storyboard or nib, as iOS's nib unarchiver does: each through its class's `init?(coder:)`,
/// then the outlets, outlet collections and actions connected, the user-defined runtime attributes set, and
/// `awakeFromNib()` sent to every object made, once all are connected.
@MainActor
package final class InterfaceLoader {
    package let document: InterfaceDocument
    package let bundle: Bundle?
    package let storyboard: UIStoryboard?
    // Looked up dozens of times per instance, and never while being changed: no runtime exclusivity checks.
    @exclusivity(unchecked) private var objects: [String: AnyObject] = [:]
    /// The objects made, in the order their making began, with their elements.
    private var made: [(element: InterfaceElement, object: AnyObject)] = []
    /// The objects already connected and woken.
    private var finished: Set<ObjectIdentifier> = []
    /// The controller of the scene being loaded: the source of the segues its controls and cells trigger.
    package private(set) weak var sceneController: UIViewController?
    private var sceneControllerID: String?

    /// Makes `controller` the scene's, known by its element's `id` to the connections that name it.
    package func setSceneController(_ controller: UIViewController, id: String?) {
        register(controller, as: id)
        sceneController = controller
        sceneControllerID = id
    }

    /// The controller of the scene `element` is in: the scene's controller element's object, else the one this loader
    /// was given.
    package func sceneController(of element: InterfaceElement) -> UIViewController? {
        var current: InterfaceElement? = element
        while let node = current, node["sceneMemberID"] != "viewController" { current = node.parent }
        return current.flatMap { object(id: $0.id) as? UIViewController } ?? sceneController
    }

    /// A loader for another copy of part of this file (a prototype cell), which knows the same scene controller.
    package func loaderForCopy() -> InterfaceLoader {
        let copy = InterfaceLoader(document: document, bundle: bundle, storyboard: storyboard)
        if let sceneController { copy.setSceneController(sceneController, id: sceneControllerID) }
        return copy
    }

    package init(document: InterfaceDocument, bundle: Bundle?, storyboard: UIStoryboard? = nil) {
        self.document = document
        self.bundle = bundle
        self.storyboard = storyboard
    }

    /// Names `object` by `id`, so that connections and constraints reach it: a placeholder's stand-in (the owner),
    /// or an object while it is being made.
    package func register(_ object: AnyObject, as id: String?) {
        guard let id else { return }
        // The first object named by an id keeps it; merging finds and inserts in one lookup.
        objects.merge(CollectionOfOne((id, object))) { first, _ in first }
    }

    package func object(id: String?) -> AnyObject? {
        guard let id else { return nil }
        return objects[id]
    }

    /// Makes the object `element` describes, through its class's `init?(coder:)`.
    /// `creator`, when given, makes the object from the coder instead of its class (a storyboard's creator block, a
    /// segue action); when it gives nil, the class makes it, as UIKit does.
    @discardableResult
    package func make(_ element: InterfaceElement, creator: ((NSCoder) -> AnyObject?)? = nil) -> AnyObject? {
        if let existing = object(id: element.id) { return existing }
        if let recognizer = InterfaceGestures.make(element, in: document, bundle: bundle) {
            made.append((element, recognizer))
            register(recognizer, as: element.id)
            return recognizer
        }
        if element.name == "customObject" { return makeCustomObject(element) }
        // An element of no class this loader knows was listed when the file was read.
        guard let objectClass = InterfaceClasses.resolve(element, in: document, bundle: bundle) else { return nil }
        let index = made.count
        made.append((element, NSNull()))
        let coder = InterfaceCoder(element: element, loader: self)
        let object: AnyObject? = creator?(coder) ?? { switch objectClass {
        case let view as UIView.Type: view.init(coder: coder)
        case let controller as UIViewController.Type: controller.init(coder: coder)
        case let item as UIBarItem.Type: item.init(coder: coder)
        case let item as UINavigationItem.Type: item.init(coder: coder)
        default: nil
        } }()
        guard let object else {
            MisuseReporter.report("Interface Builder file \(document.name): \(objectClass) cannot be made from \(element.summary); it is left out.")
            made.remove(at: index)
            return nil
        }
        made[index].object = object
        register(object, as: element.id)
        return object
    }

    /// Connects what the file connects among the objects made since `start` (an index of `made`), sets their runtime
    /// attributes, and wakes them: `awakeFromNib()` on each, in the order they were made.
    package func finish(from start: Int = 0, connecting sources: [InterfaceElement]? = nil) {
        // A controller a relationship makes inside this batch was finished with its own scene.
        let batch = made[start...].filter { finished.insert(ObjectIdentifier($0.object)).inserted }
        for element in sources ?? batch.map(\.element) { connect(from: element) }
        for (element, object) in batch { InterfaceRuntimeAttributes.apply(element, to: object, loader: self) }
        for (_, object) in batch {
            switch object {
            case let responder as UIResponder: responder.awakeFromNib()
            case let recognizer as UIGestureRecognizer: recognizer.awakeFromNib()
            case let instantiable as any ObjCInstantiable: instantiable.awakeFromNib()
            default: break
            }
        }
    }

    /// Makes a custom object of the file (an `NSObject` subclass Xcode's object library placed in a scene or nib)
    /// through its class's `objcInstantiate()`, which casement-port writes for the classes interface files name.
    private func makeCustomObject(_ element: InterfaceElement) -> AnyObject? {
        guard let objectClass = InterfaceClasses.resolve(element, in: document, bundle: bundle) else { return nil }
        guard let object = InterfaceClasses.instantiate(objectClass, file: document.name) else { return nil }
        made.append((element, object))
        register(object, as: element.id)
        return object
    }

    /// The image the file names: from the file's bundle, else the app's, else the system image of that name (what
    /// Xcode writes with `catalog="system"`).
    package func image(named name: String?) -> UIImage? {
        guard let name else { return nil }
        return UIImage(named: name, in: bundle, compatibleWith: nil) ?? UIImage(named: name) ?? UIImage(systemName: name)
    }

    /// How many objects have been made: the start of the next batch to finish.
    package var madeCount: Int { made.count }

    /// The elements of the objects made since `start`, in order.
    package func elements(madeSince start: Int) -> [InterfaceElement] { made[start...].map(\.element) }

    // MARK: Connections

    /// Connects the outlets, outlet collections and actions of the object `element` describes.
    private func connect(from element: InterfaceElement) {
        // Most objects connect nothing: their id is not looked up.
        let connections = element.items(of: "connections")
        guard !connections.isEmpty, let source = object(id: element.id) else { return }
        var collections: [String: [AnyObject]] = [:]
        for connection in connections {
            switch connection.name {
            case "outlet":
                // An outlet to an object of another phase (a controller's to its view) is connected when that loads.
                guard let property = connection["property"], let destination = object(id: connection["destination"]) else { continue }
                InterfaceKeyValues.set(destination, forKey: property, on: source, file: document.name)
            case "outletCollection":
                guard let property = connection["property"], let destination = object(id: connection["destination"]) else { continue }
                collections[property, default: []].append(destination)
            case "action":
                connectAction(connection, from: source)
            case "segue":
                InterfaceSegues.connect(connection, from: source, loader: self)
            default:
                break
            }
        }
        for (property, values) in collections {
            InterfaceKeyValues.set(values, forKey: property, on: source, file: document.name)
        }
    }

    private func connectAction(_ connection: InterfaceElement, from source: AnyObject) {
        guard let name = connection["selector"] else { return }
        // First Responder is no object: the action goes up the responder chain.
        let target = object(id: connection["destination"])
        let action = Selector(name)
        switch source {
        case let control as UIControl:
            let event = connection["eventType"].flatMap(InterfaceControlEvents.event(named:)) ?? .primaryActionTriggered
            control.addTarget(target, action: action, for: event)
        case let item as UIBarButtonItem:
            item.target = target
            item.action = action
        case let recognizer as UIGestureRecognizer:
            recognizer.addTarget(target as Any, action: action)
        default:
            MisuseReporter.report("Interface Builder file \(document.name): \(type(of: source)) sends no actions; \(name) is not connected.")
        }
    }
}
