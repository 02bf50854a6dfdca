import UIKit

/// The sighting's photo, large and rounded, or a note that there is none. The decoded picture is let go on a
/// memory warning while the photo is off screen and loaded again before it reappears.
final class PhotoViewManager: ViewManager {
    let imageView = UIImageView()
    private let placeholder = UILabel()

    init() {
        super.init(view: PhotoView())
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.layer.cornerRadius = 16
        imageView.backgroundColor = .secondarySystemBackground
        placeholder.text = "No photo"
        placeholder.textColor = .secondaryLabel
        placeholder.textAlignment = .center
        view.addSubview(imageView)
        view.addSubview(placeholder)
    }

    private(set) var isOnScreen = false

    override func show(_ sighting: Sighting?) {
        imageView.image = sighting?.imageName.flatMap { UIImage(named: $0) }
        placeholder.isHidden = imageView.image != nil
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

/// Puts the photo at the top in a 4:3 frame, or smaller when the room is shorter; the placeholder centered in it.
private final class PhotoView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        let frame = CGRect(x: 0, y: 0, width: bounds.width, height: min(bounds.height, bounds.width * 0.75))
        for view in subviews { view.frame = frame }
    }
}
