import Copilot
import NLParse
import Foundation
import Testing

/// Free time asked for is the time between events ("when am I free tomorrow", "am I free
/// thursday afternoon", "free slots next week"), within the working hours for a whole day and
/// within the part of the day asked about; a task's time is no busy time. Made-up wordings over
/// the question's forms and the days. Now: Wed 7 Jan 2026 09:00.
struct FreeTimeTests {
    static let calendar = ["add team sync tomorrow 10-11am", "add dentist appt tomorrow at 2:30pm", "add task submit report tomorrow at 4pm"]
    static let questions = ["when am i free %@", "when am I available %@", "what time am i free %@", "show me my free time %@", "free slots %@",
                            "do i have any free time %@", "what's my availability %@", "find me a free slot %@"]

    @Test func aDayIsItsWorkingHoursLessItsEvents() {
        for question in Self.questions {
            for day in ["tomorrow", "on thursday", "thursday"] {
                var state = CopilotState()
                let line = String(format: question, day)
                let replies = Fixtures.converse(Self.calendar + [line], state: &state)
                #expect(replies.last == "Free time \(day.replacingOccurrences(of: "on ", with: "")):\n  Thu 8 Jan: 09:00–10:00, 11:00–14:30, 15:30–17:00", "\(line): \(replies.last!)")
            }
        }
    }

    @Test func aPartOfADayIsItself() {
        for question in ["am i free %@", "am I available %@", "is my calendar free %@", "when am i free %@"] {
            var state = CopilotState()
            let line = String(format: question, "tomorrow afternoon")
            let reply = Fixtures.converse(Self.calendar + [line], state: &state).last!
            #expect(reply.hasSuffix("Thu 8 Jan: 12:00–14:30, 15:30–16:00"), "\(line): \(reply)")
        }
    }

    @Test func aMomentIsTheHourAfterIt() {
        var state = CopilotState()
        let replies = Fixtures.converse(Self.calendar + ["am i free at 2:30pm tomorrow", "am i free at 4pm tomorrow"], state: &state)
        #expect(replies[3] == "Free time on Thu 8 Jan at 14:30:\n  Thu 8 Jan: nothing free (dentist appt 14:30–15:30)", "\(replies)")
        #expect(replies[4] == "Nothing on Thu 8 Jan at 16:00 — you're free.", "\(replies)")
    }

    @Test func theWorkingHoursSetAreTheDay() {
        var state = CopilotState()
        let replies = Fixtures.converse(["set my work hours to 8 to 6", "when am i free on saturday", "add brunch saturday 11am-12:30pm", "when am i free on saturday"], state: &state)
        #expect(replies[1] == "Nothing on the calendar saturday: all free (08:00–18:00).", "\(replies)")
        #expect(replies[3].hasSuffix("Sat 10 Jan: 08:00–11:00, 12:30–18:00"), "\(replies)")
    }

    /// A week lists each day; today starts now; a time already gone is said so.
    @Test func aWeekAndToday() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add standup every weekday at 9:15am", "free slots next week", "when am i free today"], state: &state)
        let days = replies[1].split(separator: "\n").dropFirst()
        #expect(days.count == 7 && days.first == "  Mon 12 Jan: 09:00–09:15, 10:15–17:00" && days.last == "  Sun 18 Jan: 09:00–17:00", "\(replies[1])")
        #expect(replies[2] == "Free time today:\n  Wed 7 Jan: 09:00–09:15, 10:15–17:00", "\(replies[2])")
        // At 11:30 today starts then; at 18:00 the day's hours are gone.
        let late = ParseContextFor.at(hours: 2.5)
        #expect(Fixtures.copilot.respond(to: "when am i free today", state: &state, context: late).text == "Nothing on the calendar today: all free (11:30–17:00).")
        let evening = ParseContextFor.at(hours: 9)
        #expect(Fixtures.copilot.respond(to: "when am i free today", state: &state, context: evening).text == "That time has gone: nothing free today.")
    }
}

/// The fixture's context, some hours later.
enum ParseContextFor {
    static func at(hours: Double) -> ParseContext {
        ParseContext(now: Fixtures.context.now.addingTimeInterval(hours * 3600), timeZone: Fixtures.context.timeZone)
    }
}
