import Foundation
import Intents

private let say = Replies.freeTime

/// "when am I free tomorrow", "am I free thursday afternoon", "free slots next week": the time
/// between the calendar's events, within the hours asked about. A whole day is its working hours
/// (the `work_hours` setting, 09:00–17:00 unless set); a part of a day ("thursday afternoon") or a
/// span of clock times is itself; a moment ("at 3pm") is the hour after it. Only events are busy
/// time: a task's time is when it is due, not time it takes. Today starts now.
extension Executor {
    /// The most days one answer lists ("free slots next week": a week).
    static let freeTimeDays = 7
    /// A gap shorter than this is no free time worth naming.
    static let shortestFreeMinutes = 15

    func freeTime(in asked: TimeWindow?) -> Reply {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = format.timeZone
        let hours = state.model.settings.workHours ?? [9 * 60, 17 * 60]
        let said = freeTimeScope(asked)
        // The stretches looked at: each day's working hours, or the part of a day asked about.
        var stretches: [(start: Date, end: Date)] = []
        if let asked, asked.end.timeIntervalSince(asked.start) <= 3600 {
            stretches = [(asked.start, asked.start.addingTimeInterval(3600))]
        } else if let asked, asked.end.timeIntervalSince(asked.start) < 86_400, calendar.startOfDay(for: asked.start) != asked.start || calendar.startOfDay(for: asked.end) != asked.end {
            stretches = [(asked.start, asked.end)]
        } else {
            var day = calendar.startOfDay(for: asked?.start ?? now)
            let last = asked?.end ?? calendar.date(byAdding: .day, value: 1, to: day)!
            while day < last, stretches.count < Self.freeTimeDays {
                let start = day.addingTimeInterval(Double(hours[0] * 60)), end = day.addingTimeInterval(Double(hours[1] * 60))
                stretches.append((start, end))
                day = calendar.date(byAdding: .day, value: 1, to: day)!
            }
        }
        // Time already gone is not free: today's stretch starts now.
        stretches = stretches.compactMap { $0.end > now ? (max($0.start, now), $0.end) : nil }
        guard !stretches.isEmpty else { return Reply(say.freePast(when: said), intent: "schedule.query") }
        let busy = dated(in: TimeWindow(start: stretches[0].start, end: stretches.last!.end, text: "")) { $0.kind == .event }
            .compactMap { event -> (start: Date, end: Date, title: String)? in
                guard let due = event.due, due.hasTime else { return nil }
                return (due.date, event.end ?? due.date.addingTimeInterval(3600), event.title)
            }
            .sorted { $0.start < $1.start }
        var lines: [String] = []
        var anyBusy = false
        for stretch in stretches {
            var cursor = stretch.start
            var free: [String] = []
            var taken: [String] = []
            for item in busy where item.end > stretch.start && item.start < stretch.end {
                anyBusy = true
                taken.append(say.freeBusy(title: item.title, span: span(item.start, item.end)))
                if item.start.timeIntervalSince(cursor) >= Double(Self.shortestFreeMinutes * 60) { free.append(span(cursor, item.start)) }
                cursor = max(cursor, item.end)
            }
            if stretch.end.timeIntervalSince(cursor) >= Double(Self.shortestFreeMinutes * 60) { free.append(span(cursor, stretch.end)) }
            let day = format.due(DueDate(date: stretch.start, hasTime: false))
            lines.append(free.isEmpty ? say.freeNone(day: day, busy: taken.joined(separator: ", ")) : say.freeDay(day: day, spans: free.joined(separator: ", ")))
        }
        guard anyBusy else {
            // A moment with nothing on is said in a word.
            if let asked, asked.end.timeIntervalSince(asked.start) <= 3600 { return Reply(say.freeMoment(when: said), intent: "schedule.query") }
            return Reply(say.freeAll(when: said, hours: span(stretches[0].start, stretches[0].end)), intent: "schedule.query")
        }
        return Reply(([say.freeHeader(when: said)] + lines).joined(separator: "\n"), intent: "schedule.query")
    }

    /// "09:00–11:30".
    private func span(_ start: Date, _ end: Date) -> String {
        say.freeSpan(start: format.time(start), end: format.time(end))
    }

    /// How the time asked about is said: "tomorrow", "thursday afternoon", "today".
    private func freeTimeScope(_ asked: TimeWindow?) -> String {
        guard let asked else { return say.freeToday() }
        // A moment ("at 3 tomorrow") is said by its day and time: its own words may lack the "at".
        if asked.end.timeIntervalSince(asked.start) <= 3600 { return say.freeOn(day: format.due(DueDate(date: asked.start, hasTime: true))) }
        return asked.text.isEmpty ? format.due(DueDate(date: asked.start, hasTime: false)) : asked.text
    }
}

/// What a free-time answer says: `freetime.replies`.
struct FreeTimeReplies: ReplyFamily {
    static let file = ReplyFile.bundled("freetime")

    let freeHeader = Key("header", "when")
    let freeDay = Key("day", "day", "spans")
    let freeNone = Key("none", "day", "busy")
    let freeBusy = Key("busy", "title", "span")
    let freeAll = Key("all", "when", "hours")
    let freeMoment = Key("moment", "when")
    let freePast = Key("past", "when")
    let freeSpan = Key("span", "start", "end")
    let freeToday = Key("today")
    let freeOn = Key("on", "day")
}
