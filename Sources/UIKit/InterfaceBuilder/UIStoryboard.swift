import Foundation

/// The controllers of a storyboard file, made on request: the initial one, or one by its storyboard identifier,
/// each time a new instance with the controllers it holds.
///
/// The file is the XML Xcode saves (`Main.storyboard`), found among the bundle's resources (or the app's when the
/// bundle is nil) and read on first use.
@preconcurrency @MainActor
open class UIStoryboard: NSObject {
    package let bundle: Bundle?
    private let document: InterfaceDocument?

    /// The storyboard `name.storyboard`; one that does not exist is reported, and makes no controllers.
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        bundle = storyboardBundleOrNil
        document = InterfaceDocument.named(name, extension: "storyboard", in: storyboardBundleOrNil)
        super.init()
        if document == nil {
            MisuseReporter.report("Could not find a storyboard named '\(name)' in bundle \(storyboardBundleOrNil?.bundlePath ?? Bundle.main.bundlePath)",
                                  raising: "NSInvalidArgumentException")
        }
    }

    /// A new instance of the storyboard's initial controller, or nil when it has none.
    open func instantiateInitialViewController() -> UIViewController? {
        instantiateInitialViewController(creator: nil)
    }

    /// A new instance of the initial controller, made by `creator` from the coder when given (to pass it more than
    /// the file says: `MyController(coder: coder, model: model)`).
    open func instantiateInitialViewController<ViewController: UIViewController>(creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController? {
        guard let document, let id = document.root["initialViewController"], let element = document.element(id: id) else { return nil }
        return instantiate(element, creator: creator) as? ViewController
    }

    /// A new instance of the controller whose storyboard ID is `identifier`.
    open func instantiateViewController(withIdentifier identifier: String) -> UIViewController {
        instantiateViewController(identifier: identifier, creator: nil)
    }

    /// A new instance of the controller whose storyboard ID is `identifier`, made by `creator` when given.
    open func instantiateViewController<ViewController: UIViewController>(identifier: String,
                                                                          creator: ((NSCoder) -> ViewController?)? = nil) -> ViewController {
        if let element = document?.sceneControllers.first(where: { $0["storyboardIdentifier"] == identifier }),
           let controller = instantiate(element, creator: creator) as? ViewController {
            return controller
        }
        MisuseReporter.report("Storyboard (\(self)) doesn't contain a view controller with identifier '\(identifier)'",
                              raising: "NSInvalidArgumentException")
        let placeholder = InterfaceLoader(document: document ?? .empty, bundle: bundle, storyboard: self)
        guard let controller = ViewController(coder: InterfaceCoder(element: InterfaceElement(name: "viewController", attributes: [:]),
                                                                    loader: placeholder)) else {
            fatalError("\(ViewController.self).init(coder:) returned nil for a controller missing from the storyboard")
        }
        return controller
    }

    private func instantiate<ViewController: UIViewController>(_ element: InterfaceElement,
                                                               creator: ((NSCoder) -> ViewController?)?) -> UIViewController? {
        guard let document else { return nil }
        let loader = InterfaceLoader(document: document, bundle: bundle, storyboard: self)
        guard let creator, element.name != "viewControllerPlaceholder" else { return InterfaceScene.controller(element, loader: loader) }
        let start = loader.madeCount
        let controller = loader.make(element, creator: { creator($0) })
        loader.finish(from: start)
        return controller as? UIViewController
    }
}
