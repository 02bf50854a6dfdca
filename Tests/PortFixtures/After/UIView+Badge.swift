import UIKit

private var badgeKey: UInt8 = 0

/// Stored state an extension adds to a UIKit class, and a color from Xcode's color picker, as iOS code writes them.
extension UIView {
    var badgeText: String? {
        get { objc_getAssociatedObject(self, &badgeKey) as? String }
        set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_COPY_NONATOMIC) }
    }

    static let badgeColor = #colorLiteral(red: 1, green: 0.231372549, blue: 0.1882352941, alpha: 1)
}
