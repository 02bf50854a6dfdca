/// The animation of a context menu appearing or going away; menus here appear at once, so none is passed.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}
