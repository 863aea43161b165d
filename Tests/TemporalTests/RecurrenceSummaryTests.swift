import Foundation
import Testing
@testable import Temporal

/// A recurrence is shown to people in words built from its rule, never as its TIMEX ("every
/// weekday at 8am" showed "T08").
struct RecurrenceSummaryTests {
    static func summary(_ text: String) -> String? {
        guard let entity = Fixture.one(text), case .recurrence(let recurrence) = entity.value else { return nil }
        return recurrence.summary(in: Fixture.zone)
    }

    @Test func weekdaysAtATime() {
        let schedules = ["every weekday", "Every weekday", "every workday", "every business day", "each weekday", "every working day"]
        let times: [(String, String)] = [("at 8am", "08:00"), ("at 8 am", "08:00"), ("at 8:00 am", "08:00"), ("@ 8am", "08:00"),
                                         ("at 08:00", "08:00"), ("at 7:30am", "07:30"), ("at 5pm", "17:00"), ("at 17:45", "17:45"),
                                         ("at 9", "09:00")]
        var count = 0
        for schedule in schedules {
            for (time, clock) in times {
                for text in ["\(schedule) \(time)", "\(time) \(schedule)"] {
                    let words = Self.summary(text)
                    // Before the schedule, some times are read as a point of their own; those are
                    // not recurrences to show.
                    if text.hasPrefix("at") || text.hasPrefix("@"), words == nil { continue }
                    #expect(words == "every weekday at \(clock)", "\(text): \(String(describing: words))")
                    #expect(words?.contains("T0") != true && words?.contains("P1") != true, "\(text)")
                    count += 1
                }
            }
        }
        #expect(count >= 54)
    }

    @Test func otherSchedules() {
        let cases: [(String, String)] = [
            ("every day", "every day"), ("daily", "every day"), ("every day at 6pm", "every day at 18:00"),
            ("every other day", "every other day"), ("every 3 days", "every 3 days"), ("every monday", "every monday"),
            ("every other monday at 9", "every other monday at 09:00"), ("every monday and friday", "every monday and friday"),
            ("every mon, wed and fri", "every monday, wednesday and friday"), ("every weekend", "every weekend"),
            ("every 3rd friday", "every 3rd friday"), ("every last friday", "every last friday"), ("every hour", "every hour"),
            ("every 2 weeks", "every other week"), ("monthly", "every month"), ("every 27th", "the 27th of every month"),
            ("yearly", "every year"), ("every 3 days after done", "every 3 days after completion"),
        ]
        for (text, expected) in cases {
            #expect(Self.summary(text) == expected, "\(text): \(String(describing: Self.summary(text)))")
        }
    }
}
