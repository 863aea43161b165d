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

    @Test func mealEditsCarryTheNewValueAsSaid() {
        #expect(intent("make that 2 slices of toast") == .mealEdit(MealEdit(value: "2 slices of toast")))
        #expect(intent("actually it was 3 eggs, not 2") == .mealEdit(MealEdit(value: "3 eggs")))
        #expect(intent("make it a diet coke") == .mealEdit(MealEdit(value: "a diet coke")))
        #expect(intent("change the rice at dinner to 1 1/2 cups") == .mealEdit(MealEdit(item: "rice", value: "1 1/2 cups", meal: "dinner")))
        #expect(intent("change the coffee to half a cup") == .mealEdit(MealEdit(item: "coffee", value: "half a cup")))
        guard case .mealEdit(let edit) = intent("the eggs at breakfast yesterday were 3") else {
            Issue.record("not meal.edit")
            return
        }
        #expect(edit.item == "eggs")
        #expect(edit.value == "3")
        #expect(edit.meal == "breakfast")
        #expect(edit.when?.date == Date(timeIntervalSince1970: 1_767_675_600))
    }

    @Test func typedIntentsEncodeAsJSON() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        encoder.dateEncodingStrategy = .iso8601
        let data = try encoder.encode(intent("add task buy milk p2"))
        #expect(String(decoding: data, as: UTF8.self) == #"{"taskAdd":{"_0":{"priority":2,"tags":[],"title":"buy milk"}}}"#)
    }
}
