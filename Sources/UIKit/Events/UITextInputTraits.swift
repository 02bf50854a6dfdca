/// The keyboard traits of a text input. There is no on-screen keyboard here, so they are kept but change nothing
/// about how hardware keys type.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {}
