/* Intentionally empty: `import UIKit.UIGestureRecognizerSubclass` only has to resolve; what it reveals on iOS
   (writable `state`, the touch methods, `reset()`, `canPrevent`/`canBePrevented`) is public in the Swift module. */
