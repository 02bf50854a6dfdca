import CoreGraphics

/// Starts drawing into a new bitmap of `size` points, which becomes the current context of this thread.
///
/// A `scale` of 0 means the main screen's. The older form of `UIGraphicsImageRenderer`; end it with
/// `UIGraphicsEndImageContext()`. A size no bitmap can have is reported and starts no context.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale == 0 ? ImageAssets.preferredScale : scale
    guard let (width, height) = UIGraphicsImageRenderer.pixelSize(of: size, scale: scale, for: "UIGraphicsBeginImageContext"),
          let context = CGContext.bitmap(width: width, height: height) else { return }
    context.flipForLayer(height: height, scale: scale)
    if opaque {
        context.setFillColor(CGColor(gray: 0, alpha: 1))
        context.fill(CGRect(origin: .zero, size: size))
    }
    UIGraphicsContextSlot.push(UIGraphicsContextSlot(context: context, imageScale: scale))
}

/// `UIGraphicsBeginImageContextWithOptions(size, false, 1)`.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds so far, or nil when the current context is not an image context.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let slot = UIGraphicsContextSlot.current, let scale = slot.imageScale, let image = slot.context?.makeImage() else { return nil }
    return UIImage(cgImage: image, scale: scale, orientation: .up)
}

/// Ends the image context `UIGraphicsBeginImageContextWithOptions` started.
public func UIGraphicsEndImageContext() {
    guard UIGraphicsContextSlot.current?.imageScale != nil else { return }
    UIGraphicsContextSlot.pop()
}
