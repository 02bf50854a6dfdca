/// How cells and header-footer views show their configurations: a content configuration in a content view made by
/// it (kept while it supports newer configurations), a background configuration in a view at the back.
@MainActor
package enum ConfigurationHosting {
    /// Shows `configuration` in `container`, in `current` when it supports it and in a new content view otherwise;
    /// returns the view that shows it, nil for no configuration.
    package static func show(_ configuration: (any UIContentConfiguration)?, in container: UIView,
                             replacing current: (any UIView & UIContentView)?) -> (any UIView & UIContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        return view
    }

    /// Shows `configuration` behind the rest of `owner`, in `current` when there is one; returns the view showing it.
    package static func show(_ configuration: UIBackgroundConfiguration?, behind owner: UIView,
                             replacing current: BackgroundConfigurationView?) -> BackgroundConfigurationView? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current {
            current.configuration = configuration
            return current
        }
        let view = BackgroundConfigurationView(configuration: configuration)
        view.frame = owner.bounds
        owner.insertSubview(view, at: 0)
        return view
    }
}
