import Intents
import Numbers

/// Focus sessions: start, stop, pause, resume, make longer and ask how one is going. Presets, progress and
/// planning still go through `IntentBuilder`.
enum FocusFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case start(FocusStart), stop, pause, resume, status
        /// More minutes on the running session ("10 more minutes").
        case extend(minutes: Int)
        /// The grammar's values of the sound and background said (`h_sound`, `h_background`).
        case ambience(sound: String?, background: String?)
    }

    static let intents = ["focus.start", "focus.stop", "focus.pause", "focus.resume", "focus.status", "focus.sound", "focus.extend"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        switch slots.intent {
        case "focus.start":
            var minutes = try slots.minutes("length")
            if minutes == nil, let said = slots.number("minutes") { minutes = try QuantityKind.minutes.amount(said) }
            return .start(FocusStart(preset: slots.text("preset") ?? slots.name("saved"), minutes: minutes,
                                     task: slots.text("task"), sound: slots.text("sound"), background: slots.text("background")))
        case "focus.stop": return .stop
        case "focus.pause": return .pause
        case "focus.resume": return .resume
        case "focus.status": return .status
        case "focus.extend":
            guard let minutes = try slots.minutes("length") else { return nil }
            return .extend(minutes: Int(minutes.rounded()))
        case "focus.sound": return .ambience(sound: slots.text("sound"), background: slots.text("background"))
        default: return nil
        }
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .start(let start): return executor.startFocus(start)
        case .stop: return executor.stopFocus()
        case .pause: return executor.pauseFocus()
        case .resume: return executor.resumeFocus()
        case .status: return executor.focusStatus()
        case .extend(let minutes): return executor.extendFocus(byMinutes: minutes)
        case .ambience(let sound, let background): return executor.changeAmbience(sound: sound, background: background)
        }
    }
}

/// The focus domain's registered families (`IntentFamilies`).
enum FocusFamilies {
    static let all: [any IntentFamily.Type] = [FocusFamily.self, JourneyFamily.self, FocusLogFamily.self]
}
