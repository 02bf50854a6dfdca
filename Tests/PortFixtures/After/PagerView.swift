import UIKit

/// A pager as FSPagerView writes one: a delegate whose optional methods share a base name and set their selectors,
/// asked by calls with `?` and by naming a method as a function, which gives nil where the delegate lacks it; a
/// method whose base name no other member has is named without its labels.
public protocol PagerViewDelegate: NSObjectProtocol {
    func pagerView(_ pagerView: PagerView, didHighlightItemAt index: Int)
    func pagerViewDidScroll(_ pagerView: PagerView)
}

// casement-port: what iOS does when a conforming type leaves an optional requirement out.
extension PagerViewDelegate {
    public func pagerView(_ pagerView: PagerView, didHighlightItemAt index: Int) {}
    public func pagerViewDidScroll(_ pagerView: PagerView) {}
}

open class PagerView: UIView {
    open weak var delegate: PagerViewDelegate?
    var highlighted: [Int] = []

    func shouldHighlight(at index: Int) -> Bool {
        guard let function = ObjCOptionalRequirement.function(self.delegate, "pagerView:shouldHighlightItemAtIndex:", taking: PagerView.self, Int.self, returning: Bool.self) else {
            return true
        }
        return function(self, index)
    }

    /// Tells the delegate, or keeps the index itself when the delegate has no such method.
    func highlight(at index: Int) {
        if let function = ObjCOptionalRequirement.function(delegate, "pagerView:didHighlightItemAtIndex:", typedAs: delegate?.pagerView(_:didHighlightItemAt:)) {
            function(self, index)
        } else {
            highlighted.append(index)
        }
    }

    func shouldSelect(at index: Int) -> Bool {
        ObjCOptionalRequirement.call(delegate, "pagerView:shouldSelectItemAtIndex:", [self, index], returning: Bool.self) ?? true
    }

    var numberOfPages: Int {
        if let count = ObjCOptionalRequirement.function(delegate, "numberOfPagesInPagerView:", taking: PagerView.self, returning: Int.self) {
            return count(self)
        }
        return 1
    }

    var unwatchedScrolls = 0

    /// Tells the delegate, or counts the scroll itself when the delegate has no such method.
    func didScroll() {
        guard let tell = ObjCOptionalRequirement.function(delegate, "pagerViewDidScroll:", typedAs: delegate?.pagerViewDidScroll(_:)) else {
            unwatchedScrolls += 1
            return
        }
        tell(self)
    }

    var spacing: CGFloat {
        let spacing = ObjCOptionalRequirement.function(delegate, "interitemSpacingIn:", taking: PagerView.self, returning: CGFloat.self)
        return spacing?(self) ?? 8
    }
}

/// A delegate that answers every question, under the names Swift gives its methods.
final class PagerOwner: NSObject, PagerViewDelegate, ObjCMemberTableProviding {
    var highlightedByPager: [Int] = []

    func pagerView(_ pagerView: PagerView, shouldHighlightItemAt index: Int) -> Bool {
        index != 1
    }

    func pagerView(_ pagerView: PagerView, didHighlightItemAt index: Int) {
        highlightedByPager.append(index)
    }

    func pagerView(_ pagerView: PagerView, shouldSelectItemAt index: Int) -> Bool {
        index.isMultiple(of: 2)
    }

    func numberOfPages(in pagerView: PagerView) -> Int {
        5
    }

    var scrolls = 0

    func pagerViewDidScroll(_ pagerView: PagerView) {
        scrolls += 1
    }

    func interitemSpacing(in pagerView: PagerView) -> CGFloat {
        12
    }

    // casement-port: the members the Objective-C runtime finds by name on iOS.
    class var objcMemberTable: ObjCMemberTable { casementObjCMembers }
    private static let casementObjCMembers = ObjCMemberTable(
        methods: [
            "pagerView:shouldHighlightItemAtIndex:": { receiver, arguments in
                return (receiver as! PagerOwner).pagerView(arguments[0] as! PagerView, shouldHighlightItemAt: arguments[1] as! Int)
            },
            "pagerView:didHighlightItemAtIndex:": { receiver, arguments in
                (receiver as! PagerOwner).pagerView(arguments[0] as! PagerView, didHighlightItemAt: arguments[1] as! Int)
                return nil
            },
            "pagerView:shouldSelectItemAtIndex:": { receiver, arguments in
                return (receiver as! PagerOwner).pagerView(arguments[0] as! PagerView, shouldSelectItemAt: arguments[1] as! Int)
            },
            "numberOfPagesInPagerView:": { receiver, arguments in
                return (receiver as! PagerOwner).numberOfPages(in: arguments[0] as! PagerView)
            },
            "pagerViewDidScroll:": { receiver, arguments in
                (receiver as! PagerOwner).pagerViewDidScroll(arguments[0] as! PagerView)
                return nil
            },
            "interitemSpacingIn:": { receiver, arguments in
                return (receiver as! PagerOwner).interitemSpacing(in: arguments[0] as! PagerView)
            },
        ])
}

/// A delegate that answers nothing: every question gets the pager's fallback.
final class QuietPagerOwner: NSObject, PagerViewDelegate {}
