import Copilot
import Foundation
import NLParse
import Testing

/// Follow-up questions, confirmations, "which one?", cancel, undo and redo, across turns.
/// The clock is Wednesday 7 January 2026, 09:00 in New York.
struct DialogueTests {
    @Test func aMissingTitleIsAskedForAndTheAnswerIsReadAsQuickAdd() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add a task", "buy milk tomorrow p1 #home"], state: &state)
        #expect(replies[0] == "What's the task? (For example: buy milk tomorrow p1. Say “cancel” to drop it.)")
        #expect(replies[1] == "Added “buy milk”, due Thu 8 Jan · #home · p1.")
        #expect(state.pending == nil)
    }

    @Test func whatTheFirstLineGaveIsKeptWhenTheAnswerAddsTheTitle() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add a task for friday p2", "renew passport"], state: &state)
        #expect(replies[1] == "Added “renew passport”, due Fri 9 Jan · p2.")
    }

    @Test func cancelAndNoDropTheQuestion() {
        var state = CopilotState()
        #expect(Fixtures.converse(["add a task", "never mind", "list tasks"], state: &state) == ["What's the task? (For example: buy milk tomorrow p1. Say “cancel” to drop it.)", "OK, never mind.", "No open tasks."])
        #expect(Fixtures.converse(["remind me", "no"], state: &state)[1] == "OK, never mind.")
        #expect(state.tasks.isEmpty && state.pending == nil)
    }

    @Test func aReminderAsksWhatThenWhen() {
        var state = CopilotState()
        let replies = Fixtures.converse(["remind me", "water the plants", "at 6pm"], state: &state)
        #expect(replies == [
            "What should I remind you about? (For example: call mom at 6pm.)",
            "When should I remind you to water the plants? (For example: tomorrow at 9.)",
            "I'll remind you: “water the plants”, Wed 7 Jan at 18:00.",
        ])
    }

    /// A whole command typed while a question waits runs as itself, and says the question was left;
    /// a line with fewer of the grammar's words is still the answer.
    @Test func aQuestionIsLeftForAWholeCommandOfItsOwn() {
        var state = CopilotState()
        let replies = Fixtures.converse(["delete a task", "start a 20 minute pomodoro"], state: &state)
        #expect(replies[0] == "Which task? Say its number or a word of its title.")
        #expect(replies[1] == "(I'll leave my question and do this instead.)\nStarted Pomodoro: 20 min.")
        #expect(state.model.focus.current?.plannedMinutes == 20)
        #expect(state.pending == nil)
        let answered = Fixtures.converse(["add to the shopping list", "start bread"], state: &state)
        #expect(answered[1] == "Added to the shopping list: start bread.")
    }

    @Test func aTimeQuestionAnsweredWithAnotherCommandRunsThatCommand() {
        var state = CopilotState()
        let replies = Fixtures.converse(["remind me to call mom", "list tasks"], state: &state)
        #expect(replies[1] == "(I'll leave my question and do this instead.)\nNo open tasks.")
        #expect(state.pending == nil)
    }

    @Test func anEventAsksForItsTime() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add an event", "dentist", "tuesday 3pm"], state: &state)
        #expect(replies[1] == "When is “dentist”?")
        #expect(replies[2] == "Added to your calendar: “dentist”, Tue 13 Jan at 15:00.")
    }

    @Test func anEmptyNoteAsksWhatItSays() {
        var state = CopilotState()
        #expect(Fixtures.converse(["take a note", "gate code 4512"], state: &state) == ["What should the note say?", "Noted: “gate code 4512”."])
        #expect(state.model.notes.map(\.text) == ["gate code 4512"])
    }

    @Test func whichOneIsAnsweredByNumberPositionOrWords() {
        for (answer, done) in [("3", "call the plumber"), ("the first one", "call the bank"), ("second", "call the plumber"), ("bank", "call the bank")] {
            var state = CopilotState()
            _ = Fixtures.converse(["add task call the bank", "add task water plants", "add task call the plumber"], state: &state)
            let replies = Fixtures.converse(["done call", answer], state: &state)
            #expect(replies[0].hasPrefix("Which one? Say its number.\n  1. call the bank\n  3. call the plumber"))
            #expect(replies[1] == "Done: “\(done)”. 2 open tasks left.\nNew badge: First task done.", "answer \(answer)")
        }
    }

    @Test func aTaskCommandWithNoTaskAsksWhichTask() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task pay rent", "delete task", "rent"], state: &state)
        #expect(replies[1] == "Which task? Say its number or a word of its title.")
        #expect(replies[2] == "Deleted “pay rent”.")
    }

    @Test func bulkChangesAskFirstAndNoLeavesEverything() {
        var state = CopilotState()
        _ = Fixtures.converse(["add task a", "add task b", "add task c", "done 1", "done 2"], state: &state)
        let replies = Fixtures.converse(["delete all completed tasks", "no"], state: &state)
        #expect(replies[0] == "Delete 2 tasks? (yes or no)\n  1. a · done\n  2. b · done")
        #expect(replies[1] == "OK, I won't delete 2 tasks.")
        #expect(state.tasks.count == 3)
        let again = Fixtures.converse(["clear completed tasks", "yes"], state: &state)
        #expect(again[1] == "Deleted 2 tasks (“a”, “b”). Say “undo” to bring them back.")
        #expect(state.tasks.map(\.title) == ["c"])
    }

    @Test func aConfirmationLeftForAnotherCommandSaysItWasNotDone() {
        var state = CopilotState()
        _ = Fixtures.converse(["add task a", "add task b"], state: &state)
        let replies = Fixtures.converse(["delete all tasks", "add task c"], state: &state)
        #expect(replies[1] == "(Not done: delete 2 tasks.)\nAdded “c”.")
        #expect(state.tasks.count == 3)
        #expect(Fixtures.converse(["yes"], state: &state) == ["There's nothing waiting for a yes."])
    }

    @Test func bulkMovesKeepEachTasksTimeAndOneUndoReversesThem() {
        var state = CopilotState()
        _ = Fixtures.converse(["add task standup today 10am", "add task report today", "add task later friday"], state: &state)
        let replies = Fixtures.converse(["push everything due today to tomorrow", "yes", "list"], state: &state)
        #expect(replies[0].hasPrefix("Move 2 tasks to Thu 8 Jan? (yes or no)"))
        #expect(replies[2] == """
            3 open tasks:
              1. standup · due Thu 8 Jan at 10:00
              2. report · due Thu 8 Jan
              3. later · due Fri 9 Jan
            """)
        #expect(Fixtures.converse(["undo"], state: &state) == ["Undone: changed 2 tasks."])
        #expect(state.tasks[0].due?.hasTime == true)
        #expect(Fixtures.format(state.tasks[0].due!.date) == "2026-01-07T10:00")
    }

    @Test func oneMatchingTaskIsChangedWithoutAsking() {
        var state = CopilotState()
        _ = Fixtures.converse(["add task a #work", "add task b #home"], state: &state)
        #expect(Fixtures.converse(["mark all #work tasks as done"], state: &state) == ["Done: “a”.\nNew badge: First task done."])
        #expect(Fixtures.converse(["delete all #garden tasks"], state: &state) == ["No tasks in #garden to change."])
    }

    @Test func redoPutsBackWhatUndoTookAndANewChangeClearsIt() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add task a", "add task b", "undo", "undo", "redo", "list", "add task c", "redo"], state: &state)
        #expect(replies[2...4] == ["Undone: added “b”.", "Undone: added “a”.", "Redone: added “a”."])
        #expect(replies[5] == "1 open task:\n  1. a")
        #expect(replies[7] == "Nothing to redo.")
    }

    @Test func anOldQuestionIsForgotten() {
        var state = CopilotState()
        _ = Fixtures.converse(["add a task"], state: &state)
        var later = Fixtures.context
        later.now = later.now.addingTimeInterval(PendingQuestion.lifetime + 1)
        let reply = Fixtures.copilot.respond(to: "list tasks", state: &state, context: later)
        #expect(reply.text == "No open tasks.")
        #expect(state.tasks.isEmpty)
    }

    @Test func aPendingQuestionSurvivesSavingAndOlderFilesLoadWithoutOne() throws {
        var state = CopilotState()
        _ = Fixtures.converse(["add a task"], state: &state)
        let data = try JSONEncoder().encode(state)
        let loaded = try JSONDecoder().decode(CopilotState.self, from: data)
        #expect(loaded.pending == state.pending)
        #expect(loaded.pending != nil)
        let old = try JSONDecoder().decode(CopilotState.self, from: Data(#"{"model":{},"history":[]}"#.utf8))
        #expect(old.pending == nil && old.undone.isEmpty)
    }

    @Test func aPresetAsksForItsNameThenItsLength() {
        var state = CopilotState()
        let replies = Fixtures.converse(["create a preset", "reading", "30 minutes", "make a new preset for 40 minutes", "deep reading, fireplace sound"], state: &state)
        #expect(replies == [
            "What should the preset be called?", "How long is “reading”? (For example: 30 minutes.)", "Saved the preset “reading”: 30 min. Say “start reading” to begin.",
            "What should the preset be called?", "Saved the preset “deep reading”: 40 min · fireplace sound. Say “start deep reading” to begin.",
        ])
        #expect(state.model.focus.presets.last?.sound == .fireplace)
    }

    @Test func aListAddWithNoItemsAsksForThem() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add to my shopping list", "milk, eggs and 2 loaves of bread"], state: &state)
        #expect(replies[0] == "What should I add to the shopping list? (For example: milk, eggs and 2 loaves of bread.)")
        #expect(state.model.lists.first?.items.map(\.name) == ["milk", "eggs", "bread"])
    }

    @Test func itMeansTheLastThingTalkedAboutOfAnyKind() {
        var state = CopilotState()
        let replies = Fixtures.converse([
            "add task call mom", "add milk and eggs to the shopping list", "remove it", "delete it", "add task pay rent", "and make it p2",
        ], state: &state)
        #expect(replies[2] == "Took off the shopping list: milk, eggs (kept in restock).")
        // The items are gone; "it" does not fall back to an older task.
        #expect(replies[3] == "I'm not sure which task you mean; say its number or a word of its title.")
        #expect(state.tasks.map(\.title) == ["call mom", "pay rent"])
        #expect(replies[5] == "Changed “pay rent”: p2.")
    }
}

/// A line of pleasantries alone is no answer to a question that waits for words: it is answered
/// in kind and the question let go; the next line is a command of its own.
struct PleasantryDuringQuestionTests {
    @Test func aPleasantryLetsTheQuestionGo() {
        for ask in ["remind me", "add a task", "take a note"] {
            for pleasantry in ["thanks", "thank you", "bye", "goodbye", "ok thanks"] {
                var state = CopilotState()
                let replies = Fixtures.converse([ask, pleasantry, "what's on my list"], state: &state)
                #expect(state.tasks.isEmpty && state.model.notes.isEmpty, "\(ask) / \(pleasantry): \(replies)")
                #expect(!replies[1].contains("remind you") && !replies[1].hasPrefix("Added") && !replies[1].hasPrefix("Noted"), "\(ask) / \(pleasantry): \(replies)")
                #expect(state.pending == nil, "\(ask) / \(pleasantry)")
            }
        }
    }
}
