/// The control events by the names Xcode writes in an action's `eventType`.
enum InterfaceControlEvents {
    static func event(named name: String) -> UIControl.Event? {
        let events: [String: UIControl.Event] = [
            "touchDown": .touchDown, "touchDownRepeat": .touchDownRepeat, "touchDragInside": .touchDragInside,
            "touchDragOutside": .touchDragOutside, "touchDragEnter": .touchDragEnter, "touchDragExit": .touchDragExit,
            "touchUpInside": .touchUpInside, "touchUpOutside": .touchUpOutside, "touchCancel": .touchCancel,
            "valueChanged": .valueChanged, "primaryActionTriggered": .primaryActionTriggered,
            "menuActionTriggered": .menuActionTriggered, "editingDidBegin": .editingDidBegin, "editingChanged": .editingChanged,
            "editingDidEnd": .editingDidEnd, "editingDidEndOnExit": .editingDidEndOnExit,
        ]
        return events[name]
    }
}
