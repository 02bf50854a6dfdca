/// CoreGraphics builds on Foundation's `CGFloat`, `CGPoint`, `CGSize` and `CGRect`, so
/// importing CoreGraphics brings them along exactly as it does on Apple platforms.
@_exported import Foundation
