import Foundation
import Testing
@testable import Temporal

/// "every hour from 9 to 5", "every 30 minutes between 8am and 8pm": a schedule within the day
/// keeps to the hours said, each day, in steps from the window's start, and ends on the end
/// itself when a step falls there; "on weekdays" keeps it to those days. Now is Wednesday
/// 2026-01-07 09:00 in New York.
struct DailyWindowTests {
    /// The next `count` occurrences after `after`, as local "EEE HH:mm".
    static func occurrences(_ text: String, after: String = "2026-01-07T09:00:00-05:00", count: Int = 12) -> [String]? {
        guard let entity = Fixture.one(text), case .recurrence(let r) = entity.value else { return nil }
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = Fixture.zone
        formatter.dateFormat = "EEE HH:mm"
        var dates: [String] = []
        var cursor = Fixture.isoDate(after)
        for _ in 0..<count {
            guard let next = r.nextOccurrence(after: cursor, timeZone: Fixture.zone) else { break }
            dates.append(formatter.string(from: next))
            cursor = next
        }
        return dates
    }

    /// Every wording of the window gives the same steps: hours from 10:00 to 17:00, then 09:00
    /// the next day.
    @Test func theWindowInAnyWording() {
        let windows = ["from 9 to 5", "from 9am to 5pm", "between 9 and 5", "between 9 am and 5 pm", "from 9:00 to 17:00", "from 9-5",
                       "between 9am and 5pm", "from nine to five"]
        for window in windows {
            for every in ["every hour", "hourly", "every 1 hour", "each hour"] {
                let text = "\(every) \(window)"
                let got = Self.occurrences(text, count: 10)
                #expect(got == ["Wed 10:00", "Wed 11:00", "Wed 12:00", "Wed 13:00", "Wed 14:00", "Wed 15:00", "Wed 16:00", "Wed 17:00", "Thu 09:00", "Thu 10:00"],
                        "\(text): \(got ?? [])")
            }
        }
    }

    @Test func stepsFromTheStartNeverPastTheEnd() {
        #expect(Self.occurrences("every 30 minutes between 8am and 8pm", after: "2026-01-07T19:10:00-05:00", count: 4)
                == ["Wed 19:30", "Wed 20:00", "Thu 08:00", "Thu 08:30"])
        // A step that does not land on the end stops before it.
        #expect(Self.occurrences("every 2 hours from 9 to 4", after: "2026-01-07T12:30:00-05:00", count: 4)
                == ["Wed 13:00", "Wed 15:00", "Thu 09:00", "Thu 11:00"])
        // Past midnight: the night's steps run into the next morning.
        #expect(Self.occurrences("every 2 hours from 10pm to 6am", after: "2026-01-07T09:00:00-05:00", count: 6)
                == ["Wed 22:00", "Thu 00:00", "Thu 02:00", "Thu 04:00", "Thu 06:00", "Thu 22:00"])
        // Minutes in the window's start set the steps.
        #expect(Self.occurrences("every hour from 9:30 to 11:30", after: "2026-01-07T11:45:00-05:00", count: 3)
                == ["Thu 09:30", "Thu 10:30", "Thu 11:30"])
    }

    @Test func onWeekdaysOrWeekendsOnly() {
        // Friday 9 January 16:30: the next weekday step after Friday's last is Monday's first.
        for text in ["every hour from 9 to 5 on weekdays", "every hour on weekdays from 9 to 5", "hourly from 9am to 5pm during the week"] {
            #expect(Self.occurrences(text, after: "2026-01-09T16:30:00-05:00", count: 2) == ["Fri 17:00", "Mon 09:00"], "\(text)")
        }
        // With no window, all day on those days: nothing on Friday night.
        #expect(Self.occurrences("every 2 hours on weekends", after: "2026-01-09T20:30:00-05:00", count: 3) == ["Sat 00:00", "Sat 02:00", "Sat 04:00"])
        #expect(Self.occurrences("every 2 hours on weekends", after: "2026-01-11T22:30:00-05:00", count: 1) == ["Sat 00:00"])
    }

    /// A window is no part of a schedule by the day: "every day from 9 to 5" is not one.
    @Test func onlySchedulesWithinTheDayTakeAWindow() {
        guard let entity = Fixture.one("every monday from 9 to 5"), case .recurrence(let r) = entity.value else { return }
        #expect(r.rule?.window == nil)
    }
}
