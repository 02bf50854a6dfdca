/// The icon of a home-screen quick action: a system icon, a system image by name, or a template image of the app's.
@preconcurrency @MainActor
open class UIApplicationShortcutIcon: NSObject {
    /// The system's quick-action icons.
    public enum IconType: Int, Sendable {
        case compose, play, pause, add, location, search, share, prohibit, contact, home, markLocation, favorite, love,
             cloud, invitation, confirmation, mail, message, date, time, capturePhoto, captureVideo, task, taskCompleted,
             alarm, bookmark, shuffle, audio, update
    }

    /// What the icon shows: a system icon's type, or an image's name.
    package enum Source: Equatable {
        case type(IconType)
        case systemImage(String)
        case templateImage(String)
    }

    package let source: Source

    public convenience init(type: IconType) {
        self.init(source: .type(type))
    }

    /// An icon of the system image (SF Symbol) of that name.
    public convenience init(systemImageName: String) {
        self.init(source: .systemImage(systemImageName))
    }

    /// An icon of the app's image of that name, drawn as a template.
    public convenience init(templateImageName: String) {
        self.init(source: .templateImage(templateImageName))
    }

    private init(source: Source) {
        self.source = source
        super.init()
    }
}
