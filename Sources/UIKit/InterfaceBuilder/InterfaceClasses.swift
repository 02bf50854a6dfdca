import Foundation

/// The classes a storyboard or nib names: UIKit's by element name, the app's by `customClass`.
@MainActor
enum InterfaceClasses {
    /// UIKit's class for each element name Xcode writes.
    static let standard: [String: AnyClass] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self,
        "imageView": UIImageView.self, "stackView": UIStackView.self, "scrollView": UIScrollView.self,
        "textField": UITextField.self, "textView": UITextView.self, "pickerView": UIPickerView.self,
        "datePicker": UIDatePicker.self, "switch": UISwitch.self, "slider": UISlider.self, "stepper": UIStepper.self,
        "segmentedControl": UISegmentedControl.self, "progressView": UIProgressView.self,
        "activityIndicatorView": UIActivityIndicatorView.self, "pageControl": UIPageControl.self, "searchBar": UISearchBar.self,
        "visualEffectView": UIVisualEffectView.self, "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self,
        "tabBar": UITabBar.self, "tableView": UITableView.self, "tableViewCell": UITableViewCell.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "collectionViewFlowLayout": UICollectionViewFlowLayout.self,
        "collectionViewLayout": UICollectionViewLayout.self,
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tableViewController": UITableViewController.self, "collectionViewController": UICollectionViewController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
        "pageViewController": UIPageViewController.self,
        "navigationItem": UINavigationItem.self, "barButtonItem": UIBarButtonItem.self, "tabBarItem": UITabBarItem.self,
        "refreshControl": UIRefreshControl.self,
    ]

    /// A new instance of exactly `objectClass`, made by name as the Objective-C runtime makes one
    /// (`ObjCInstantiable`); nil, reported, when the class cannot be made so.
    static func instantiate(_ objectClass: AnyClass, file: String) -> AnyObject? {
        guard let instantiable = objectClass as? any ObjCInstantiable.Type else {
            MisuseReporter.report("Interface Builder file \(file): \(objectClass) cannot be made by name on Linux; port the target with "
                                  + "casement-port, or adopt ObjCInstantiable. It is left out.")
            return nil
        }
        guard let object = instantiable.objcInstantiate(), type(of: object) == objectClass else {
            MisuseReporter.report("Interface Builder file \(file): \(objectClass) does not make instances of its own in objcInstantiate() "
                                  + "(it has no init(), or inherits its superclass's); it is left out.")
            return nil
        }
        return object
    }

    /// Whether `name` is an element of one of UIKit's classes this loader makes.
    nonisolated static func isKnown(_ name: String) -> Bool {
        MainActor.assumeIsolated { standard[name] != nil }
    }

    /// The class `element` is made of: its `customClass` when the app has one of that name, else UIKit's for the
    /// element, as UIKit falls back to the base class for a custom class it cannot find.
    static func resolve(_ element: InterfaceElement, in document: InterfaceDocument, bundle: Bundle?) -> AnyClass? {
        let base: AnyClass? = standard[element.name]
        guard let custom = element["customClass"] else { return base }
        for module in modules(for: element, in: document, bundle: bundle) {
            if let found = _typeByName("\(module).\(custom)") as? AnyClass { return found }
        }
        if let found = NSClassFromString(custom) { return found }
        MisuseReporter.report("Unknown class \(custom) in Interface Builder file.")
        return base
    }

    /// The modules a custom class may live in: the one the file names, else the target's whose resources hold the
    /// file (SwiftPM names the bundle `Package_Target.resources`), else the app's: its delegate's and executable's.
    private static func modules(for element: InterfaceElement, in document: InterfaceDocument, bundle: Bundle?) -> [String] {
        var modules: [String] = element["customModule"].map { [$0] } ?? []
        var bundleURL = bundle?.bundleURL
        var directory = document.url?.deletingLastPathComponent()
        while let current = directory, current.pathComponents.count > 1 {
            if current.pathExtension == "resources" { bundleURL = current }
            directory = current.deletingLastPathComponent()
        }
        if let bundleURL {
            let parts = bundleURL.deletingPathExtension().lastPathComponent.split(separator: "_")
            modules += parts.indices.map { parts[$0...].joined(separator: "_") }
        }
        if let delegate = UIApplication.shared.delegate { modules.append(UIApplication.moduleName(of: type(of: delegate))) }
        modules.append(ProcessInfo.processInfo.processName)
        return modules
    }
}
