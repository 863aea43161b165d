import Intents
import Numbers

/// Focus sessions: start, stop, pause, resume and ask how one is going. Presets, progress and
/// planning still go through `IntentBuilder`.
enum FocusFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case start(FocusStart), stop, pause, resume, status
    }

    static let intents = ["focus.start", "focus.stop", "focus.pause", "focus.resume", "focus.status"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        switch slots.intent {
        case "focus.start":
            .start(FocusStart(preset: slots.text("preset"), minutes: try slots.minutes("length"),
                              task: slots.text("task"), sound: slots.text("sound"), background: slots.text("background")))
        case "focus.stop": .stop
        case "focus.pause": .pause
        case "focus.resume": .resume
        case "focus.status": .status
        default: nil
        }
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .start(let start): executor.startFocus(start)
        case .stop: executor.stopFocus()
        case .pause: executor.pauseFocus()
        case .resume: executor.resumeFocus()
        case .status: executor.focusStatus()
        }
    }
}

/// The focus domain's registered families (`IntentFamilies`).
enum FocusFamilies {
    static let all: [any IntentFamily.Type] = [FocusFamily.self]
}
