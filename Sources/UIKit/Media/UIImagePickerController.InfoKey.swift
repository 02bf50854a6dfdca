extension UIImagePickerController {
    /// The keys of the dictionary the delegate is given with the picked media.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The media's type identifier, `"public.image"` for a picture.
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picture as picked, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The picture cropped, when `allowsEditing` is on.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop, a `CGRect` in the original's points.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file of a film.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The library's URL of the media.
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a picture the camera took.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// A live photo.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The library's asset of the media.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The file of the picture.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
}
