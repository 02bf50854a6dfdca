import UIKit

/// Optional requirements named without their labels where the port cannot tell which member the name is: each is
/// reported and left as it is.
@objc protocol PagerDataSource {
    @objc optional func pagerView(_ pagerView: Pager, titleForItemAt index: Int) -> String
    @objc optional func numberOfItems(in pagerView: Pager) -> Int
}

@objc protocol PagerDelegate {
    @objc optional func pagerView(_ pagerView: Pager, didSelectItemAt index: Int)
}

class Pager: UIView {
    weak var dataSource: PagerDataSource?
    weak var delegate: PagerDelegate?
    var numberOfItems = 0

    func reload() {
        let title = dataSource?.pagerView
        guard let count = dataSource?.numberOfItems else { return }
        print(title?(self, 0) ?? "", count)
    }
}
