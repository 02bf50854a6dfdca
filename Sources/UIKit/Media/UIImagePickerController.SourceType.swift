extension UIImagePickerController {
    /// Where pictures come from.
    public enum SourceType: Int, Sendable {
        case photoLibrary = 0
        case camera = 1
        case savedPhotosAlbum = 2
    }
}
