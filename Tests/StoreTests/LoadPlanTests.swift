import Copilot
import Foundation
import NLParse
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

/// A one-shot about today reads the newest meals and, for progress, every task's completions
/// from columns: over weeks of history the replies and the store are what reading everything
/// gives.
@Suite struct WindowedLoadTests {
    @Test func weeksOfHistoryAnswerAsTheWholeModelDoes() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        var memory = CopilotState()
        func say(_ line: String, daysAgo: Double, hour: Double = 9) throws {
            let now = StoreFixtures.context.now.addingTimeInterval((-daysAgo * 24 + hour - 9) * 3600)
            let context = ParseContext(now: now, timeZone: StoreFixtures.context.timeZone)
            let assistant = try StoreFixtures.assistant(path)
            defer { assistant.database?.close() }
            let stored = try assistant.respond(to: line, context: context).text
            let whole = StoreFixtures.copilot.respond(to: line, state: &memory, context: context).text
            #expect(stored == whole, "\(line), \(daysAgo) days ago at \(hour)")
        }
        try say("add task water the plants every day p2", daysAgo: 50)
        for day in stride(from: 45, through: 0, by: -3) {
            let ago = Double(day)
            try say("log 2 eggs and a slice of toast for breakfast", daysAgo: ago, hour: 8)
            try say("log a banana for lunch", daysAgo: ago, hour: 12.5)
            try say("add task report number \(day) p\(day % 4 + 1)", daysAgo: ago, hour: 9)
            try say("done report number \(day)", daysAgo: ago, hour: 10)
            try say("done water the plants", daysAgo: ago, hour: 10.5)
            try say("start a 25 minute pomodoro", daysAgo: ago, hour: 14)
            try say("stop focus", daysAgo: ago, hour: 14.5)
        }
        for line in ["how am I doing this week", "how am I doing today", "how's my month going", "what level am I",
                     "what badges do I have", "what's my streak", "log an apple", "log a pear too", "undo",
                     "log toast for lunch", "what did I eat today", "how am I doing this week"] {
            try say(line, daysAgo: 0, hour: 16)
        }
        try say("log yogurt for breakfast yesterday", daysAgo: 0, hour: 16.5)
        try say("how was my week", daysAgo: 0, hour: 17)
        // A month the default window does not reach (December, said on 7 January).
        try say("how did I do in december 2025", daysAgo: 0, hour: 17)
        try say("how did I do in november", daysAgo: 0, hour: 17)
        try say("log rice for dinner on december 2", daysAgo: 0, hour: 17)
        #expect(try StoreFixtures.assistant(path).state().model.withoutConversation == memory.model.withoutConversation)
    }

    /// The columns progress reads are written with every task, and filled in when a store made
    /// before they existed is opened.
    @Test func progressColumnsAreWrittenAndMigrated() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let assistant = try StoreFixtures.assistant(path)
        try StoreFixtures.say(assistant, "add task a p1", "add task b", "add task c every day p3", "done 2", "done 1", "done 3")
        assistant.database?.close()
        let query = "SELECT id, coalesce(priority, '-'), completed IS NOT NULL, coalesce(done_dates, '-') FROM tasks ORDER BY id"
        let written = try Self.sqlite(path, query)
        #expect(written.split(separator: "\n").map { $0.split(separator: "|").prefix(3).joined(separator: "|") } == ["1|1|1", "2|-|1", "3|3|0"])
        #expect(written.split(separator: "\n").last?.hasSuffix("|[") == false && written.contains("|3|0|["))
        // Back to the first schema, as a store of the last release: the columns go, and come
        // back filled from the tasks.
        _ = try Self.sqlite(path, """
            DROP INDEX tasks_done; ALTER TABLE tasks DROP COLUMN priority; ALTER TABLE tasks DROP COLUMN done_dates;
            DELETE FROM grdb_migrations WHERE identifier LIKE 'v2%'; PRAGMA user_version = 1;
            """)
        try StoreFixtures.assistant(path).database?.close()
        #expect(try Self.sqlite(path, query) == written)
    }

    static func sqlite(_ path: String, _ sql: String) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sqlite3", path, sql]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
