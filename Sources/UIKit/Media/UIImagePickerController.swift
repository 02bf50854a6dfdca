import Foundation

/// A controller that lets the user pick a picture. On the desktop its library is the pictures folder (see
/// `CASEMENT_PHOTO_LIBRARY` in the README), shown as a grid of thumbnails; there is no camera.
///
/// Set `delegate` to an object that adopts `UIImagePickerControllerDelegate` and `UINavigationControllerDelegate`; it
/// is told of the picked picture, with its original, its square crop when `allowsEditing` is on, and its file.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Whether the device has a source of pictures of `sourceType`: the library and saved photos, never a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The kinds of media a source gives, as type identifiers: pictures for the library, nothing for a camera.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// Whether the device has a camera on that side: never, here.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Where the pictures come from. A source the device lacks is reported, as iOS raises, and not taken.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            reportMisuse("Source type \(sourceType.rawValue) not available", raising: "NSInvalidArgumentException")
            sourceType = oldValue
        }
    }

    /// The kinds of media offered, as type identifiers.
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the picked picture is also given cropped to a square (`.editedImage` and `.cropRect`).
    open var allowsEditing = false
    open var cameraDevice: CameraDevice = .rear
    open var cameraFlashMode: CameraFlashMode = .auto
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var showsCameraControls = true
    open var cameraOverlayView: UIView?
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600

    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setViewControllers([PhotoGridViewController()], animated: false)
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setViewControllers([PhotoGridViewController()], animated: false)
    }

    /// Takes a picture with the camera; there is none, which is reported.
    open func takePicture() {
        reportMisuse("UIImagePickerController.takePicture(): the source type is not the camera.", raising: "NSInternalInconsistencyException")
    }

    private var pickerDelegate: UIImagePickerControllerDelegate? { delegate as? UIImagePickerControllerDelegate }

    /// Gives the picture at `url` to the delegate, or dismisses the picker when none is told.
    package func pick(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else {
            return reportMisuse("UIImagePickerController: \(url.path) is not a picture this platform can read.")
        }
        var info: [InfoKey: Any] = [.mediaType: "public.image", .originalImage: image, .imageURL: url]
        if allowsEditing {
            let side = min(image.size.width, image.size.height)
            let crop = CGRect(x: ((image.size.width - side) / 2).rounded(.down), y: ((image.size.height - side) / 2).rounded(.down), width: side, height: side)
            let pixels = crop.applying(CGAffineTransform(scaleX: image.scale, y: image.scale))
            info[.cropRect] = crop
            info[.editedImage] = image.cgImage?.cropping(to: pixels).map { UIImage(cgImage: $0, scale: image.scale, orientation: .up) } ?? image
        }
        guard let pickerDelegate else { return dismiss(animated: true) }
        pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Tells the delegate the user cancelled; without one, the picker dismisses itself.
    package func cancel() {
        guard let pickerDelegate else { return dismiss(animated: true) }
        pickerDelegate.imagePickerControllerDidCancel(self)
    }
}
