import Foundation
import Intents
import Numbers

/// Notes one is done with (`note.remove`): "delete the note about wifi" takes the one note that
/// best matches the words, "delete that note" the newest, "clear my notes" all of them. Several
/// notes matching equally are listed and none goes: a note holds what the user could not retype.
enum NoteRemovalFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case about(String)
        case newest
        case all
    }

    static let intents = ["note.remove"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        if slots.name("all") != nil || slots.name("wipe") != nil { return .all }
        if let about = slots.typedText("about"), !Executor.noteWords(about).isEmpty { return .about(about) }
        return .newest
    }

    private static let say = Replies.notes

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let notes = executor.state.model.notes
        guard !notes.isEmpty else { return Reply(say.noneToDelete(), outcome: .notDone, intent: intent) }
        switch command {
        case .all:
            executor.state.checkpoint(say.changeDeletedAll(count: notes.count))
            executor.state.model.notes.removeAll()
            return Reply(say.deletedAll(count: notes.count), intent: intent)
        case .newest:
            return remove(at: notes.count - 1, intent: intent, on: &executor)
        case .about(let about):
            let found = Executor.notes(in: notes, about: Executor.noteWords(about))
            guard !found.isEmpty else { return Reply(say.noneAbout(about: about), outcome: .notDone, intent: intent) }
            guard found.count == 1, let index = notes.firstIndex(of: found[0]) else {
                let lines = found.prefix(10).map(executor.noteLine)
                return Reply(([say.several(count: found.count, about: about)] + lines).joined(separator: "\n"), outcome: .notDone, intent: intent)
            }
            return remove(at: index, intent: intent, on: &executor)
        }
    }

    private static func remove(at index: Int, intent: String, on executor: inout Executor) -> Reply {
        let note = executor.state.model.notes[index]
        executor.state.checkpoint(say.changeDeleted(note: note.text))
        executor.state.model.notes.remove(at: index)
        return Reply(say.deleted(note: note.text), intent: intent)
    }
}
