/// Where an animation ended: at its end values, its start values, or wherever it was stopped.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end = 0
    case start = 1
    case current = 2
}
