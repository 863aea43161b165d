import Foundation
import Grammars
import Intents
import NLParse
import Testing

/// A priority after a day ("buy milk friday high priority") is a value of its own, not a noun the
/// weekday modifies ("sunday roast"): the day is the due date and leaves the title, as before
/// a "#project". It stayed in the title ("buy milk friday").
struct PriorityIsNoTitleWordTests {
    static let context = IntentBuilderTests.context
    static let parser = IntentBuilderTests.parser

    @Test func theDayLeavesTheTitle() {
        // Wednesday 2026-01-07: the coming weekday.
        let days: [(String, Int)] = [("friday", 9), ("Friday", 9), ("fri", 9), ("monday", 12), ("thursday", 8), ("tomorrow", 8)]
        let priorities: [(String, Int)] = [("high priority", 1), ("High Priority", 1), ("urgent priority", 1), ("top priority", 1),
                                           ("low priority", 3), ("medium priority", 2), ("p1", 1), ("P2", 2), ("priority 1", 1)]
        let leads = ["add task", "add a task", "new task", "add todo"]
        let titles = ["buy milk", "call the plumber", "renew passport"]
        var count = 0
        for lead in leads {
            for title in titles {
                for (day, date) in days {
                    for (priority, level) in priorities {
                        let text = "\(lead) \(title) \(day) \(priority)"
                        guard case .taskAdd(let add) = IntentBuilder.build(Self.parser.parse(text, context: Self.context), context: Self.context) else {
                            Issue.record("not task.add: \(text)")
                            continue
                        }
                        #expect(add.title == title, "\(text): \(String(describing: add.title))")
                        #expect(add.priority == level, "\(text)")
                        var calendar = Calendar(identifier: .gregorian)
                        calendar.timeZone = Self.context.timeZone
                        #expect(add.due.map { calendar.component(.day, from: $0.date) } == date, "\(text): \(String(describing: add.due))")
                        count += 1
                    }
                }
            }
        }
        #expect(count == 648)
    }
}
