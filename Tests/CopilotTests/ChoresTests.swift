import Foundation
@testable import Copilot
import Testing

/// Chores: a task given to a household member by name, in any of the ways a parent says it, and
/// asked about by whose it is. A name the household does not have is asked about; nothing is added.
struct ChoresTests {
    /// How often or when, said after the name: the chore repeats or is due then, and the name is
    /// the one after "to", never the first word of the chore.
    @Test(arguments: names.flatMap { name in
        ["assign taking out the trash to \(name) every monday", "give taking out the trash to \(name) every monday",
         "hand over taking out the trash to \(name) each monday"].map { ($0, name) }
    })
    func aChoreHandedOverWithItsSchedule(line: String, name: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add \(name) as a child", line, "remind everyone about the dentist on friday at 3", "what chores does \(name) have"], state: &state)
        let chore = state.tasks.first { $0.kind == .task }
        #expect(chore?.title == "taking out the trash" && chore?.member == Self.display(name), "\(line): \(replies)")
        #expect(chore?.recurrence != nil, "\(line): \(replies)")
        // the family's reminder is no chore of theirs
        #expect(replies[3].hasPrefix("\(Self.display(name)) has 1 open chore:") && !replies[3].contains("dentist"), "\(line): \(replies)")
    }

    static let names = ["Sam", "leo", "Emma"]

    /// Generated: each way of handing an existing task over, for each name, with and without "the".
    static let handOver: [(String, String)] = names.flatMap { name in
        ["assign the dishes to \(name)", "assign dishes to \(name.lowercased())", "give the dishes to \(name)",
         "hand over the dishes to \(name)", "delegate the dishes to \(name)", "assign \(name) the dishes"].map { ($0, name) }
    }

    @Test(arguments: handOver)
    func anOpenTaskIsHandedOver(line: String, name: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add \(name) as a child", "add task dishes", line], state: &state)
        #expect(state.tasks.count == 1, "\(line): \(replies)")
        #expect(state.tasks.first?.member == Self.display(name), "\(line): \(replies)")
        #expect(replies.last == "Gave “dishes” to \(Self.display(name)).", "\(line)")
    }

    /// Generated: a new chore said with its owner and, sometimes, a day; it becomes their task.
    static let newChores: [(String, String, String?)] = names.flatMap { name in
        [("add a chore for \(name): vacuum the car", "vacuum the car", nil as String?),
         ("create a task for \(name) to vacuum the car tomorrow", "vacuum the car", "2026-01-08"),
         ("\(name) needs to vacuum the car by friday", "vacuum the car", "2026-01-09"),
         ("\(name) should vacuum the car tomorrow", "vacuum the car", "2026-01-08"),
         ("\(name) has to clean the room", "clean the room", nil),
         ("add chore feed the cat for \(name)", "feed the cat", nil),
         ("put feed the cat on \(name)'s chore list", "feed the cat", nil)].map { ($0.0, $0.1, $0.2) }
    }

    @Test(arguments: newChores.map { [$0.0, $0.1, $0.2 ?? ""] })
    func aNewChoreIsTheirs(said: [String]) {
        let (line, title, day) = (said[0], said[1], said[2])
        let name = Self.names.first { line.lowercased().contains($0.lowercased()) }!
        var state = CopilotState()
        let replies = Fixtures.converse(["add \(name) as a child", line], state: &state)
        #expect(state.tasks.map(\.title) == [title], "\(line): \(replies)")
        #expect(state.tasks.first?.member == Self.display(name), "\(line)")
        #expect(state.tasks.first?.due.map { String(Fixtures.format($0.date).prefix(10)) } ?? "" == day, "\(line): \(replies)")
        // One undo takes the chore away whole.
        _ = Fixtures.converse(["undo"], state: &state)
        #expect(state.tasks.isEmpty, "\(line)")
    }

    @Test(arguments: ["what chores does NAME have", "show NAME's chores", "what's on NAME's plate", "show NAME's tasks",
                      "which tasks are assigned to NAME", "NAME's to-do list", "what does NAME need to do",
                      "what's NAME got to do", "whats NAME gotta do", "what has NAME still got left to do", "what's left for NAME to do"])
    func theirChoresAreListed(form: String) {
        var state = CopilotState()
        _ = Fixtures.converse(["add Sam as a child", "add Leo as a child", "add task dishes", "add task pay rent",
                               "assign dishes to sam", "leo needs to feed the cat"], state: &state)
        let reply = Fixtures.converse([form.replacingOccurrences(of: "NAME", with: "sam")], state: &state)[0]
        #expect(reply.hasPrefix("Sam has 1 open chore:"), "\(form): \(reply)")
        #expect(reply.contains("dishes") && !reply.contains("feed the cat") && !reply.contains("pay rent"), "\(form): \(reply)")
    }

    @Test func doneChoresAreSaidAndADayNarrowsThem() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Emma as a child", "emma needs to tidy her room tomorrow", "emma should walk the dog",
                                         "done walk the dog", "has emma done her chores", "what does emma need to do tomorrow"], state: &state)
        #expect(replies[4] == "Emma has 1 open chore:\n  1. tidy her room · due Thu 8 Jan · for Emma\nDone today: “walk the dog”.", "\(replies[4])")
        #expect(replies[5].hasPrefix("Emma has 1 open chore tomorrow:"), "\(replies[5])")
    }

    @Test(arguments: ["assign the dishes to bob", "bob needs to take out the trash", "what chores does bob have"])
    func aNameTheHouseholdLacksIsAskedAbout(line: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Sam as a child", "add task dishes", line], state: &state)
        #expect(replies.last?.hasPrefix("Bob isn't in the household") == true, "\(line): \(replies)")
        #expect(state.tasks.map(\.member) == [nil])
        #expect(state.model.members.map(\.name) == ["Sam"])
    }

    @Test(arguments: ["it needs to be done by friday", "we should go to the beach", "give liz a call", "how can i get new insurance",
                      "when will my next paycheck come", "give my location to stan", "i did the dishes", "that did the trick", "we cleaned the garage",
                      "someone took out the trash"])
    func otherSentencesAreNoChores(line: String) {
        let intent = Fixtures.copilot.parser.parse(line, context: Fixtures.context).intent
        #expect(!intent.hasPrefix("chore."), "\(line) -> \(intent)")
    }

    /// Generated: a greeting or wake word in front ("hey", "ok") is nobody's name, and "did" with a
    /// pronoun after it asks a question ("did I get any mail"); neither reports a chore done.
    static let questionsAndGreetings: [String] = ["hey", "ok", "hi", "hello", "so", "oh"].flatMap { greeting in
        ["\(greeting) did i get any new emails", "\(greeting) did you finish the report", "\(greeting), did we pay the rent",
         "\(greeting) did anyone feed the cat", "\(greeting) took out the trash"]
    }

    @Test(arguments: questionsAndGreetings)
    func aQuestionOrAGreetingIsNoChoreDone(line: String) {
        var state = CopilotState()
        _ = Fixtures.converse(["add task feed the cat"], state: &state)
        let intent = Fixtures.copilot.parser.parse(line, context: Fixtures.context).intent
        #expect(intent != "chore.done", "\(line) -> \(intent)")
    }

    /// Words that name several open tasks ask which by number; nothing is assigned or added.
    @Test func severalTasksByTheWordsAreAskedAbout() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Sam as a child", "add task laundry whites", "add task laundry colors", "assign laundry to sam",
                                         "assign 2 to sam"], state: &state)
        #expect(replies[3].hasPrefix("Which one? Say “assign 1 to Sam”."), "\(replies[3])")
        #expect(state.tasks.count == 2)
        #expect(state.tasks.map(\.member) == [nil, "Sam"], "\(replies)")
    }

    /// Short slips the distance stage leaves alone ("neds", "evry") are spelled out in the grammar.
    @Test(arguments: ["sam neds to walk the dog evry day", "sam needs to walk the dog evey day", "sam neds to walk the dog every day"])
    func shortSlipsInAChore(line: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Sam as a child", line], state: &state)
        #expect(state.tasks.first?.title == "walk the dog" && state.tasks.first?.member == "Sam", "\(line): \(replies)")
        #expect(state.tasks.first?.recurrence != nil, "\(line)")
    }

    /// Generated: a chore said done by whoever did it, with the verb of its title in another
    /// tense, "did" and "has finished", and a determiner or a possessive or none.
    static let saidDone: [String] = names.flatMap { name in
        ["\(name) took out the trash", "\(name.lowercased()) has taken out the trash", "\(name) just took out the trash",
         "\(name) did the trash", "\(name) finished the trash", "\(name) has finished the trash", "\(name) is done with the trash",
         "\(name) did his trash", "\(name) did trash", "\(name) took out trash"]
    }

    @Test(arguments: saidDone)
    func aChoreSaidDoneIsTickedOff(line: String) {
        var state = CopilotState()
        let name = Self.names.first { line.lowercased().hasPrefix($0.lowercased()) }.map(Self.display)!
        let replies = Fixtures.converse(["add \(name) as a child", "add task pay rent", "\(name) needs to take out the trash", line], state: &state)
        #expect(replies.last == "Well done, \(name)! Done: “take out the trash”. 1 open task left.", "\(line): \(replies)")
        #expect(state.tasks.first { $0.title == "pay rent" }?.isOpen == true, "\(line)")
    }

    /// Theirs first: of two tasks of one title, the one that is theirs is ticked off; a chore
    /// nobody has is said so, and time spent stays reward points.
    @Test func whoseChoreIsDoneAndWhatIsNot() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Sam as a child", "add Leo as a child", "leo needs to feed the cat", "add task feed the cat",
                                         "Leo fed the cat", "sam washed the car", "Sam did 20 minutes of reading"], state: &state)
        #expect(replies[4].hasPrefix("Well done, Leo!"), "\(replies[4])")
        #expect(state.tasks.map(\.isOpen) == [false, true], "\(replies)")
        #expect(replies[5] == "Sam has no open chore matching “car”. Say “assign car to Sam” to add it.", "\(replies[5])")
        #expect(replies[6].hasPrefix("Sam earned 20 points"), "\(replies[6])")
    }

    /// A chore with no day is one of today's.
    @Test func aChoreWithNoDayIsTodays() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Sam as a child", "assign dishes to sam", "sam needs to feed the cat tomorrow",
                                         "what does sam need to do today"], state: &state)
        #expect(replies[3] == "Sam has 1 open chore today:\n  1. dishes · for Sam", "\(replies[3])")
    }

    static func display(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }
}
