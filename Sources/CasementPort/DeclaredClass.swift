/// A class declared in the target being ported, with what the port needs to know of it.
struct DeclaredClass {
    /// The name, qualified by the types it is nested in ("Outer.Inner").
    let name: String
    /// The first inherited type, which Swift requires to be the superclass when there is one.
    let firstInheritedType: String?
    let file: Int
    let isFinal: Bool
    /// "open" or "public" when the class is visible outside its module: its member table must be as visible.
    let accessLevel: String?
    let isGeneric: Bool
    /// Whether the class is written `@MainActor` itself.
    let isMainActor: Bool
    /// Whether it carries `@main` or `@UIApplicationMain`.
    let isAppEntry: Bool
    /// Whether it adopts a protocol UIKit makes instances of by class, which requires `init()`: the app delegate's
    /// and the scene delegates'.
    let adoptsInstantiatedProtocol: Bool
    /// Whether it declares an initializer without parameters.
    let declaresPlainInit: Bool
    /// Its designated initializers (those not marked `convenience`), by name: `init(target:action:)`.
    let designatedInits: Set<String>
    /// Whether it declares `objcInstantiate()`, as an earlier port wrote it.
    let isInstantiationPorted: Bool
    /// The base names of the members it declares with `override`.
    let overriddenNames: Set<String>
}
