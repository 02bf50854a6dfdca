import QuartzCore

/// Keyboard delivery, as UIKit does it: a key going down first looks for a key command along the responder
/// chain, then lets the first responder's text editing take it, and otherwise becomes a press sent to the first
/// responder (the window when there is none), travelling up the chain. Typed text goes to the first responder
/// when it takes text.
extension UIWindow {
    package func handleKey(_ sample: KeySample) {
        let usage = UIKeyboardHIDUsage(rawValue: sample.usage) ?? .keyboardErrorUndefined
        let typed = usage.characters
        let shifted = sample.modifiers.contains(.shift) != sample.modifiers.contains(.alphaShift) && usage.rawValue <= UIKeyboardHIDUsage.keyboardZ.rawValue
            || sample.modifiers.contains(.shift) && usage.rawValue > UIKeyboardHIDUsage.keyboardZ.rawValue
        let key = UIKey(keyCode: usage, characters: shifted ? typed.shifted : typed.plain, charactersIgnoringModifiers: typed.plain,
                        modifierFlags: sample.modifiers)
        let responder = UIResponder.currentFirstResponder ?? self
        if sample.down {
            if let command = keyCommand(matching: key, from: responder), command.perform(from: responder) {
                keysTakenBeforePresses.insert(sample.usage)
                return
            }
            if responder.handleEditingKey(key) {
                keysTakenBeforePresses.insert(sample.usage)
                return
            }
            guard !sample.isRepeat || activePresses[sample.usage] == nil else { return }
            let press = UIPress(key: key, phase: .began, timestamp: MediaTime.scheduler.now, window: self, responder: responder)
            activePresses[sample.usage] = press
            UIApplication.shared.sendEvent(UIPressesEvent(presses: [press], timestamp: press.timestamp, modifierFlags: sample.modifiers))
        } else {
            if keysTakenBeforePresses.remove(sample.usage) != nil { return }
            guard let press = activePresses.removeValue(forKey: sample.usage) else { return }
            press.phase = .ended
            press.timestamp = MediaTime.scheduler.now
            UIApplication.shared.sendEvent(UIPressesEvent(presses: [press], timestamp: press.timestamp, modifierFlags: sample.modifiers))
        }
    }

    /// Typed text (after the layout and any input method), for the first responder if it takes text.
    package func handleText(_ text: String) {
        (UIResponder.currentFirstResponder as? UIKeyInput)?.insertText(text)
    }

    /// Text an input method is composing, for the first responder to show.
    package func handleComposition(_ text: String, cursor: Int) {
        UIResponder.currentFirstResponder?.compositionDidChange(text, cursor: cursor)
    }

    /// The first key command along the responder chain from `responder` that `key` matches.
    private func keyCommand(matching key: UIKey, from responder: UIResponder) -> UIKeyCommand? {
        var current: UIResponder? = responder
        while let candidate = current {
            if let command = candidate.keyCommands?.first(where: { $0.matches(key) }) { return command }
            current = candidate.next
        }
        return nil
    }

    /// Sends each press of `event` to the responder it was first sent to.
    package func deliverPresses(of event: UIPressesEvent) {
        for press in event.allPresses {
            guard let responder = press.responder else { continue }
            switch press.phase {
            case .began: responder.pressesBegan([press], with: event)
            case .changed: responder.pressesChanged([press], with: event)
            case .ended: responder.pressesEnded([press], with: event)
            case .cancelled: responder.pressesCancelled([press], with: event)
            case .stationary: break
            }
        }
    }
}
