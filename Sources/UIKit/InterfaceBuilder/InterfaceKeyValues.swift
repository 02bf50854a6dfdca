import CoreGraphics
import Foundation

/// Setting a property by the name a storyboard or nib gives it, as key-value coding does on iOS: the app's outlets
/// and inspectable properties through its classes' member tables, UIKit's own properties (a table view's data
/// source, a controller's view, a layer's corner radius) here.
@MainActor
enum InterfaceKeyValues {
    /// Sets `key` of `object` to `value`; a key the object does not have is reported as iOS raises it.
    static func set(_ value: Any?, forKey key: String, on object: AnyObject, file: String) {
        if let setter = (object as? any ObjCMemberTableProviding).flatMap({ type(of: $0).objcMemberTable.outlet(named: key) }) {
            return setter(object, value)
        }
        if setUIKitProperty(key, of: object, to: value) { return }
        MisuseReporter.report("[<\(type(of: object)) \(debugAddress(of: object))> setValue:forUndefinedKey:]: this class is not key value "
                              + "coding-compliant for the key \(key) (in Interface Builder file \(file)).", raising: "NSUnknownKeyException")
    }

    /// Sets the property at the end of a dotted `keyPath` (`layer.cornerRadius`), each key before it read from the
    /// object the one before gives.
    static func set(_ value: Any?, forKeyPath keyPath: String, on object: AnyObject, file: String) {
        var keys = keyPath.split(separator: ".").map(String.init)
        guard let last = keys.popLast() else { return }
        var owner: AnyObject? = object
        for key in keys { owner = owner.flatMap { part(key, of: $0) } }
        guard let owner else {
            return MisuseReporter.report("Interface Builder file \(file): \(type(of: object)) has no value at \(keys.joined(separator: ".")) to set \(last) on.")
        }
        set(value, forKey: last, on: owner, file: file)
    }

    /// The object `key` reads on `object`: UIKit's parts, else a getter in the member table.
    private static func part(_ key: String, of object: AnyObject) -> AnyObject? {
        switch (object, key) {
        case let (view as UIView, "layer"): return view.layer
        case let (button as UIButton, "titleLabel"): return button.titleLabel
        case let (button as UIButton, "imageView"): return button.imageView
        case let (cell as UITableViewCell, "contentView"): return cell.contentView
        case let (cell as UICollectionViewCell, "contentView"): return cell.contentView
        case let (controller as UIViewController, "view"): return controller.view
        case let (controller as UIViewController, "navigationItem"): return controller.navigationItem
        default:
            let getter = (object as? any ObjCMemberTableProviding).flatMap { type(of: $0).objcMemberTable.method(for: Selector(key)) }
            return getter?(object, []) as AnyObject?
        }
    }

    /// UIKit's properties that files set by name: outlets Xcode connects and the runtime attributes apps commonly set.
    private static func setUIKitProperty(_ key: String, of object: AnyObject, to value: Any?) -> Bool {
        let number = (value as? NSNumber).map { CGFloat($0.doubleValue) } ?? (value as? CGFloat)
        let bool = (value as? NSNumber)?.boolValue ?? (value as? Bool)
        let color = value as? UIColor
        switch (object, key) {
        case let (controller as UITableViewController, "tableView"): controller.tableView = value as? UITableView
        case let (controller as UICollectionViewController, "collectionView"): controller.collectionView = value as? UICollectionView
        case let (controller as UIViewController, "view"): controller.view = value as? UIView
        case let (table as UITableView, "dataSource"): table.dataSource = value as? UITableViewDataSource
        case let (table as UITableView, "delegate"): table.delegate = value as? UITableViewDelegate
        case let (collection as UICollectionView, "dataSource"): collection.dataSource = value as? UICollectionViewDataSource
        case let (collection as UICollectionView, "delegate"): collection.delegate = value as? UICollectionViewDelegate
        case let (scrollView as UIScrollView, "delegate"): scrollView.delegate = value as? UIScrollViewDelegate
        case let (field as UITextField, "delegate"): field.delegate = value as? UITextFieldDelegate
        case let (picker as UIPickerView, "dataSource"): picker.dataSource = value as? UIPickerViewDataSource
        case let (picker as UIPickerView, "delegate"): picker.delegate = value as? UIPickerViewDelegate
        case let (searchBar as UISearchBar, "delegate"): searchBar.delegate = value as? UISearchBarDelegate
        case let (navigation as UINavigationController, "delegate"): navigation.delegate = value as? UINavigationControllerDelegate
        case let (tabs as UITabBarController, "delegate"): tabs.delegate = value as? UITabBarControllerDelegate
        case let (item as UINavigationItem, "titleView"): item.titleView = value as? UIView
        case let (item as UIBarButtonItem, "customView"): item.customView = value as? UIView
        case let (view as UIView, "gestureRecognizers"):
            for recognizer in (value as? [AnyObject] ?? [value as AnyObject]).compactMap({ $0 as? UIGestureRecognizer }) {
                view.addGestureRecognizer(recognizer)
            }
        case let (view as UIView, "backgroundColor"): view.backgroundColor = color
        case let (view as UIView, "tintColor"): view.tintColor = color
        case let (view as UIView, "alpha"): view.alpha = number ?? 1
        case let (view as UIView, "hidden"), let (view as UIView, "isHidden"): view.isHidden = bool ?? false
        case let (view as UIView, "clipsToBounds"): view.clipsToBounds = bool ?? false
        case let (view as UIView, "tag"): view.tag = (value as? NSNumber)?.intValue ?? 0
        case let (view as UIView, "accessibilityIdentifier"): view.accessibilityIdentifier = value as? String
        case let (view as UIView, "accessibilityLabel"): view.accessibilityLabel = value as? String
        case let (label as UILabel, "text"): label.text = value as? String
        case let (label as UILabel, "textColor"): label.textColor = color
        case let (layer as CALayer, "cornerRadius"): layer.cornerRadius = number ?? 0
        case let (layer as CALayer, "borderWidth"): layer.borderWidth = number ?? 0
        case let (layer as CALayer, "borderColor"): layer.borderColor = color?.cgColor
        case let (layer as CALayer, "masksToBounds"): layer.masksToBounds = bool ?? false
        case let (layer as CALayer, "shadowOpacity"): layer.shadowOpacity = Float(number ?? 0)
        case let (layer as CALayer, "shadowRadius"): layer.shadowRadius = number ?? 0
        case let (layer as CALayer, "shadowColor"): layer.shadowColor = color?.cgColor
        case let (layer as CALayer, "shadowOffset"): layer.shadowOffset = value as? CGSize ?? .zero
        default: return false
        }
        return true
    }
}
