extension UIImagePickerController {
    /// Whether the camera takes pictures or films.
    public enum CameraCaptureMode: Int, Sendable {
        case photo = 0
        case video = 1
    }
}
