import UIKit

/// A custom layout as iOS code writes one: it asks its collection view's delegate for UIKit's optional flow-layout
/// sizes, by naming the method as a function and by calling it with `?`, and falls back where the delegate lacks them.
final class GridLayout: UICollectionViewLayout {
    var itemSize = CGSize(width: 50, height: 50)
    var spacing: CGFloat = 8

    private var flowDelegate: UICollectionViewDelegateFlowLayout? {
        collectionView?.delegate as? UICollectionViewDelegateFlowLayout
    }

    func sizeForItem(at indexPath: IndexPath) -> CGSize {
        guard let collectionView, let delegate = flowDelegate else { return itemSize }
        if let size = ObjCOptionalRequirement.function(delegate, "collectionView:layout:sizeForItemAt:", typedAs: delegate.collectionView(_:layout:sizeForItemAt:)) {
            return size(collectionView, self, indexPath)
        }
        return itemSize
    }

    func spacing(in section: Int) -> CGFloat {
        guard let collectionView else { return spacing }
        return ObjCOptionalRequirement.call(flowDelegate, "collectionView:layout:minimumLineSpacingForSectionAt:", [collectionView, self, section], typedAs: flowDelegate?.collectionView(_:layout:minimumLineSpacingForSectionAt:)) ?? spacing
    }
}

/// A controller that sizes its items and leaves the spacing to the layout.
final class GridController: UIViewController, UICollectionViewDelegateFlowLayout {
    func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                        sizeForItemAt indexPath: IndexPath) -> CGSize {
        CGSize(width: 20 + indexPath.item, height: 30)
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    nonisolated override class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private nonisolated static let casementObjCMembers = ObjCMemberTable(
        inheriting: UIViewController.objcMemberTable,
        methods: [
            "collectionView:layout:sizeForItemAt:": { receiver, arguments in
                nonisolated(unsafe) let (receiver, arguments) = (receiver, arguments)
                nonisolated(unsafe) var result: Any?
                MainActor.assumeIsolated { result = (receiver as! GridController).collectionView(arguments[0] as! UICollectionView, layout: arguments[1] as! UICollectionViewLayout, sizeForItemAt: arguments[2] as! IndexPath) }
                return result
            },
        ])
}
