/// Whether a screen senses how hard it is pressed (3D Touch).
public enum UIForceTouchCapability: Int, Sendable {
    case unknown = 0, unavailable = 1, available = 2
}
