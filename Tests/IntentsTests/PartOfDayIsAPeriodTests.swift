import Foundation
import Grammars
import Intents
import NLParse
import Testing

/// A part of the day named relative to today ("this afternoon", "tonight") is a period where it
/// stands alone: a question about it covers its hours (docs/TEMPORAL.md: afternoon 12-16). A
/// command that schedules one moment takes the part's default hour (afternoon 15:00). It was
/// 15:00 everywhere, so "what do I have this afternoon" asked about 15:00-16:00.
struct PartOfDayIsAPeriodTests {
    static let context = IntentBuilderTests.context
    static let parser = IntentBuilderTests.parser
    static var calendar: Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = context.timeZone
        return c
    }

    /// (words, first hour, end hour, default hour) on the fixture's day, Wednesday 2026-01-07.
    static let parts: [(String, Int, Int, Int)] = [
        ("this morning", 8, 12, 9), ("this afternoon", 12, 16, 15), ("this evening", 16, 20, 19), ("tonight", 18, 24, 22),
        ("This Afternoon", 12, 16, 15), ("Tonight", 18, 24, 22), ("tonite", 18, 24, 22),
    ]

    static func at(_ hour: Int) -> Date {
        calendar.date(byAdding: .hour, value: hour, to: calendar.startOfDay(for: context.now))!
    }

    static func intent(_ text: String) -> Intent {
        IntentBuilder.build(parser.parse(text, context: context), context: context)
    }

    @Test func aQuestionCoversThePeriod() {
        let questions = ["what do I have {p}", "what's on {p}", "what's on my calendar {p}", "am I free {p}", "what's happening {p}?"]
        var count = 0
        for (words, start, end, _) in Self.parts {
            for question in questions {
                let text = question.replacingOccurrences(of: "{p}", with: words)
                guard case .scheduleQuery(let query) = Self.intent(text) else { continue }
                #expect(query.window?.start == Self.at(start) && query.window?.end == Self.at(end), "\(text): \(String(describing: query.window))")
                count += 1
            }
        }
        // Most wordings are schedule questions; each that is reads the whole period.
        #expect(count >= 20)
    }

    /// A part of a day named by its weekday or date ("friday afternoon") stays one moment for a
    /// booking, but a question about it covers the part's hours: "am I free on friday afternoon"
    /// asked about 15:00 alone.
    @Test func aQuestionAboutANamedDaysPartCoversIt() {
        // Weekdays after the fixture's Wednesday 7 January, and a date.
        let days: [(String, Int)] = [("friday", 2), ("on friday", 2), ("Saturday", 3), ("next monday", 5), ("jan 9", 2), ("on the 9th", 2)]
        let parts: [(String, Int, Int, Int)] = [("afternoon", 12, 16, 15), ("morning", 8, 12, 9), ("evening", 16, 20, 19)]
        let questions = ["am I free {d} {p}", "what do I have {d} {p}", "what's on my calendar {d} {p}", "anything {d} {p}?"]
        var count = 0
        for (day, offset) in days {
            for (part, start, end, hour) in parts {
                for question in questions {
                    let text = question.replacingOccurrences(of: "{d}", with: day).replacingOccurrences(of: "{p}", with: part)
                    guard case .scheduleQuery(let query) = Self.intent(text) else { continue }
                    let first = Self.calendar.date(byAdding: .day, value: offset, to: Self.at(start))!
                    let last = Self.calendar.date(byAdding: .day, value: offset, to: Self.at(end))!
                    #expect(query.window?.start == first && query.window?.end == last, "\(text): \(String(describing: query.window))")
                    count += 1
                }
                // A booking on that part keeps its one moment.
                let booked = "add task call the plumber \(day) \(part)"
                guard case .taskAdd(let add) = Self.intent(booked) else {
                    Issue.record("\(booked) is not a task")
                    continue
                }
                #expect(add.due == DueDate(date: Self.calendar.date(byAdding: .day, value: offset, to: Self.at(hour))!, hasTime: true), "\(booked)")
            }
        }
        #expect(count >= 60)
    }

    @Test func aTaskIsDueAtTheDefaultHour() {
        let commands = ["add task call mom {p}", "add a task to water the plants {p}", "remind me to stretch {p}", "remind me {p} to stretch"]
        for (words, _, _, hour) in Self.parts {
            for command in commands {
                let text = command.replacingOccurrences(of: "{p}", with: words)
                let due: DueDate?
                switch Self.intent(text) {
                case .taskAdd(let add): due = add.due
                case .reminderAdd(let reminder): due = reminder.when
                default: due = nil
                }
                #expect(due == DueDate(date: Self.at(hour), hasTime: true), "\(text): \(String(describing: due))")
            }
        }
    }
}
