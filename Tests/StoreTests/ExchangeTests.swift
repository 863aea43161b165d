import Copilot
import Foundation
import Intents
@testable import Store
import Temporal
import Testing

/// Export and import: JSON loses nothing, iCalendar follows RFC 5545's line rules, todo.txt keeps
/// priority, project, contexts and due dates.
@Suite struct ExchangeTests {
    /// A deterministic generator, so a failing seed can be replayed.
    struct Generator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return state >> 33
        }
        mutating func int(_ range: ClosedRange<Int>) -> Int { range.lowerBound + Int(next() % UInt64(range.count)) }
        mutating func bool() -> Bool { next() % 2 == 0 }
        mutating func date() -> Date { Date(timeIntervalSince1970: Double(1_750_000_000 + int(0...40_000_000)) + Double(int(0...999)) / 1000) }
        mutating func text() -> String {
            let words = ["milk", "call", "mom", "é", "naïve", "日本", "a,b;c", "back\\slash", "quote\"d", "emoji 🎉", "line\nbreak", "p1", "#tag"]
            return (0..<int(1...4)).map { _ in words[int(0...words.count - 1)] }.joined(separator: " ")
        }
    }

    static func randomModel(seed: UInt64) -> Model {
        var random = Generator(state: seed)
        var model = Model()
        for id in 1...random.int(0...30) {
            var task = TaskItem(id: id, kind: [.task, .reminder, .event][random.int(0...2)], title: random.text(),
                                due: random.bool() ? DueDate(date: random.date(), hasTime: random.bool()) : nil,
                                priority: random.bool() ? random.int(1...4) : nil, project: random.bool() ? random.text() : nil,
                                tags: random.bool() ? [random.text()] : [], estimate: random.bool() ? Double(random.int(1...9000)) : nil,
                                created: random.date(), completed: random.bool() ? random.date() : nil)
            task.member = random.bool() ? "Emma" : nil
            task.reminder = random.bool() ? .before(seconds: Double(random.int(1...120) * 60)) : nil
            if random.bool() {
                task.recurrence = Recurrence(timex: "P1D", text: "every day", rule: RecurrenceRule(frequency: .daily))
                task.skipped = random.bool() ? [random.date(), random.date()].sorted() : nil
            }
            model.tasks.append(task)
        }
        model.nextTaskID = model.tasks.count + 1
        model.notes = (0..<random.int(0...3)).map { _ in Note(text: random.text(), created: random.date()) }
        model.lists = (0..<random.int(0...3)).map { index in
            var list = ShoppingList(name: "list \(index)")
            list.items = (0..<random.int(0...4)).map { _ in ListEntry(name: random.text(), quantity: random.bool() ? Double(random.int(1...12)) / 4 : nil, unit: random.bool() ? "loaf" : nil) }
            return list
        }
        model.backlog = (0..<random.int(0...3)).map { _ in BacklogEntry(backlog: "gift", item: random.text(), added: random.date()) }
        model.members = random.bool() ? [Member(name: "Emma", role: .child, relation: "daughter")] : []
        model.settings.dailyFocusGoalMinutes = random.int(5...600)
        model.focus.sessions = (0..<random.int(0...5)).map { _ in
            var session = FocusSession(start: random.date(), plannedMinutes: random.int(5...90))
            session.end = session.start.addingTimeInterval(Double(random.int(60...5000)))
            return session
        }
        return model
    }

    @Test(arguments: 0..<40) func jsonExportImportExportIsByteIdentical(seed: Int) throws {
        let model = Self.randomModel(seed: UInt64(seed) + 1)
        let first = JSONExchange.export(model)
        let second = JSONExchange.export(try JSONExchange.read(first, path: "export.json"))
        #expect(first == second)
    }

    @Test func jsonRoundTripsThroughTheDatabase() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let assistant = try StoreFixtures.assistant(path)
        try StoreFixtures.say(assistant, "add task: finish proposal by friday 5pm #work p1", "log 2 eggs for breakfast",
                              "add milk to the shopping list", "add Emma as a child", "start a 25 minute pomodoro")
        let context = StoreFixtures.context
        let first = try assistant.export(.json, timeZone: context.timeZone, now: context.now)
        let other = try StoreFixtures.assistant(StoreFixtures.directory() + "/ask.sqlite")
        #expect(try other.importFile(first, path: "export.json", timeZone: context.timeZone, now: context.now).hasPrefix("Imported export.json: 1 task, 1 meal, 1 list"))
        #expect(try other.export(.json, timeZone: context.timeZone, now: context.now) == first)
        #expect(try StoreFixtures.say(other, "undo") == ["Undone: imported export.json."])
        #expect(try other.state().model.withoutConversation == Model())
    }

    @Test func iCalendarFollowsTheLineRules() throws {
        var model = Self.randomModel(seed: 99)
        var event = TaskItem(id: 100, kind: .event, title: String(repeating: "Jahresversammlung der Gemeinde ü ", count: 4), due: DueDate(date: StoreFixtures.context.now, hasTime: true), created: StoreFixtures.context.now)
        event.end = StoreFixtures.context.now.addingTimeInterval(3600)
        event.reminder = .before(seconds: 600)
        event.recurrence = Recurrence(timex: "", text: "every 2nd tuesday", rule: RecurrenceRule(frequency: .monthly, nthWeekday: .init(n: 2, weekday: 2)))
        // A day of the series skipped ("cancel it on february 4") is an EXDATE.
        event.skipped = [StoreFixtures.context.now.addingTimeInterval(28 * 86400)]
        model.tasks.append(event)
        let text = ICalendar.export(model, timeZone: StoreFixtures.context.timeZone, now: StoreFixtures.context.now)
        let bytes = Array(text.utf8)
        // Every line ends CRLF; no bare LF or CR.
        #expect(text.hasSuffix("\r\n"))
        #expect(!text.replacingOccurrences(of: "\r\n", with: "").contains("\n") && !text.replacingOccurrences(of: "\r\n", with: "").contains("\r"))
        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(String(decoding: bytes, as: UTF8.self) == text)  // folding split no UTF-8 sequence
        #expect(lines.contains { $0.hasPrefix(" ") })
        #expect(lines.filter { $0.hasPrefix("BEGIN:") }.count == lines.filter { $0.hasPrefix("END:") }.count)
        #expect(lines.contains("DTSTART;TZID=America/New_York:20260107T090000"))
        #expect(lines.contains("DTEND;TZID=America/New_York:20260107T100000"))
        #expect(lines.contains("TZID:America/New_York"))
        #expect(lines.contains("RRULE:FREQ=MONTHLY;BYDAY=2TU"))
        #expect(lines.contains("TRIGGER:-PT10M"))
        #expect(lines.contains("EXDATE;TZID=America/New_York:20260204T090000"))
        // And it reads back.
        let read = ICalendar.read(text, firstID: 1, now: StoreFixtures.context.now, timeZone: StoreFixtures.context.timeZone)
        let back = try #require(read.first { $0.kind == .event && $0.title.hasPrefix("Jahres") })
        #expect(back.title == event.title && back.due == event.due && back.end == event.end && back.reminder == event.reminder)
        #expect(back.recurrence?.rule?.nthWeekday == .init(n: 2, weekday: 2))
        #expect(back.skipped == event.skipped)
    }

    /// The hours of each day a schedule within the day keeps to are BYHOUR (and BYMINUTE,
    /// hourly), and read back as the same window, past midnight too.
    @Test(arguments: [(9, 0, 17, 0, 1, "BYHOUR=9,10,11,12,13,14,15,16,17;BYMINUTE=0"), (9, 30, 16, 30, 2, "BYHOUR=9,11,13,15;BYMINUTE=30"),
                      (22, 0, 6, 0, 2, "BYHOUR=22,0,2,4,6;BYMINUTE=0")])
    func aDailyWindowIsByHour(startHour: Int, startMinute: Int, endHour: Int, endMinute: Int, interval: Int, expected: String) throws {
        let window = RecurrenceRule.DailyWindow(start: ClockTime(hour: startHour, minute: startMinute), end: ClockTime(hour: endHour, minute: endMinute))
        let rule = RecurrenceRule(frequency: .hourly, interval: interval, window: window)
        #expect(ICalendar.rrule(rule) == "FREQ=HOURLY" + (interval > 1 ? ";INTERVAL=\(interval)" : "") + ";" + expected)
        let back = try #require(ICalendar.parseRule(ICalendar.rrule(rule), timeZone: StoreFixtures.context.timeZone))
        // A window whose end is not on a step reads back ending on its last step.
        let lastStep = ((endHour * 60 + endMinute - startHour * 60 - startMinute + 24 * 60) % (24 * 60)) / (60 * interval) * 60 * interval + startHour * 60 + startMinute
        #expect(back.window == RecurrenceRule.DailyWindow(start: window.start, end: ClockTime(hour: lastStep / 60 % 24, minute: lastStep % 60)))
    }

    @Test func todoTxtKeepsPriorityProjectContextsAndDue() throws {
        let zone = StoreFixtures.context.timeZone
        let text = "(A) 2026-01-05 call the bank +finance @phone @errands due:2026-01-09\nx 2026-01-06 2026-01-02 file taxes +finance\nbuy stamps\n"
        let tasks = TodoTxt.read(text, firstID: 5, now: StoreFixtures.context.now, timeZone: zone)
        #expect(tasks.map(\.id) == [5, 6, 7])
        #expect(tasks[0].title == "call the bank" && tasks[0].priority == 1 && tasks[0].project == "finance" && tasks[0].tags == ["phone", "errands"])
        #expect(tasks[0].due.map { ICalendar.dayString($0.date, zone) } == "20260109")
        #expect(tasks[1].completed != nil && tasks[1].title == "file taxes")
        var model = Model()
        model.tasks = TaskList(tasks)
        #expect(TodoTxt.export(model, timeZone: zone) == "(A) 2026-01-05 call the bank +finance @phone @errands due:2026-01-09\nx 2026-01-06 2026-01-02 file taxes +finance\n2026-01-07 buy stamps\n")
    }
}
