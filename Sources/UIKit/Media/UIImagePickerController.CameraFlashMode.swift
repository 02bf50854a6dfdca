extension UIImagePickerController {
    /// How the camera uses its flash.
    public enum CameraFlashMode: Int, Sendable {
        case off = -1
        case auto = 0
        case on = 1
    }
}
