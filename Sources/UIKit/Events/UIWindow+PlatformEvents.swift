extension UIWindow {
    /// Takes a platform event that happened in this window: touches, the pointer, the wheel and keys. Events about
    /// the native window itself (closing, resizing) are the runner's.
    package func handle(_ event: PlatformEvent) {
        defer { UndoManager.endEventGroups() }
        switch event {
        case .touches(let samples):
            handleTouches(samples)
        case .hover(let point):
            handleHover(at: point)
        case let .scroll(delta, location, continuous):
            handleScroll(by: delta, at: location, kind: continuous ? .continuous : .discrete)
        case let .zoom(scale, location):
            handleZoom(by: scale, at: location)
        case .key(let sample):
            handleKey(sample)
        case .text(let text):
            handleText(text)
        case let .composition(text, cursor):
            handleComposition(text, cursor: cursor)
        case .quit, .close, .resized, .exposed, .memoryWarning:
            break
        }
    }
}
