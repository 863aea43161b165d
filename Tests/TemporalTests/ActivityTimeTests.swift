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
}
