import Foundation
import Testing
@testable import Temporal

/// Seasons: astronomical, from the equinox or solstice day (UTC) to the next, named with a
/// qualifier, a year or a lead-in word, never as a bare common word ("spring cleaning").
struct SeasonTests {
    static func day(_ y: Int, _ m: Int, _ d: Int) -> CivilDay { CivilDay(year: y, month: m, day: d) }

    /// The days of `text`'s single entity, when it is a period of days.
    static func days(_ text: String, now: Date = Fixture.now) -> (CivilDay, CivilDay)? {
        let found = Fixture.resolver(now: now).entities(in: text)
        guard found.count == 1, case .range(let start?, let end?, _) = found[0].value else { return nil }
        let calendar = { () -> Calendar in var c = Calendar(identifier: .gregorian); c.timeZone = Fixture.zone; return c }()
        func civil(_ date: Date) -> CivilDay {
            let c = calendar.dateComponents([.year, .month, .day], from: date)
            return CivilDay(year: c.year!, month: c.month!, day: c.day!)
        }
        return (civil(start), civil(end))
    }

    /// Equinoxes and solstices as published (UTC): 2024 Mar 20 03:06, Jun 20 20:51, Sep 22
    /// 12:44, Dec 21 09:20; 2026 Mar 20 14:46, Jun 21 08:24, Sep 23 00:05, Dec 21 20:50.
    @Test func seasonsBeginOnTheirEquinoxOrSolstice() {
        let expected: [(Int, [CivilDay])] = [
            (2024, [Self.day(2024, 3, 20), Self.day(2024, 6, 20), Self.day(2024, 9, 22), Self.day(2024, 12, 21)]),
            (2026, [Self.day(2026, 3, 20), Self.day(2026, 6, 21), Self.day(2026, 9, 23), Self.day(2026, 12, 21)]),
        ]
        for (year, starts) in expected {
            for season in Season.allCases { #expect(season.start(in: year) == starts[season.rawValue], "\(season) \(year)") }
        }
        // Every day from 1950 to 2100 is in exactly one season, and the seasons follow each other.
        var day = Self.day(1950, 1, 1)
        var last = Season.containing(day)
        while day.year <= 2100 {
            let now = Season.containing(day)
            if now != last {
                #expect(now == last.season.shifted(by: 1, year: last.year), "\(day)")
                #expect(now.season.start(in: now.year) == day, "\(day)")
                last = now
            }
            day = day.adding(days: 1)
        }
    }

    /// Said on Wednesday 7 January 2026, in winter (since 21 December 2025).
    @Test func qualifiersNameTheCurrentComingOrPreviousSeason() {
        let winter2025 = (Self.day(2025, 12, 21), Self.day(2026, 3, 20))
        let seasons2026: [String: (CivilDay, CivilDay)] = [
            "spring": (Self.day(2026, 3, 20), Self.day(2026, 6, 21)),
            "summer": (Self.day(2026, 6, 21), Self.day(2026, 9, 23)),
            "autumn": (Self.day(2026, 9, 23), Self.day(2026, 12, 21)),
        ]
        let seasons2025: [String: (CivilDay, CivilDay)] = [
            "spring": (Self.day(2025, 3, 20), Self.day(2025, 6, 21)),
            "summer": (Self.day(2025, 6, 21), Self.day(2025, 9, 22)),
            "autumn": (Self.day(2025, 9, 22), Self.day(2025, 12, 21)),
        ]
        let names = [("spring", "spring"), ("Summer", "summer"), ("autumn", "autumn"), ("fall", "autumn"), ("summertime", "summer"), ("springtime", "spring")]
        for lead in ["", "plan a trip ", "book the cabin for ", "we move in "] {
            for (name, season) in names {
                for qualifier in ["this", "next", "the coming", "current"] {
                    let text = "\(lead)\(qualifier) \(name)"
                    #expect(Self.days(text).map { [$0.0, $0.1] } == seasons2026[season].map { [$0.0, $0.1] }, "\(text)")
                }
                for qualifier in ["last", "previous"] {
                    let text = "\(lead)\(qualifier) \(name)"
                    #expect(Self.days(text).map { [$0.0, $0.1] } == seasons2025[season].map { [$0.0, $0.1] }, "\(text)")
                }
            }
            for (qualifier, expected) in [("this", winter2025), ("current", winter2025), ("next", (Self.day(2026, 12, 21), Self.day(2027, 3, 20))),
                                          ("last", (Self.day(2024, 12, 21), Self.day(2025, 3, 20)))] {
                for name in ["winter", "Winter", "wintertime"] {
                    let text = "\(lead)\(qualifier) \(name)"
                    #expect(Self.days(text).map { [$0.0, $0.1] } == [expected.0, expected.1], "\(text)")
                }
                let text = "\(lead)\(qualifier) season"
                let season = qualifier == "next" ? (Self.day(2026, 3, 20), Self.day(2026, 6, 21))
                    : qualifier == "last" ? (Self.day(2025, 9, 22), Self.day(2025, 12, 21)) : winter2025
                #expect(Self.days(text).map { [$0.0, $0.1] } == [season.0, season.1], "\(text)")
            }
        }
    }

    /// A year names that year's season (winter runs into the next year); a lead-in word names the
    /// coming one, or the one under way.
    @Test func aYearOrALeadInNamesTheSeason() {
        for (name, start, end) in [("summer", Self.day(2027, 6, 21), Self.day(2027, 9, 23)), ("fall", Self.day(2027, 9, 23), Self.day(2027, 12, 22)),
                                    ("winter", Self.day(2027, 12, 22), Self.day(2028, 3, 20))] {
            for form in ["\(name) 2027", "\(name) of 2027", "the \(name) of 2027", "in \(name) 2027", "\(name), 2027"] {
                #expect(Self.days(form).map { [$0.0, $0.1] } == [start, end], "\(form)")
            }
        }
        for form in ["in the summer", "in summer", "during the summer", "during summer", "until the summer", "by summer"] {
            let found = Fixture.resolver().entities(in: "let's paint the fence \(form)")
            #expect(found.count == 1, "\(form)")
        }
        #expect(Self.days("in the winter").map { [$0.0, $0.1] } == [Self.day(2025, 12, 21), Self.day(2026, 3, 20)])
    }

    /// The same words as common words are not seasons.
    @Test func commonWordsAreNotSeasons() {
        for text in ["spring cleaning", "I fall asleep fast", "summer camp forms", "winter coat", "Summer called", "buy a new spring for the door",
                     "the leaves fall", "the season finale", "a seasoned pan", "the fall of rome"] {
            #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text): \(Fixture.resolver().entities(in: text))")
        }
    }
}
