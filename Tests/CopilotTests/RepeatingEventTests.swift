import Copilot
import Foundation
import Testing

/// A repeating event: one day of it skipped while the series stays, and a clock span said beside
/// a schedule of days ("every tuesday from 5 to 6pm") starting on the schedule's first day.
/// The fixture's now is Wed 7 Jan 2026 09:00.
struct RepeatingEventTests {
    /// One day of a repeat named by a possessive date before it ("cancel next monday's team
    /// meeting") is skipped, the series kept, as "skip the team meeting next monday" is.
    @Test(arguments: ["cancel next monday's team meeting", "cancel monday's team meeting", "skip next monday's team meeting", "call off monday's team meeting"])
    func aPossessiveDaySkipsOneOccurrence(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse(["add team meeting every monday at 10am", said], state: &state)
        #expect(replies[1] == "Skipped “team meeting” on Mon 12 Jan at 10:00. Next: Mon 19 Jan at 10:00.", "\(said): \(replies)")
        #expect(state.tasks.count == 1)
    }

    static let verbs = ["cancel", "skip", "call off", "please cancel"]
    static let days = ["next tuesday", "on tuesday", "tuesday", "this tuesday"]

    @Test func aDayNamedSkipsThatOccurrenceOnly() {
        for verb in Self.verbs {
            for day in Self.days {
                var state = CopilotState()
                let said = "\(verb) soccer practice \(day)"
                let replies = Fixtures.converse(["add soccer practice every tuesday at 5pm", said, "what's on the week after next"], state: &state)
                #expect(replies[1] == "Skipped “soccer practice” on Tue 13 Jan at 17:00. Next: Tue 20 Jan at 17:00.", "\(said): \(replies)")
                #expect(state.model.tasks.count == 1, "\(said)")
                #expect(replies[2].contains("Tue 20 Jan at 17:00  soccer practice"), "\(said): \(replies)")
            }
        }
    }

    /// A later occurrence skipped is left out of the schedule, the series' next date unchanged;
    /// undo brings it back.
    @Test func aLaterOccurrenceIsLeftOutAndUndoBringsItBack() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add yoga every tuesday at 6pm", "cancel yoga on tuesday 20 january",
                                         "what's on between january 12 and january 28", "undo", "what's on between january 12 and january 28"], state: &state)
        #expect(replies[1] == "Skipped “yoga” on Tue 20 Jan at 18:00. Next: Tue 13 Jan at 18:00.", "\(replies)")
        #expect(!replies[2].contains("20 Jan") && replies[2].contains("13 Jan") && replies[2].contains("27 Jan"), "\(replies)")
        #expect(replies[4].contains("20 Jan"), "\(replies)")
    }

    /// No date named: the whole series goes, as before; a day it does not fall on changes nothing.
    @Test func noDayDeletesTheSeriesAndAWrongDayChangesNothing() {
        var state = CopilotState()
        var replies = Fixtures.converse(["add soccer practice every tuesday at 5pm", "cancel soccer practice on wednesday"], state: &state)
        #expect(replies[1].contains("isn't on"), "\(replies)")
        #expect(state.model.tasks.count == 1)
        replies = Fixtures.converse(["cancel soccer practice"], state: &state)
        #expect(replies[0] == "Deleted “soccer practice”.", "\(replies)")
        #expect(state.model.tasks.isEmpty)
    }

    /// "every tuesday from 5 to 6pm": the span is each occurrence's time, the first one on the
    /// first Tuesday (not today at 17:00), and each projected occurrence ends an hour after it starts.
    @Test func aClockSpanBesideASchedulePlacesEveryOccurrence() {
        for said in ["add band practice every tuesday from 5 to 6pm", "add band practice every tuesday 5-6pm",
                     "band practice every tuesday from 17:00 to 18:00"] {
            var state = CopilotState()
            let replies = Fixtures.converse([said, "what's on between january 19 and january 25"], state: &state)
            #expect(replies[0].contains("Tue 13 Jan at 17:00–18:00"), "\(said): \(replies)")
            #expect(replies[1].contains("Tue 20 Jan at 17:00–18:00  band practice"), "\(said): \(replies)")
        }
    }
}
