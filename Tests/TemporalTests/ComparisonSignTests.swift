import Foundation
import Testing
@testable import Temporal

/// Comparison signs in written queries bound a range as words do: "> 6pm today" is after 18:00,
/// ">= 2019" since 2019, "< friday" before friday, "<= june" up to june's start (an end coarser than
/// a day names where it begins, as "until june" does).
struct ComparisonSignTests {
    static func bounds(_ text: String) -> (start: LocalDateTime?, end: LocalDateTime?)? {
        let found = Fixture.resolver().entities(in: text)
        guard found.count == 1, case .range(let s, let e, _) = found[0].value, (s == nil) != (e == nil) else { return nil }
        return (s.map { LocalDateTime($0, in: Fixture.zone) }, e.map { LocalDateTime($0, in: Fixture.zone) })
    }

    @Test func signsBeforeADateOrTime() {
        let starts: [(String, LocalDateTime, LocalDateTime)] = [
            // (target, start for ">", start for ">=")
            ("6pm today", LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 7), hour: 18), LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 7), hour: 18)),
            ("2019", LocalDateTime(day: CivilDay(year: 2020, month: 1, day: 1)), LocalDateTime(day: CivilDay(year: 2019, month: 1, day: 1))),
            ("friday", LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 10)), LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 9))),
            ("jan 20 2026", LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 21)), LocalDateTime(day: CivilDay(year: 2026, month: 1, day: 20))),
        ]
        var count = 0
        for (target, after, since) in starts {
            for (sign, expected) in [(">", after), ("> ", after), (">=", since), ("> =", since), ("≥", since), ("≥ ", since)] {
                for frame in ["{s}{t}", "leave {s}{t}?", "dates {s}{t}"] {
                    let text = frame.replacingOccurrences(of: "{s}", with: sign.hasSuffix(" ") ? sign : sign + " ").replacingOccurrences(of: "{t}", with: target)
                    #expect(Self.bounds(text)?.start == expected, "\(text): \(String(describing: Self.bounds(text)))")
                    count += 1
                }
            }
            for sign in ["<", "< ", "<=", "≤"] {
                let text = "\(sign.trimmingCharacters(in: .whitespaces)) \(target)"
                #expect(Self.bounds(text)?.end != nil, "\(text): \(String(describing: Self.bounds(text)))")
                count += 1
            }
        }
        #expect(count == 88)
        // Before a number that is no date, a sign is arithmetic.
        for text in ["3 > 2", "x < 5", "score >= 2000 points", "<3", "a -> b"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }
}
