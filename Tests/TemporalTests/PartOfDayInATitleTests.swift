import Foundation
import Testing
@testable import Temporal

/// "movie night friday at 7pm": a part of the day between a noun and the day it falls on is
/// the event's, not the time's. Every sentence is generated: noun, part, day, time and lead vary.
struct PartOfDayInATitleTests {
    static let nouns = ["movie", "game", "date", "pizza", "poker", "Trivia", "quiz", "family"]
    static let parts = ["night", "evening", "morning", "lunch", "afternoon"]
    /// A day as written, and the weekday it names (nil: tomorrow).
    static let days: [(String, Int?)] = [("friday", 5), ("Saturday", 6), ("on friday", 5), ("on sunday", 7), ("next friday", 5),
                                         ("this saturday", 6), ("tomorrow", nil), (", friday", 5), ("thurs", 4)]
    /// A time after the day, and the minute of the day it names (nil: no time).
    static let times: [(String, Int?)] = [("", nil), (" at 7pm", 1140), (" 8pm", 1200), (" at 6:30 pm", 1110), (" @ 7pm", 1140),
                                          (" at 6", 1080)]

    @Test func thePartStaysInTheTitle() {
        var count = 0
        for noun in Self.nouns {
            for part in Self.parts {
                for (day, weekday) in Self.days {
                    for (time, minute) in Self.times {
                        for lead in ["", "add ", "remind me about "] {
                            let text = "\(lead)\(noun) \(part)\(day.hasPrefix(",") ? "" : " ")\(day)\(time)"
                            let found = Fixture.resolver().entities(in: text)
                            count += 1
                            guard found.count == 1 else {
                                Issue.record("\(text): \(found)")
                                continue
                            }
                            let entity = found[0]
                            #expect(!entity.text.lowercased().contains(part), "\(text): span \(entity.text)")
                            let wall: LocalDateTime?
                            switch entity.value {
                            case .instant(let d, _): wall = LocalDateTime(d, in: Fixture.zone)
                            case .range(let s?, _, _): wall = LocalDateTime(s, in: Fixture.zone)
                            default: wall = nil
                            }
                            guard let wall else {
                                Issue.record("\(text): \(entity.value)")
                                continue
                            }
                            if let weekday { #expect(wall.day.weekday == weekday, "\(text): \(wall)") }
                            else { #expect(wall.day == CivilDay(year: 2026, month: 1, day: 8), "\(text): \(wall)") }
                            if let minute { #expect(wall.secondOfDay == minute * 60, "\(text): \(wall)") }
                        }
                    }
                }
            }
        }
        #expect(count > 5000)
    }

    /// A part after the day, or after a time word, a number or a function word, still qualifies it.
    @Test func aPartAfterTheDayStillQualifiesIt() {
        for noun in Self.nouns {
            for (text, hour) in [("friday night at 7", 19), ("tomorrow night at 8", 20), ("saturday evening", 19), ("friday morning at 9", 9)] {
                let sentence = "\(noun) \(text)"
                let found = Fixture.resolver().entities(in: sentence)
                #expect(found.count == 1 && found[0].text == text, "\(sentence): \(found)")
                let point = found.first?.pointReading?.value ?? found.first?.value
                if case .instant(let d, _)? = point {
                    #expect(LocalDateTime(d, in: Fixture.zone).hour == hour, "\(sentence)")
                } else {
                    Issue.record("\(sentence): \(String(describing: point))")
                }
            }
        }
        // With no day after it, a part keeps its reading.
        for text in ["call mom at 9 at night", "3 nights friday", "see you in the evening on friday"] {
            #expect(!Fixture.resolver().entities(in: text).isEmpty, "\(text)")
        }
    }
}
