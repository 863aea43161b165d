import AskTools
@testable import Copilot
import Foundation
import NLParse
import Testing

/// The journey: one line per day. Over random histories its days' XP add up to the level line's
/// XP, each day shows that day's minutes and tasks, and milestones fall on the day they were reached.
struct JourneyTests {
    static let forms = ["show my journey", "my journey", "show my progress day by day", "list my focus history", "what did I do each day"]

    @Test(arguments: forms)
    func theDaysAddUpToTheLevel(form: String) throws {
        var random = SplitMix64(seed: 7)
        for run in 0..<10 {
            var state = CopilotState()
            var minutesByDay: [Int] = []
            // Six days before today and today: sessions of random length, some days none.
            for offset in 0..<7 {
                let day = String(format: "2026-01-%02d", 1 + offset)
                let minutes = Int.random(in: 0...3, using: &random) == 0 ? 0 : Int.random(in: 5...130, using: &random)
                minutesByDay.append(minutes)
                if minutes > 0 { state.model.focus.sessions.append(FocusFixtures.session("\(day) 08:00", minutes: minutes)) }
            }
            let tasks = Int.random(in: 0...3, using: &random)
            for id in 0..<tasks { state.tasks.append(FocusFixtures.completed(id + 1, "2026-01-06 15:00", priority: 1 + id % 4)) }
            let lines = Fixtures.converse([form, "what level am I"], state: &state)
            let days = lines[0].split(separator: "\n").dropFirst()
            #expect(days.count == 7, "run \(run): \(lines[0])")
            let xp = days.compactMap { line in line.split(separator: "·").compactMap { part -> Int? in
                let words = part.split(separator: " ")
                return words.last == "XP" ? Int(words[words.count - 2]) : nil
            }.first }.reduce(0, +)
            let level = try #require(lines[1].split(separator: " ").firstIndex(of: "XP,").map { Int(lines[1].split(separator: " ")[$0 - 1].trimmingCharacters(in: .punctuationCharacters)) })
            #expect(xp == level, "run \(run): \(lines[0])\n\(lines[1])")
            for (offset, minutes) in minutesByDay.enumerated() where minutes > 0 {
                let line = days[days.startIndex + offset]
                // Today's session, started at 08:00, counts up to now (09:00).
                let counted = offset == 6 ? min(minutes, 60) : minutes
                #expect(line.contains(ReplyFormat.duration(Double(counted * 60)) + " in 1 session"), "run \(run): \(line)")
            }
            if tasks > 0 { #expect(days[days.startIndex + 5].contains("\(ReplyFormat.count(tasks, "task")) done")) }
        }
    }

    @Test func milestonesFallOnTheirDay() {
        var state = CopilotState()
        state.model.focus.sessions = [FocusFixtures.session("2026-01-05 08:00", minutes: 30), FocusFixtures.session("2026-01-06 08:00", minutes: 240)]
        let reply = Fixtures.converse(["my journey this week"], state: &state)[0]
        let lines = reply.split(separator: "\n").map(String.init)
        #expect(lines[0] == "Your journey, this week:")
        #expect(lines[1].hasSuffix("★ First session"), "\(lines[1])")
        #expect(lines[2].contains("goal met") && lines[2].contains("★ Level 2"), "\(lines[2])")
        #expect(lines.count == 4, "the week up to today (Wed): \(reply)")
        #expect(Fixtures.converse(["my journey next week"], state: &state)[0] == "That's still ahead: the journey covers days up to today.")
    }
}
