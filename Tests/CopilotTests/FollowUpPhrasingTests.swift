import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

/// Lines that lean on the one before, as people type them in a row: a pronoun for the member
/// just named, "and …" going on with a meal or a list, a correction that names only a measure,
/// a task named with a word for "task" after its words. Each is tried in made-up variants.
struct FollowUpPhrasingTests {
    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }
    func points(_ state: CopilotState, _ name: String) -> Int? { state.model.members.first { $0.name == name }?.points }

    /// "her" and "him" are the member talked about last, in any command that takes a person.
    @Test func aPronounIsTheMemberTalkedAboutLast() {
        let households = [("Emma", "her", "she"), ("Leo", "him", "he")]
        for (name, object, subject) in households {
            for naming in ["how many points does \(name) have", "\(name) did 10 minutes of reading", "how is \(name) doing today"] {
                for award in ["give \(object) 5 points", "give \(object) 5 points for helping", "award \(object) 5 points"] {
                    var state = CopilotState()
                    _ = converse(["add Emma as a child, 8", "add Leo as a child, 6"], &state)
                    let before = points(state, name) ?? 0
                    let replies = converse([naming, award], &state)
                    let earned = naming.contains("reading") ? 10 : 0
                    #expect(points(state, name) == before + earned + 5, "\(naming) / \(award): \(replies)")
                    let other = name == "Emma" ? "Leo" : "Emma"
                    #expect(points(state, other) == 0, "\(naming) / \(award)")
                }
            }
            // As the subject: "she did 20 minutes of math".
            var state = CopilotState()
            _ = converse(["add Emma as a child, 8", "add Leo as a child, 6", "how many points does \(name) have"], &state)
            let replies = converse(["\(subject) did 20 minutes of math"], &state)
            #expect(points(state, name) == 20, "\(subject): \(replies)")
        }
    }

    /// A pronoun is the member talked about last in a question that takes only a member
    /// ("how many points does he have"), and no one when none was.
    @Test func aPronounAsksAfterTheMemberTalkedAboutLast() {
        for (name, pronoun) in [("Jake", "he"), ("Mia", "she")] {
            for question in ["how many points does \(pronoun) have", "how many points does \(pronoun) have now", "how many stars has \(pronoun) got"] {
                var state = CopilotState()
                _ = converse(["add Jake as my son, 11", "add Mia as my daughter, 7", "\(name) read for 20 minutes"], &state)
                let reply = converse([question], &state)[0]
                #expect(reply.hasPrefix("\(name): 20 points") && !reply.contains("\n"), "\(question): \(reply)")
            }
        }
    }

    /// With no member talked about, a pronoun names no one: nothing is given to anybody.
    @Test func aPronounWithNoOneTalkedAboutChangesNothing() {
        var state = CopilotState()
        _ = converse(["add Emma as a child, 8"], &state)
        state.model.lastMember = nil
        let replies = converse(["give her 5 points"], &state)
        #expect(points(state, "Emma") == 0, "\(replies)")
    }

    /// A line that begins with "and" goes on with the meal just logged, or the list just added to.
    @Test func aLineBeginningWithAndGoesOnWithTheOneBefore() {
        for lead in ["and", "oh and"] {
            for food in ["a coffee with milk", "two apples", "some orange juice"] {
                var state = CopilotState()
                let replies = converse(["log a bagel for breakfast", "\(lead) \(food)"], &state)
                #expect(state.model.meals.count == 1, "\(lead) \(food): \(replies)")
                #expect((state.model.meals.first?.items.count ?? 0) >= 2, "\(lead) \(food): \(replies)")
            }
            var state = CopilotState()
            let replies = converse(["add milk to the shopping list", "\(lead) bananas"], &state)
            #expect(state.model.lists.first?.items.map(\.name) == ["milk", "bananas"], "\(lead): \(replies)")
        }
        // A command or a question after "and" is its own.
        var state = CopilotState()
        let replies = converse(["log a bagel for breakfast", "and how many calories is that", "and remind me to call mom at 5pm"], &state)
        #expect(state.model.meals.first?.items.count == 1, "\(replies)")
        #expect(state.tasks.count == 1, "\(replies)")
    }

    /// "make it 2 loaves" after adding: the item counted in that measure takes the amount, and
    /// keeps its name; a measure said for an item that had none gets it.
    @Test func aCorrectionNamingOnlyAMeasureChangesTheItemInIt() {
        let cases: [(added: String, said: String, shown: String)] = [
            ("eggs and 1 loaf of bread", "make it 2 loaves", "2 loaves of bread"),
            ("a loaf of sourdough, butter", "actually make that 3 loaves", "3 loaves of sourdough"),
            ("2 bottles of wine and cheese", "make it 4 bottles", "4 bottles of wine"),
            ("milk", "actually make it 2 gallons", "2 gallons of milk"),
            ("1 bag of rice", "make it 2", "2 bags of rice"),
        ]
        for (added, said, shown) in cases {
            var state = CopilotState()
            let replies = converse(["add \(added) to the shopping list", said], &state)
            let items = state.model.lists.first?.items.map(\.display) ?? []
            #expect(items.contains(shown), "\(added) / \(said): \(replies) \(items)")
            #expect(items.count == ListItemPhrase.split(added, words: ItemWords(Fixtures.copilot.parser.grammar.valueMaps)).count)
        }
    }

    /// A word for "task" after its words ("the passport thing", "that tax stuff") is no part of
    /// them, whatever the command.
    @Test func aWordForTaskAfterItsWordsFindsTheTask() {
        for filler in ["thing", "stuff", "job", "errand"] {
            for command in ["move the passport \(filler) to friday", "push the passport \(filler) to next week",
                            "delete the passport \(filler)", "mark the passport \(filler) done"] {
                var state = CopilotState()
                let replies = converse(["add task renew passport", command], &state)
                let task = state.tasks.first
                let changed = task == nil || task?.due != nil || task?.isOpen == false
                #expect(changed, "\(command): \(replies)")
            }
        }
    }

    /// A correction after a word on what was just logged or added: "that muffin was huge, make it 2".
    @Test func aCorrectionAfterAWordOnIt() {
        for opening in ["that muffin was huge,", "oh wait", "hmm", "it was a big one so"] {
            var state = CopilotState()
            let line = "\(opening) make it 2"
            let replies = converse(["log a blueberry muffin for breakfast", line], &state)
            #expect(state.model.meals.first?.items.first?.text == "2 blueberry muffins", "\(line): \(replies)")
            var list = CopilotState()
            let listed = converse(["add eggs to the shopping list", "\(opening) make it 12"], &list)
            #expect(list.model.lists.first?.items.first?.quantity == 12, "\(opening): \(listed)")
        }
    }

    /// A member's week asked with "got": "what's leo got this week".
    @Test func whatAMemberHasGot() {
        for question in ["what's leo got this week", "whats Leo got on this week", "what's leo got planned this week"] {
            var state = CopilotState()
            let replies = converse(["add Leo as my son, 7", "remind leo to feed the cat on friday at 5pm", question], &state)
            #expect(replies[2].contains("feed the cat"), "\(question): \(replies[2])")
        }
    }

    /// "and …", "plus …", "also …" after a task is another task, with its own day when said.
    @Test func moreAfterATaskIsAnotherTask() {
        for lead in ["and", "plus", "also", "oh and"] {
            for (said, hour) in [("pick up the kids at 3:15", 15), ("renew the parking permit", nil)] {
                var state = CopilotState()
                let line = "\(lead) \(said)"
                let replies = converse(["add task call the insurance company", line], &state)
                let task = state.tasks.last
                #expect(state.tasks.count == 2 && task?.title == said.replacingOccurrences(of: " at 3:15", with: ""), "\(line): \(replies)")
                #expect(task?.due.flatMap { Calendar.current.dateComponents(in: Fixtures.context.timeZone, from: $0.date).hour } == hour, "\(line)")
            }
        }
        // After a reminder, more words are no task of their own guessing: it asks.
        var state = CopilotState()
        let replies = converse(["remind me to call mom at 6pm", "and pick up the kids"], &state)
        #expect(state.tasks.count == 1, "\(replies)")
    }

    /// Run 26's follow-ups: a correction with "actually" last names the food by its measure, the
    /// session is "it", and points after "more" need no "points".
    @Test func followUpsOfADay() {
        for said in ["i only had one slice actually", "we just had one slice after all", "actually it was one slice"] {
            var state = CopilotState()
            let replies = converse(["log two slices of pizza and a coke for lunch", said], &state)
            #expect(state.model.meals.first?.items.first?.text == "one slice of pizza", "\(said): \(replies)")
            #expect(state.model.meals.first?.items.count == 2, "\(said)")
        }
        for said in ["end it", "end this one", "wrap up this one"] {
            var state = CopilotState()
            let replies = converse(["start a 30 min focus session", said], &state)
            #expect(state.model.focus.current == nil && state.model.focus.sessions.count == 1, "\(said): \(replies)")
        }
        for said in ["give her 10 more for helping with dinner", "give Mia 10 extra", "award her 10 more"] {
            var state = CopilotState()
            let replies = converse(["add Mia as my daughter, 9", "how is mia doing", said], &state)
            #expect(points(state, "Mia") == 10, "\(said): \(replies)")
        }
    }
}
