import Foundation
import Testing
@testable import Temporal

/// Meals and daily activities as times of the day ("after dinner", "before school", "at
/// suppertime"), over generated wordings. Now is Wednesday 2026-01-07 09:00.
struct ActivityTimeTests {
    /// Each activity as it may be written, with its hours.
    static let activities: [(forms: [String], start: Int, end: Int)] = [
        (["dinner", "dinner time", "dinnertime", "supper", "suppertime", "supper time"], 18, 20),
        (["breakfast", "breakfast time"], 7, 9),
        (["school"], 8, 15),
        (["work"], 9, 17),
        (["bed", "bedtime"], 22, 23),
    ]

    static func start(_ entity: TemporalEntity?) -> LocalDateTime? {
        guard case .range(let s?, nil, _)? = entity?.value else { return nil }
        return LocalDateTime(s, in: Fixture.zone)
    }

    static func end(_ entity: TemporalEntity?) -> LocalDateTime? {
        guard case .range(nil, let e?, _)? = entity?.value else { return nil }
        return LocalDateTime(e, in: Fixture.zone)
    }

    /// The next day `hour` comes: today from 09:00 (now) on; breakfast's 07:00 has passed, so tomorrow's.
    static func nextDay(at hour: Int) -> CivilDay {
        CivilDay(year: 2026, month: 1, day: hour >= 9 ? 7 : 8)
    }

    @Test func aBoundAtAnActivity() {
        for (forms, startHour, endHour) in Self.activities {
            for form in forms {
                for lead in ["", "call me ", "let's meet ", "Remind me to stretch "] {
                    let after = "\(lead)after \(form)"
                    let s = Self.start(Fixture.resolver().entities(in: after).first)
                    #expect(s == LocalDateTime(day: Self.nextDay(at: endHour), hour: endHour), "\(after): \(String(describing: s))")
                    for word in ["before", "until", "till", "by"] {
                        let text = "\(lead)\(word) \(form)"
                        let e = Self.end(Fixture.resolver().entities(in: text).first)
                        #expect(e == LocalDateTime(day: Self.nextDay(at: startHour), hour: startHour), "\(text): \(String(describing: e))")
                    }
                    // On a day named before it.
                    for (day, date) in [("tomorrow", CivilDay(year: 2026, month: 1, day: 8)), ("friday", CivilDay(year: 2026, month: 1, day: 9)),
                                        ("on jan 20", CivilDay(year: 2026, month: 1, day: 20))] {
                        let text = "\(lead)\(day) after \(form)"
                        let found = Fixture.resolver().entities(in: text)
                        #expect(found.count == 1 && Self.start(found.first) == LocalDateTime(day: date, hour: endHour), "\(text): \(found)")
                        let before = "\(lead)\(day) before \(form)"
                        let bound = Fixture.resolver().entities(in: before)
                        #expect(bound.count == 1 && Self.end(bound.first) == LocalDateTime(day: date, hour: startHour), "\(before): \(bound)")
                    }
                }
            }
        }
    }

    /// A part of the day after a day bounds that day as an activity does: "tomorrow after lunch".
    @Test func aBoundAtAPartOfANamedDay() {
        let parts: [(String, Int, Int)] = [("lunch", 11, 13), ("lunchtime", 11, 13), ("the morning", 8, 12), ("the afternoon", 12, 16), ("the evening", 16, 20)]
        for (part, startHour, endHour) in parts {
            for (day, date) in [("tomorrow", CivilDay(year: 2026, month: 1, day: 8)), ("friday", CivilDay(year: 2026, month: 1, day: 9)),
                                ("Jan 20", CivilDay(year: 2026, month: 1, day: 20))] {
                for lead in ["", "call me ", "on "] where !(lead == "on " && day == "tomorrow") {
                    let after = "\(lead)\(day) after \(part)"
                    let found = Fixture.resolver().entities(in: after)
                    #expect(found.count == 1 && Self.start(found.first) == LocalDateTime(day: date, hour: endHour), "\(after): \(found)")
                    for word in ["before", "until"] {
                        let text = "\(lead)\(day) \(word) \(part)"
                        let bound = Fixture.resolver().entities(in: text)
                        #expect(bound.count == 1 && Self.end(bound.first) == LocalDateTime(day: date, hour: startHour), "\(text): \(bound)")
                    }
                }
            }
        }
        #expect(Fixture.resolver().entities(in: "friday after the morning meeting").count == 1)
    }

    /// "at suppertime", "around dinner time": the activity's hours, on a day when one is named.
    @Test func theTimeOfAnActivity() {
        let timed = ["dinnertime", "dinner time", "suppertime", "supper time", "breakfast time", "bedtime"]
        for form in timed {
            let hours = Self.activities.first { $0.forms.contains(form) }!
            for lead in ["at", "around", "about", "@"] {
                for prefix in ["", "call mom ", "we eat "] {
                    let text = "\(prefix)\(lead) \(form)"
                    let found = Fixture.resolver().entities(in: text)
                    guard found.count == 1, case .range(let s?, let e?, _) = found[0].value else {
                        Issue.record("\(text): \(found)")
                        continue
                    }
                    #expect(LocalDateTime(s, in: Fixture.zone).hour == hours.start && LocalDateTime(e, in: Fixture.zone).hour == hours.end, "\(text)")
                }
                let text = "friday \(lead) \(form)"
                guard case .range(let s?, _, _)? = Fixture.resolver().entities(in: text).first?.value else {
                    Issue.record("\(text)")
                    continue
                }
                #expect(LocalDateTime(s, in: Fixture.zone) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 9), hour: hours.start), "\(text)")
            }
        }
    }

    /// A meal said plainly is what was eaten, not a time; an activity before a noun names the noun.
    @Test func mealsAndNounsAreNoTimes() {
        for text in ["eggs at breakfast", "chicken for dinner", "log pasta at dinner", "after school club", "after dinner drinks",
                     "before work meeting notes", "school dinner", "work from home", "dinner with sam"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text): \(Fixture.resolver().entities(in: text))")
        }
    }

    /// The instant of an entity read as a point.
    static func instant(_ entity: TemporalEntity?) -> LocalDateTime? {
        guard case .instant(let date, _)? = entity?.value else { return nil }
        return LocalDateTime(date, in: Fixture.zone)
    }

    /// An hour said without am/pm after an activity takes the activity's half of the day: "dinner
    /// is at 7" is 19:00 even at 06:00, "breakfast at 8" 08:00, "bed at 10" 22:00. Now 05:00, so
    /// both halves are still ahead and only the activity decides.
    @Test func anHourAfterAnActivityTakesItsHalfOfTheDay() {
        let early = Fixture.isoDate("2026-01-07T05:00:00-05:00")
        let cases: [(String, Int, Int)] = [("dinner", 7, 19), ("supper", 6, 18), ("dinner", 8, 20), ("breakfast", 7, 7), ("breakfast", 8, 8),
                                           ("school", 3, 15), ("school", 8, 8), ("work", 9, 9), ("work", 5, 17), ("bed", 10, 22), ("bedtime", 11, 23)]
        for (activity, hour, expected) in cases {
            for frame in ["%@ is at %d", "%@ at %d", "start %@ at %d", "remind me about %@ at %d", "the kids' %@ at %d", "%@ tonight? at %d"] where !(frame.contains("tonight") && expected < 12) {
                let text = String(format: frame, activity, hour)
                let found = Fixture.resolver(now: early).entities(in: text).last
                #expect(Self.instant(found)?.hour == expected, "\(text): \(String(describing: found))")
            }
        }
        // Another clause, or no activity: the next such hour, as before.
        for text in ["dinner was great. call me at 7", "call me at 7", "dinner, then call me at 7"] {
            #expect(Self.instant(Fixture.resolver(now: early).entities(in: text).last)?.hour == 7, "\(text)")
        }
    }

    /// A bare hour that is now has come: "at 7" said at 07:00 is 19:00, "at 9" at 09:00 is 21:00;
    /// at 19:00 both have, so tomorrow's, read as the afternoon as with a day named (1-7 pm).
    @Test func anHourThatIsNowIsTheNextOne() {
        for hour in [7, 9, 11] {
            let now = Fixture.isoDate(String(format: "2026-01-07T%02d:00:00-05:00", hour))
            let found = Fixture.resolver(now: now).entities(in: "call me at \(hour)").first
            #expect(Self.instant(found) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 7), hour: hour + 12), "\(hour)")
        }
        let evening = Fixture.isoDate("2026-01-07T19:00:00-05:00")
        #expect(Self.instant(Fixture.resolver(now: evening).entities(in: "call me at 7").first) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 8), hour: 19))
        #expect(Self.instant(Fixture.resolver(now: evening).entities(in: "call me at 9").first) == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 7), hour: 21))
    }
}
