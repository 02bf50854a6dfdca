extension UIImagePickerController {
    /// The camera on one side of the device.
    public enum CameraDevice: Int, Sendable {
        case rear = 0
        case front = 1
    }
}
