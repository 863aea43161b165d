import Copilot
import Foundation
import Store
import Testing

/// Two conversations on one store (issue 26, item 4): each keeps its own pending question, its own
/// "it" and its own undo; the data itself is shared.
@Suite struct SessionTests {
    @Test func conversationsDoNotLeakIntoEachOther() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let prompt = try StoreFixtures.assistant(path, session: "prompt-1")
        let oneShot = try StoreFixtures.assistant(path, session: "terminal-2")
        try StoreFixtures.say(prompt, "add task renew passport")
        try StoreFixtures.say(oneShot, "add task call mom")
        // "it" is each one's own task.
        #expect(try StoreFixtures.say(prompt, "make it p1") == ["Changed “renew passport”: p1."])
        // A question asked in one is not answered by the other's next line.
        #expect(try StoreFixtures.say(prompt, "add a task").first?.hasPrefix("What's the task?") == true)
        // (A line that means nothing alone is not taken as the prompt's answer either.)
        #expect(try StoreFixtures.say(oneShot, "the blue one").first?.hasPrefix("Sorry") == true)
        #expect(try StoreFixtures.say(prompt, "water the plants") == ["Added “water the plants”."])
        // Undo takes back one's own last change, not the other's.
        #expect(try StoreFixtures.say(oneShot, "undo") == ["Undone: added “call mom”."])
        #expect(try StoreFixtures.say(prompt, "undo") == ["Undone: added “water the plants”."])
        #expect(try prompt.state().model.tasks.map(\.title) == ["renew passport"])
        #expect(try StoreFixtures.say(oneShot, "redo") == ["Redone: added “call mom”."])
        #expect(try oneShot.state().model.tasks.map(\.title) == ["renew passport", "call mom"])
    }

    /// Whom "her" and "him" mean is each conversation's own, kept between one-shots as "it" is.
    @Test func theMemberTalkedAboutIsEachConversationsOwn() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let prompt = try StoreFixtures.assistant(path, session: "prompt-1")
        let oneShot = try StoreFixtures.assistant(path, session: "terminal-2")
        try StoreFixtures.say(prompt, "add Emma as a child, 8")
        try StoreFixtures.say(prompt, "add Leo as a child, 6")
        try StoreFixtures.say(prompt, "how is Leo doing today")
        try StoreFixtures.say(oneShot, "how is Emma doing today")
        // Each in a process of its own: what was said is read back from the store.
        let again = try StoreFixtures.assistant(path, session: "prompt-1")
        try StoreFixtures.say(again, "give him 5 points")
        try StoreFixtures.say(oneShot, "give her 3 points")
        let members = try again.state().model.members
        #expect(members.first { $0.name == "Leo" }?.points == 5)
        #expect(members.first { $0.name == "Emma" }?.points == 3)
    }
}
