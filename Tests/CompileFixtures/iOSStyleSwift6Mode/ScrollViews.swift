import UIKit

// Scroll views as iOS code sets them up: a zooming photo viewer, a carousel that snaps its cards, pull to refresh
// and Auto Layout content.

public final class PhotoViewerController: UIViewController, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    public let imageView = UIImageView(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    public private(set) var zoomEnds: [CGFloat] = []

    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.delegate = self
        scrollView.minimumZoomScale = 0.5
        scrollView.maximumZoomScale = 4
        scrollView.contentInsetAdjustmentBehavior = .never
        scrollView.decelerationRate = UIScrollView.DecelerationRate.fast
        scrollView.indicatorStyle = .white
        scrollView.addSubview(imageView)
        scrollView.contentSize = imageView.bounds.size
        view.addSubview(scrollView)
    }

    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {
        zoomEnds.append(scale)
    }
}

public final class CarouselController: UIViewController, UIScrollViewDelegate {
    public let scrollView = UIScrollView()
    public let cardWidth: CGFloat = 120
    public private(set) var refreshes = 0

    public override func loadView() {
        view = scrollView
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        scrollView.showsHorizontalScrollIndicator = false
        scrollView.alwaysBounceVertical = true
        scrollView.keyboardDismissMode = .onDrag
        let refresh = UIRefreshControl()
        refresh.attributedTitle = NSAttributedString(string: "Pull to refresh")
        refresh.addTarget(self, action: CarouselController.refresh, for: .valueChanged)
        scrollView.refreshControl = refresh

        let stack = UIStackView(arrangedSubviews: (0..<10).map { _ in UIView() })
        stack.spacing = 0
        stack.distribution = .fillEqually
        stack.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            stack.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            stack.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            stack.heightAnchor.constraint(equalTo: scrollView.frameLayoutGuide.heightAnchor),
            stack.widthAnchor.constraint(equalToConstant: cardWidth * 10),
        ])
    }

    private func refresh(_ sender: UIRefreshControl) {
        refreshes += 1
        sender.endRefreshing()
    }

    /// Snaps to a card edge, as carousels do.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let index = (targetContentOffset.pointee.x / cardWidth).rounded()
        targetContentOffset.pointee.x = index * cardWidth
    }

    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        if scrollView.contentOffset.x < 0 { scrollView.setContentOffset(.zero, animated: true) }
    }
}
