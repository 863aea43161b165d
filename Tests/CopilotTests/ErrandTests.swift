import Foundation
@testable import Copilot
import Testing

/// An errand said as an order with its day ("call mom tomorrow", "pay the electric bill by
/// friday") is a task titled with its verb, due then. Said with "now", or as a message to pass
/// on, it is no task. Context: Wed 7 Jan 2026 09:00, New York.
struct ErrandTests {
    /// Generated: verbs of each kind × with and without a determiner × day words and preposition.
    static let errands: [(line: String, title: String, due: String)] = {
        let things = [("call", "mom"), ("Email", "David"), ("text", "jake"), ("pay", "electric bill"), ("renew", "car insurance"),
                      ("pick up", "kids"), ("drop off", "dry cleaning"), ("finish", "report"), ("review", "slides"),
                      ("clean", "garage"), ("water", "plants"), ("walk", "dog"), ("visit", "grandma"), ("follow up with", "landlord")]
        let days = [("tomorrow", "2026-01-08"), ("on friday", "2026-01-09"), ("friday", "2026-01-09"), ("next monday", "2026-01-12"),
                    ("on jan 15", "2026-01-15"), ("tmrw", "2026-01-08")]
        var lines: [(String, String, String)] = []
        for (index, (verb, object)) in things.enumerated() {
            for (dayIndex, (day, date)) in days.enumerated() where (index + dayIndex) % 2 == 0 {
                let determiner = ["", "the ", "my "][(index + dayIndex) % 3]
                let title = "\(verb) \(determiner)\(object)"
                lines.append(("\(title) \(day)", title, date))
            }
        }
        return lines
    }()

    @Test(arguments: errands.map { [$0.line, $0.title, $0.due] })
    func anErrandWithADayIsATask(said: [String]) {
        var state = CopilotState()
        let reply = Fixtures.converse([said[0]], state: &state)[0]
        #expect(state.tasks.map(\.title) == [said[1]], "\(said[0]): \(reply)")
        let due = state.tasks.first?.due.map { String(Fixtures.format($0.date).prefix(10)) }
        #expect(due == said[2], "\(said[0]): \(reply)")
    }

    /// A clock time keeps its hour; "by" a time is the same errand ("finish the report by 5pm" is
    /// no report being ticked off).
    @Test(arguments: [("finish the report by 5pm", "finish the report", 17), ("call the plumber at 8am", "call the plumber", 8),
                      ("pick up the kids at 3:30", "pick up the kids", 15)])
    func anErrandAtATime(line: String, title: String, hour: Int) {
        var state = CopilotState()
        let reply = Fixtures.converse([line], state: &state)[0]
        #expect(state.tasks.map(\.title) == [title], "\(line): \(reply)")
        #expect(state.tasks.first?.due?.hasTime == true, "\(line): \(reply)")
        #expect(state.tasks.first?.due.map { Int(Fixtures.format($0.date).dropFirst(11).prefix(2)) } == hour, "\(line): \(reply)")
    }

    @Test func aRepeatingErrand() {
        var state = CopilotState()
        let reply = Fixtures.converse(["water the plants every sunday"], state: &state)[0]
        #expect(state.tasks.first?.title == "water the plants" && state.tasks.first?.recurrence != nil, "\(reply)")
    }

    /// Now, no day at all, or a message to pass on: nothing is added.
    @Test(arguments: ["call sandra right now", "call aj now", "call mom", "text matt and tell him i will be late tonight",
                      "call the bank and ask them about my card tomorrow", "email david and let him know the meeting is on friday",
                      "call me tomorrow", "call a taxi at 5"])
    func noErrand(line: String) {
        let intent = Fixtures.copilot.parser.parse(line, context: Fixtures.context).intent
        #expect(intent != "task.add", "\(line) -> \(intent)")
    }
}
