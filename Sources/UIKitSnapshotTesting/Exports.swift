@_exported import SnapshotTesting
@_exported import UIKit
