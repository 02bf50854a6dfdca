import Foundation

/// Whether snapshot verification records new references instead of comparing.
///
/// Set the environment variable `SNAPSHOT_RECORD=1` to record every
/// snapshot a run checks; a snapshot without a reference is always recorded
/// (and its check fails, so a missing reference never passes silently).
public enum SnapshotRecording {
    public static var isOn: Bool {
        ["1", "true", "yes"].contains(ProcessInfo.processInfo.environment["SNAPSHOT_RECORD"]?.lowercased() ?? "")
    }
}
