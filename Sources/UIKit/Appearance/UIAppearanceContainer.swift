/// A class whose instances can contain views styled by an appearance proxy: views and view controllers.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: AnyObject {}
