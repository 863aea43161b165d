import Foundation
import Grammars
import Intents
import NLParse
import Testing

struct IntentBuilderTests {
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)
    static let parser = Parser(grammar: try! Grammar.load(directory: BundledGrammars.directory()!))

    private func intent(_ text: String) -> Intent {
        IntentBuilder.build(Self.parser.parse(text, context: Self.context), context: Self.context)
    }

    @Test func taskAddIsFullyTyped() {
        guard case .taskAdd(let add) = intent("add task: finish proposal by friday 5pm #work p1 @desk") else {
            Issue.record("not task.add")
            return
        }
        #expect(add.title == "finish proposal")
        #expect(add.due == DueDate(date: Date(timeIntervalSince1970: 1_767_996_000), hasTime: true))
        #expect(add.project == "work")
        #expect(add.priority == 1)
        #expect(add.tags == ["desk"])
    }

    @Test func references() {
        #expect(intent("done 3") == .taskComplete(.number(3)))
        #expect(intent("complete task number 4") == .taskComplete(.number(4)))
        #expect(intent("I finished the proposal") == .taskComplete(.words("proposal")))
        #expect(intent("delete that") == .taskDelete(.lastMentioned))
        #expect(TaskReference(text: "#12") == .number(12))
    }

    @Test func editsAndMeta() {
        guard case .taskEdit(let edit) = intent("move it to monday") else {
            Issue.record("not task.edit")
            return
        }
        #expect(edit.task == .lastMentioned)
        #expect(edit.due?.hasTime == false)
        #expect(intent("undo") == .undo)
        #expect(intent("never mind") == .cancel)
        #expect(intent("help") == .help(topic: nil))
        #expect(intent("zxcv qwer") == .none)
    }

    @Test func typedIntentsEncodeAsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(intent("add task buy milk p2"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"taskAdd":{"_0":{"priority":2,"tags":[],"title":"buy milk"}}}"#)
    }
}
