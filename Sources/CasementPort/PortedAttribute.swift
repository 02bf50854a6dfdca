/// The attributes that exist for the Objective-C runtime and Interface Builder, which the port reads and then drops.
enum PortedAttribute {
    /// Attributes that make a member reachable by name.
    static let exposing: Set<String> = ["objc", "IBAction", "IBOutlet", "IBInspectable", "IBSegueAction", "GKInspectable"]
    /// Every attribute the port removes; `@UIApplicationMain` is rewritten to `@main` instead.
    static let dropped: Set<String> = exposing.union(["objcMembers", "IBDesignable", "nonobjc"])
}
