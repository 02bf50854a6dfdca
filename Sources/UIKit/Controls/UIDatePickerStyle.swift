/// How a date picker shows itself, with Apple's raw values.
public enum UIDatePickerStyle: Int, Sendable {
    /// The style UIKit chooses for the mode and the room.
    case automatic
    /// Spinning wheels.
    case wheels
    /// A field that opens the picker in a popover.
    case compact
    /// A calendar, or a field for the time.
    case inline
}
