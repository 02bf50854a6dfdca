extension UISegmentedControl {
    /// One segment: a title or an image (never both, as on iOS), the action it performs, and its own settings.
    struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        /// A fixed width, or 0 for a width worked out from the content and the control's width.
        var width: CGFloat = 0
        /// How far the content is moved from the segment's center.
        var contentOffset = CGSize.zero

        init(title: String? = nil, image: UIImage? = nil, action: UIAction? = nil) {
            self.title = image == nil ? title : nil
            self.image = image
            self.action = action
        }
    }
}
