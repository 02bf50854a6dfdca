import UIKit

/// A pager as FSPagerView writes one: a delegate whose optional methods share a base name and set their selectors,
/// asked by calls with `?` and by naming a method as a function, which gives nil where the delegate lacks it; a
/// method whose base name no other member has is named without its labels.
@objc public protocol PagerViewDelegate: NSObjectProtocol {
    @objc(pagerView:shouldHighlightItemAtIndex:)
    optional func pagerView(_ pagerView: PagerView, shouldHighlightItemAt index: Int) -> Bool
    @objc(pagerView:didHighlightItemAtIndex:)
    optional func pagerView(_ pagerView: PagerView, didHighlightItemAt index: Int)
    @objc(pagerView:shouldSelectItemAtIndex:)
    optional func pagerView(_ pagerView: PagerView, shouldSelectItemAt index: Int) -> Bool
    @objc(numberOfPagesInPagerView:)
    optional func numberOfPages(in pagerView: PagerView) -> Int
    @objc(pagerViewDidScroll:)
    optional func pagerViewDidScroll(_ pagerView: PagerView)
    optional func interitemSpacing(in pagerView: PagerView) -> CGFloat
}

open class PagerView: UIView {
    open weak var delegate: PagerViewDelegate?
    var highlighted: [Int] = []

    func shouldHighlight(at index: Int) -> Bool {
        guard let function = self.delegate?.pagerView(_:shouldHighlightItemAt:) else {
            return true
        }
        return function(self, index)
    }

    /// Tells the delegate, or keeps the index itself when the delegate has no such method.
    func highlight(at index: Int) {
        if let function = delegate?.pagerView(_:didHighlightItemAt:) {
            function(self, index)
        } else {
            highlighted.append(index)
        }
    }

    func shouldSelect(at index: Int) -> Bool {
        delegate?.pagerView?(self, shouldSelectItemAt: index) ?? true
    }

    var numberOfPages: Int {
        if let count = delegate?.numberOfPages(in:) {
            return count(self)
        }
        return 1
    }

    var unwatchedScrolls = 0

    /// Tells the delegate, or counts the scroll itself when the delegate has no such method.
    func didScroll() {
        guard let tell = delegate?.pagerViewDidScroll else {
            unwatchedScrolls += 1
            return
        }
        tell(self)
    }

    var spacing: CGFloat {
        let spacing = delegate?.interitemSpacing
        return spacing?(self) ?? 8
    }
}

/// A delegate that answers every question, under the names Swift gives its methods.
final class PagerOwner: NSObject, PagerViewDelegate {
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
}

/// A delegate that answers nothing: every question gets the pager's fallback.
final class QuietPagerOwner: NSObject, PagerViewDelegate {}
