import Foundation
import Intents
import Nutrition

private let say = Replies.notes

/// Notes read back: all of them, newest first, or the ones about some words.
extension Executor {
    /// "show my notes", "find my note about the gate": with words, the notes holding the most of
    /// them (any word form: "codes" finds "code"), newest first.
    func notes(about: String?) -> Reply {
        let notes = state.model.notes.reversed()
        guard !notes.isEmpty else {
            return Reply(say.none(), outcome: .notDone, intent: "note.query")
        }
        guard let about, case let wanted = Self.noteWords(about), !wanted.isEmpty else {
            return Reply(([say.all(count: notes.count)] + notes.prefix(20).map(noteLine)).joined(separator: "\n"), intent: "note.query")
        }
        let found = Self.notes(in: Array(notes), about: wanted)
        guard !found.isEmpty else {
            return Reply(say.noneAbout(about: about), outcome: .notDone, intent: "note.query")
        }
        return Reply(([say.about(count: found.count, about: about)] + found.prefix(20).map(noteLine)).joined(separator: "\n"), intent: "note.query")
    }

    /// "  Wed 7 Jan: the gate code is 4512".
    func noteLine(_ note: Note) -> String {
        say.line(day: format.due(DueDate(date: note.created, hasTime: false)), note: note.text)
    }

    /// The notes holding the most of the words wanted, in the order given; none when no note
    /// holds any.
    static func notes(in notes: [Note], about wanted: Set<String>) -> [Note] {
        // A word matches a note's word, or one it begins or that begins it ("park" and "parking"),
        // four letters or more: the forms of one word share a stem.
        func matches(_ word: String, _ words: Set<String>) -> Bool {
            words.contains(word) || word.count >= 4 && words.contains { $0.count >= 4 && ($0.hasPrefix(word) || word.hasPrefix($0)) }
        }
        let scored = notes.map { note in
            let words = noteWords(note.text)
            return (note, wanted.filter { matches($0, words) }.count)
        }
        let best = scored.map(\.1).max() ?? 0
        return best > 0 ? scored.filter { $0.1 == best }.map(\.0) : []
    }

    /// A text's words for matching, lower-cased and singular.
    static func noteWords(_ text: String) -> Set<String> {
        Set(text.lowercased().split(whereSeparator: { !$0.isLetter && !$0.isNumber }).map { WordForms.singular(String($0)) })
    }
}
