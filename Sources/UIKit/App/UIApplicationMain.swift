import Foundation

/// Creates the application and its delegate from their class names and runs the app until its window closes.
///
/// - Parameters:
///   - principalClassName: A `UIApplication` subclass, as "Module.Class"; nil for `UIApplication`.
///   - delegateClassName: The delegate class, as "Module.Class".
/// - Returns: The process exit status: 0 after a clean quit.
@preconcurrency @MainActor
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    let applicationType = principalClassName.map { NSClassFromString($0) as? UIApplication.Type } ?? UIApplication.self
    guard let applicationType else {
        reportMisuse("UIApplicationMain: \(principalClassName!) is not a UIApplication subclass (use \"Module.Class\").")
        return 1
    }
    guard let delegateClassName, let delegateType = NSClassFromString(delegateClassName) as? any UIApplicationDelegate.Type else {
        reportMisuse("UIApplicationMain: no UIApplicationDelegate class named \(delegateClassName ?? "nil") (use \"Module.Class\").")
        return 1
    }
    return ApplicationRunner.run(applicationType: applicationType, delegate: delegateType.init())
}
