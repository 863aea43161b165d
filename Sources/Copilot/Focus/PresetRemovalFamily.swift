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

    private static let say = Replies.focus

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let focus = executor.state.model.focus
        guard let name = command.name else {
            let own = focus.presets.map(\.name)
            return Reply(own.isEmpty ? say.presetNoneOwn() : say.presetWhich(presets: ReplyFormat.list(own)), outcome: .notDone, intent: intent)
        }
        let filler = executor.lexicon[.presetFiller]
        let key = NameKey.key(name, ignoring: filler)
        guard let index = focus.presets.firstIndex(where: { NameKey.key($0.name, ignoring: filler) == key }) else {
            if let builtIn = FocusPreset.named(name, ignoring: filler) {
                return Reply(say.presetBuiltIn(name: builtIn.name), outcome: .notDone, intent: intent)
            }
            return Reply(say.presetMissing(name: name, presets: ReplyFormat.list(focus.allPresets.map(\.name))), outcome: .notDone, intent: intent)
        }
        let preset = focus.presets[index]
        executor.state.checkpoint(say.changePresetDeleted(name: preset.name))
        executor.state.model.focus.presets.remove(at: index)
        let restored = FocusPreset.named(preset.name, ignoring: filler).map { say.presetRestored(name: $0.name, settings: Executor.settings($0)) } ?? ""
        return Reply(say.presetDeleted(name: preset.name, restored: restored), intent: intent)
    }
}
