/// Where a label's text goes vertically when `adjustsFontSizeToFitWidth` shrinks it.
public enum UIBaselineAdjustment: Int, Sendable {
    /// The shrunk text's baseline stays where the full-size text's would be.
    case alignBaselines = 0
    /// The shrunk text's center stays where the full-size text's would be.
    case alignCenters
    /// The shrunk text's top stays where the full-size text's would be.
    case none
}
