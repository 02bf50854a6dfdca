extension UIDatePicker {
    /// What a date picker picks, with Apple's raw values.
    public enum Mode: Int, Sendable {
        /// Hours and minutes, with AM and PM where the locale uses a 12-hour clock.
        case time
        /// Month, day and year, in the locale's order.
        case date
        /// A day, hours and minutes.
        case dateAndTime
        /// A duration in hours and minutes.
        case countDownTimer
        /// Month and year.
        case yearAndMonth
    }
}
