import Copilot
import Foundation
import Testing

/// Notes taken away: by their words (the one note that holds the most of them), the newest, or
/// all; when several notes match as well, none goes and they are listed.
struct NoteRemovalTests {
    static let phrasings = ["delete the note about wifi", "remove my note about the wifi", "forget the wifi note", "erase my wifi memo",
                            "get rid of the note about the wifi", "trash that note about wifi"]

    @Test func aNoteGoesByItsWords() {
        for said in Self.phrasings {
            var state = CopilotState()
            let replies = Fixtures.converse(["note: wifi password is hunter22", "note: the gate code is 4512", said], state: &state)
            #expect(replies[2] == "Deleted the note “wifi password is hunter22”.", "\(said): \(replies)")
            #expect(state.model.notes.map(\.text) == ["the gate code is 4512"], "\(said)")
        }
    }

    @Test func severalMatchesAreListedNotDeleted() {
        var state = CopilotState()
        let replies = Fixtures.converse(["note: car insurance number is 12345", "note: car service at 60000 miles", "delete the note about the car"], state: &state)
        #expect(replies[2].hasPrefix("2 notes mention “car”; say more of the one to delete:"), "\(replies)")
        #expect(state.model.notes.count == 2)
    }

    @Test func theNewestOrAllOfThem() {
        var state = CopilotState()
        var replies = Fixtures.converse(["note: first", "note: second", "delete that note"], state: &state)
        #expect(replies[2] == "Deleted the note “second”.", "\(replies)")
        replies = Fixtures.converse(["note: third", "clear my notes", "show my notes", "undo", "show my notes"], state: &state)
        #expect(replies[1] == "Deleted 2 notes. “undo” brings them back.", "\(replies)")
        #expect(replies[2].hasPrefix("No notes yet."), "\(replies)")
        #expect(replies[4].hasPrefix("2 notes:"), "\(replies)")
    }

    @Test func nothingToDelete() {
        var state = CopilotState()
        let replies = Fixtures.converse(["delete the note about wifi", "note: gate code 4512", "delete the note about parking"], state: &state)
        #expect(replies[0] == "There are no notes to delete.", "\(replies)")
        #expect(replies[2] == "No note mentions “parking”.", "\(replies)")
    }
}
