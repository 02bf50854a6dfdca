@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
// On iOS, `import UIKit` brings URLSession; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
