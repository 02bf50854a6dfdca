import Foundation
import ObjCRuntime

/// Saves `image` to the photo library (on the desktop, the pictures folder: see the README), then calls
/// `completionSelector` on `completionTarget` on the main queue with the image, the error or nil, and `contextInfo`:
/// a method spelled `image(_:didFinishSavingWithError:contextInfo:)`.
@MainActor
public func UIImageWriteToSavedPhotosAlbum(_ image: UIImage, _ completionTarget: Any?, _ completionSelector: Selector?,
                                           _ contextInfo: UnsafeMutableRawPointer?) {
    var failure: (any Error)?
    do {
        _ = try PhotoLibrary.save(image)
    } catch {
        failure = error
    }
    guard let target = completionTarget as AnyObject?, let completionSelector else { return }
    // Unsafe: the target and context cross to the main queue, where they came from.
    nonisolated(unsafe) let (receiver, context) = (target, contextInfo)
    let error = failure
    DispatchQueue.main.async {
        _ = ObjCMessage.send(completionSelector, to: receiver, [image, error as NSError?, context])
    }
}
