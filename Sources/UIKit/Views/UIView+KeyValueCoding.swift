import ObjCRuntime

extension UIView {
    /// The properties apps read, set and observe by key on iOS. Geometry, alpha and hidden state tell observers
    /// through the layer; the others when set.
    nonisolated static let viewKeyValues = ObjCMemberTable(inheriting: UIResponder.objcMemberTable, properties: [
        .readWrite("frame") { \UIView.frame }, .readWrite("bounds") { \UIView.bounds }, .readWrite("center") { \UIView.center },
        .readWrite("transform") { \UIView.transform }, .readWrite("alpha") { \UIView.alpha },
        .readWrite("hidden", getter: "isHidden") { \UIView.isHidden }, .readWrite("opaque", getter: "isOpaque") { \UIView.isOpaque },
        .readWrite("backgroundColor") { \UIView.backgroundColor }, .readWrite("tintColor") { \UIView.tintColor },
        .readWrite("tag") { \UIView.tag }, .readWrite("clipsToBounds") { \UIView.clipsToBounds },
        .readWrite("userInteractionEnabled", getter: "isUserInteractionEnabled") { \UIView.isUserInteractionEnabled },
        .readOnly("layer") { \UIView.layer }, .readOnly("superview") { \UIView.superview }, .readOnly("subviews") { \UIView.subviews },
        .readOnly("window") { \UIView.window },
    ])
}
