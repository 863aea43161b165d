import Foundation
import Intents
import Numbers

/// A preset one is done with (`preset.delete`): "delete the writing preset". The user's own
/// presets go (undo brings one back); deleting the user's version of a built-in one brings the
/// built-in back. A built-in preset itself stays: it is there for everyone, and saving one of
/// the same name is how to change it.
enum PresetRemovalFamily: IntentFamily {
    struct Command: Codable, Sendable, Equatable {
        /// The preset as said; nil for "delete a preset".
        var name: String?
    }

    static let intents = ["preset.delete"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        Command(name: slots.typedText("name"))
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let focus = executor.state.model.focus
        guard let name = command.name else {
            let own = focus.presets.map(\.name)
            return Reply(own.isEmpty ? "You have no presets of your own to delete; the built-in ones stay."
                                     : "Which preset? Yours are \(ReplyFormat.list(own)).", outcome: .notDone, intent: intent)
        }
        let filler = executor.lexicon[.presetFiller]
        let key = NameKey.key(name, ignoring: filler)
        guard let index = focus.presets.firstIndex(where: { NameKey.key($0.name, ignoring: filler) == key }) else {
            if let builtIn = FocusPreset.named(name, ignoring: filler) {
                return Reply("\(builtIn.name) is built in and stays. To change it, save a preset of the same name.", outcome: .notDone, intent: intent)
            }
            return Reply("There's no preset called “\(name)”. " + "Presets: \(ReplyFormat.list(focus.allPresets.map(\.name))).", outcome: .notDone, intent: intent)
        }
        let preset = focus.presets[index]
        executor.state.checkpoint("deleted the preset “\(preset.name)”")
        executor.state.model.focus.presets.remove(at: index)
        let restored = FocusPreset.named(preset.name, ignoring: filler).map { " The built-in \($0.name) (\(Executor.settings($0))) is back." } ?? ""
        return Reply("Deleted the preset “\(preset.name)”.\(restored)", intent: intent)
    }
}
