/// Core Text builds on Core Graphics' fonts, so importing it brings Core Graphics along, as on Apple platforms.
@_exported import CoreGraphics
