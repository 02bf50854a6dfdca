@_exported import Foundation
@_exported import CoreGraphics
@_exported import QuartzCore
