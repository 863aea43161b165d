import Copilot
import Foundation
import Store
import Testing

/// One-shot commands read only the tables their intent needs; the replies and the stored state
/// must be exactly what reading everything gives.
@Suite struct LoadPlanTests {
    @Test func narrowReadsAnswerAsTheWholeModelDoes() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        var memory = CopilotState()
        let lines = [
            "add task: finish proposal by friday 5pm #work p1", "add Jack as a child", "add task Jack's homework tomorrow",
            "log 2 eggs and a slice of toast for breakfast", "log a banana for lunch", "log an apple for lunch",
            "change my calorie goal to 1800", "whats left for today",
            "start a 25 minute pomodoro", "how am I doing today", "how am I doing this week", "done 1",
            "how am I doing this week", "undo", "undo", "redo", "add milk and eggs to the shopping list", "undo", "undo",
            "redo", "add task call mom", "undo", "undo", "undo", "redo", "add task renew passport", "log toast for lunch",
            "what did I eat today", "list", "add a task", "buy milk", "undo", "redo", "note: gate code 4512", "undo",
            "add task pay rent", "how am I doing this week", "undo",
        ]
        for line in lines {
            // A new assistant a line: a one-shot, with no copy of the model from the line before.
            let assistant = try StoreFixtures.assistant(path)
            let stored = try assistant.respond(to: line, context: StoreFixtures.context).text
            let whole = StoreFixtures.copilot.respond(to: line, state: &memory, context: StoreFixtures.context).text
            #expect(stored == whole, "\(line)")
            assistant.database?.close()
        }
        // "it" is the conversation's: undo in memory restores it with the snapshot, the store leaves it.
        #expect(try StoreFixtures.assistant(path).state().model.withoutConversation == memory.model.withoutConversation)
    }
}
