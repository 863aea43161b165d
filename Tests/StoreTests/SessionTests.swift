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
}
