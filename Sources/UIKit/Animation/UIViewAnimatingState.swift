/// Where an animator is in its life: not started (or finished), running or paused, or stopped awaiting a finish.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive = 0
    case active = 1
    case stopped = 2
}
