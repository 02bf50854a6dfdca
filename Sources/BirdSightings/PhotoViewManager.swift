import UIKit

/// The sighting's photo, large and rounded, or a note that there is none. Pinching (or Ctrl with the wheel) zooms
/// it up to 4x, and a double tap zooms in on the spot or back out. The decoded picture is let go on a memory
/// warning while the photo is off screen and loaded again before it reappears.
final class PhotoViewManager: ViewManager {
    private let photoView = PhotoView()
    private let placeholder = UILabel()
    var imageView: UIImageView { photoView.imageView }
    var zoomView: UIScrollView { photoView.zoomView }

    init() {
        super.init(view: photoView)
        placeholder.text = "No photo"
        placeholder.textColor = .secondaryLabel
        placeholder.textAlignment = .center
        view.addSubview(placeholder)
        let doubleTap = UITapGestureRecognizer(target: photoView, action: PhotoView.doubleTapped)
        doubleTap.numberOfTapsRequired = 2
        zoomView.addGestureRecognizer(doubleTap)
    }

    private(set) var isOnScreen = false

    override func show(_ sighting: Sighting?) {
        imageView.image = sighting?.imageName.flatMap { UIImage(named: $0) }
        placeholder.isHidden = imageView.image != nil
        zoomView.setZoomScale(1, animated: false)
    }

    override func viewWillAppear(_ animated: Bool) {
        if imageView.image == nil { show(sighting) }
    }

    override func viewDidAppear(_ animated: Bool) {
        isOnScreen = true
    }

    override func viewDidDisappear(_ animated: Bool) {
        isOnScreen = false
    }

    override func didReceiveMemoryWarning() {
        if !isOnScreen { imageView.image = nil }
    }
}

/// The photo in a zooming scroll view at the top, in a 4:3 frame (or smaller when the room is shorter), the
/// placeholder centered in the same frame.
private final class PhotoView: UIView, UIScrollViewDelegate {
    let zoomView = UIScrollView()
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        zoomView.minimumZoomScale = 1
        zoomView.maximumZoomScale = 4
        zoomView.showsHorizontalScrollIndicator = false
        zoomView.showsVerticalScrollIndicator = false
        zoomView.contentInsetAdjustmentBehavior = .never
        zoomView.layer.cornerRadius = 16
        zoomView.clipsToBounds = true
        zoomView.backgroundColor = .secondarySystemBackground
        zoomView.delegate = self
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        zoomView.addSubview(imageView)
        addSubview(zoomView)
    }

    required init?(coder: NSCoder) { nil }

    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, bounds.width * 0.75))
        for view in subviews { view.frame = frame }
        // Zoomed, the image's frame is the zoom's; at 1x it fills the frame.
        if zoomView.zoomScale == 1 {
            imageView.frame = zoomView.bounds
            zoomView.contentSize = frame.size
        }
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    /// Zooms 2.5x in on the tapped spot, or back out.
    func doubleTapped(_ recognizer: UITapGestureRecognizer) {
        guard zoomView.zoomScale == 1 else { return zoomView.setZoomScale(1, animated: true) }
        let point = recognizer.location(in: imageView)
        let size = CGSize(width: zoomView.bounds.width / 2.5, height: zoomView.bounds.height / 2.5)
        zoomView.zoom(to: CGRect(x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height), animated: true)
    }
}
