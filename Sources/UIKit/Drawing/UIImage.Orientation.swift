extension UIImage {
    /// The orientation of the image's pixels; every image here is upright.
    public enum Orientation: Int, Sendable {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }
}
