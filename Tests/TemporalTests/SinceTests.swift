import Foundation
import Testing
@testable import Temporal

/// "since" starts from something that has come: a weekday or a month named alone after it is the
/// one gone, said any way ("since monday", "ever since Mon", "since march"); what names its day
/// outright stays as read ("since tomorrow", "since 2014", "since 3pm", "since next week").
struct SinceTests {
    static func start(_ text: String) -> LocalDateTime? {
        let found = Fixture.resolver().entities(in: text)
        guard found.count == 1, case .range(let s, nil, _) = found[0].value, let s else { return nil }
        return LocalDateTime(s, in: Fixture.zone)
    }

    @Test func aWeekdayOrMonthAfterSinceIsTheOneGone() {
        // Said on Wednesday 7 January 2026.
        let days: [(String, CivilDay)] = [
            ("monday", CivilDay(year: 2026, month: 1, day: 5)), ("Mon", CivilDay(year: 2026, month: 1, day: 5)),
            ("tuesday", CivilDay(year: 2026, month: 1, day: 6)), ("thursday", CivilDay(year: 2026, month: 1, day: 1)),
            ("friday", CivilDay(year: 2026, month: 1, day: 2)), ("sunday", CivilDay(year: 2026, month: 1, day: 4)),
            ("march", CivilDay(year: 2025, month: 3, day: 1)), ("december", CivilDay(year: 2025, month: 12, day: 1)),
            ("january", CivilDay(year: 2026, month: 1, day: 1)),
        ]
        for (said, day) in days {
            for frame in ["since %@", "ever since %@", "how much have i lost since %@", "what changed since %@?"] {
                let text = String(format: frame, said)
                #expect(Self.start(text) == LocalDateTime(day: day), "\(text): \(String(describing: Self.start(text)))")
            }
        }
    }

    @Test func whatNamesItsDayOutrightStaysAsRead() {
        let kept: [(String, CivilDay)] = [
            ("since tomorrow", CivilDay(year: 2026, month: 1, day: 8)), ("since 2014", CivilDay(year: 2014, month: 1, day: 1)),
            ("since next week", CivilDay(year: 2026, month: 1, day: 12)), ("since next friday", CivilDay(year: 2026, month: 1, day: 16)),
        ]
        for (text, day) in kept {
            #expect(Self.start(text) == LocalDateTime(day: day), "\(text): \(String(describing: Self.start(text)))")
        }
        #expect(Self.start("since 3pm") == LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 7), hour: 15))
    }
}
