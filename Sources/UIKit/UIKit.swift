@_exported import Foundation
@_exported import CoreGraphics
// CTFontManager's registration functions, which iOS code calls with only UIKit imported.
@_exported import CoreText
@_exported import QuartzCore
// On iOS, `import UIKit` brings URLSession; on Linux it lives in FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
