import Copilot
import Foundation
import Intents
import Temporal

/// iCalendar (RFC 5545) export and import: events as VEVENT, tasks and reminders as VTODO, a
/// reminder set with either as VALARM, repeats as RRULE with EXDATE for skipped occurrences. Lines end in CRLF and are folded at 75
/// octets (never inside a UTF-8 sequence); times carry the zone as TZID, with a VTIMEZONE giving
/// the zone's offsets now (ask keeps no zone history, so the block is the simplest true one).
public enum ICalendar {
    public static func export(_ model: Model, timeZone: TimeZone, now: Date) -> String {
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//ask//ask//EN", "CALSCALE:GREGORIAN"]
        lines += timeZoneBlock(timeZone, now: now)
        let stamp = utc(now)
        for task in model.tasks {
            let component = task.kind == .event ? "VEVENT" : "VTODO"
            lines.append("BEGIN:\(component)")
            lines.append("UID:task-\(task.id)@ask")
            lines.append("DTSTAMP:\(stamp)")
            lines.append("CREATED:\(utc(task.created))")
            lines.append("SUMMARY:\(escape(task.title))")
            if let due = task.due {
                let value = dateValue(due, timeZone: timeZone)
                if task.kind == .event || task.recurrence?.rule != nil {
                    lines.append("DTSTART\(value)")
                } else {
                    lines.append("DUE\(value)")
                }
            }
            if let end = task.end { lines.append("DTEND;TZID=\(timeZone.identifier):\(local(end, timeZone))") }
            if let rule = task.recurrence?.rule { lines.append("RRULE:\(rrule(rule))") }
            // Occurrences skipped one at a time ("cancel soccer practice next tuesday"), as the start is written.
            if task.recurrence?.rule != nil, let due = task.due {
                for date in task.skipped ?? [] { lines.append("EXDATE\(dateValue(DueDate(date: date, hasTime: due.hasTime), timeZone: timeZone))") }
            }
            if let priority = task.priority, (1...4).contains(priority) { lines.append("PRIORITY:\(priority * 2 - 1)") }
            if let project = task.project { lines.append("X-ASK-PROJECT:\(escape(project))") }
            if !task.tags.isEmpty { lines.append("CATEGORIES:\(task.tags.map(escape).joined(separator: ","))") }
            if let completed = task.completed, task.kind != .event {
                lines.append("STATUS:COMPLETED")
                lines.append("COMPLETED:\(utc(completed))")
            }
            if let reminder = task.reminder {
                lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:\(escape(task.title))"]
                switch reminder {
                case .at(let date): lines.append("TRIGGER;VALUE=DATE-TIME:\(utc(date))")
                case .before(let seconds): lines.append("TRIGGER:-PT\(Int(seconds / 60))M")
                }
                lines.append("END:VALARM")
            }
            lines.append("END:\(component)")
        }
        lines.append("END:VCALENDAR")
        return lines.map { fold($0) + "\r\n" }.joined()
    }

    // MARK: Writing helpers

    static func timeZoneBlock(_ zone: TimeZone, now: Date) -> [String] {
        let offset = zone.secondsFromGMT(for: now)
        var lines = ["BEGIN:VTIMEZONE", "TZID:\(zone.identifier)"]
        if let transition = zone.nextDaylightSavingTimeTransition(after: now) {
            // Two kinds of offset: say both, each from its next start.
            let other = zone.secondsFromGMT(for: transition.addingTimeInterval(60))
            let (standard, daylight) = zone.isDaylightSavingTime(for: now) ? (other, offset) : (offset, other)
            lines += ["BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offsetText(daylight))", "TZOFFSETTO:\(offsetText(standard))", "END:STANDARD"]
            lines += ["BEGIN:DAYLIGHT", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offsetText(standard))", "TZOFFSETTO:\(offsetText(daylight))", "END:DAYLIGHT"]
        } else {
            lines += ["BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:\(offsetText(offset))", "TZOFFSETTO:\(offsetText(offset))", "END:STANDARD"]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    static func offsetText(_ seconds: Int) -> String {
        let sign = seconds < 0 ? "-" : "+"
        let minutes = abs(seconds) / 60
        return String(format: "%@%02d%02d", sign, minutes / 60, minutes % 60)
    }

    static func dateValue(_ due: DueDate, timeZone: TimeZone) -> String {
        if due.hasTime { return ";TZID=\(timeZone.identifier):\(local(due.date, timeZone))" }
        return ";VALUE=DATE:\(String(local(due.date, timeZone).prefix(8)))"
    }

    static func formatter(_ format: String, _ zone: TimeZone) -> DateFormatter {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = zone
        formatter.dateFormat = format
        return formatter
    }

    /// "20260109": the local day of `date`.
    public static func dayString(_ date: Date, _ zone: TimeZone) -> String { String(local(date, zone).prefix(8)) }

    static func local(_ date: Date, _ zone: TimeZone) -> String { formatter("yyyyMMdd'T'HHmmss", zone).string(from: date) }
    static func utc(_ date: Date) -> String { formatter("yyyyMMdd'T'HHmmss'Z'", TimeZone(identifier: "UTC")!).string(from: date) }

    static let days = ["MO", "TU", "WE", "TH", "FR", "SA", "SU"]

    static func rrule(_ rule: RecurrenceRule) -> String {
        var parts = ["FREQ=\(rule.frequency.rawValue.uppercased())"]
        if rule.interval > 1 { parts.append("INTERVAL=\(rule.interval)") }
        if let nth = rule.nthWeekday, (1...7).contains(nth.weekday) {
            parts.append("BYDAY=\(nth.n)\(days[nth.weekday - 1])")
        } else if !rule.weekdays.isEmpty {
            parts.append("BYDAY=" + rule.weekdays.filter { (1...7).contains($0) }.map { days[$0 - 1] }.joined(separator: ","))
        }
        if let window = rule.window, let (hours, minute) = byHour(window, rule) {
            parts.append("BYHOUR=" + hours.map(String.init).joined(separator: ","))
            if rule.frequency == .hourly { parts.append("BYMINUTE=\(minute)") }
        }
        if let day = rule.monthDay { parts.append("BYMONTHDAY=\(day)") }
        if let month = rule.month { parts.append("BYMONTH=\(month)") }
        if let count = rule.count { parts.append("COUNT=\(count)") } else if let until = rule.until { parts.append("UNTIL=\(utc(until))") }
        return parts.joined(separator: ";")
    }

    /// The hours (and, hourly, the minute) a schedule within the day falls in: hourly, each
    /// step's hour from the window's start to its end; more often, every hour the window covers
    /// (RRULE has no "until 20:00 each day": the last step on the end itself is not written).
    static func byHour(_ window: RecurrenceRule.DailyWindow, _ rule: RecurrenceRule) -> ([Int], Int)? {
        let open = window.start.hour * 3600 + window.start.minute * 60
        var close = window.end.hour * 3600 + window.end.minute * 60
        if close < open { close += 86_400 }
        switch rule.frequency {
        case .hourly:
            return (stride(from: open, through: close, by: 3600 * rule.interval).map { $0 / 3600 % 24 }, window.start.minute)
        case .minutely:
            return (stride(from: open / 3600, to: (close + 3599) / 3600, by: 1).map { $0 % 24 }, 0)
        default:
            return nil
        }
    }

    /// The window a BYHOUR list names: from the hour after the widest gap between its hours, round
    /// the clock, to the hour before it ("22,0,2,4,6" runs from 22:00 to 06:00).
    static func window(byHour: [Int], minute: Int, frequency: RecurrenceRule.Frequency, interval: Int) -> RecurrenceRule.DailyWindow? {
        let hours = Array(Set(byHour.filter { (0...23).contains($0) })).sorted()
        guard let lowest = hours.first, let highest = hours.last else { return nil }
        var (start, end) = (lowest, highest)
        var widest = 24 - highest + lowest
        for (a, b) in zip(hours, hours.dropFirst()) where b - a > widest { (widest, start, end) = (b - a, b, a) }
        let last = frequency == .minutely ? ClockTime(hour: end, minute: max(0, 60 - interval)) : ClockTime(hour: end, minute: minute)
        return RecurrenceRule.DailyWindow(start: ClockTime(hour: start, minute: frequency == .minutely ? 0 : minute), end: last)
    }

    /// TEXT escaping (RFC 5545 3.3.11).
    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: ";", with: "\\;")
            .replacingOccurrences(of: ",", with: "\\,").replacingOccurrences(of: "\r\n", with: "\\n").replacingOccurrences(of: "\n", with: "\\n")
    }

    /// Folds a content line at 75 octets (3.1): the rest goes on lines starting with a space,
    /// each again at most 75 octets; a UTF-8 sequence is never split.
    static func fold(_ line: String) -> String {
        var pieces: [String] = []
        var current: [UInt8] = []
        var limit = 75
        for scalar in line.unicodeScalars {
            let bytes = Array(String(scalar).utf8)
            if current.count + bytes.count > limit {
                pieces.append(String(decoding: current, as: UTF8.self))
                current = []
                limit = 74
            }
            current += bytes
        }
        pieces.append(String(decoding: current, as: UTF8.self))
        return pieces.joined(separator: "\r\n ")
    }

    // MARK: Reading

    /// The events and tasks in `text`, numbered from `firstID`.
    public static func read(_ text: String, firstID: Int, now: Date, timeZone: TimeZone) -> [TaskItem] {
        // Unfold: a line starting with a space or tab continues the one before.
        var lines: [String] = []
        for raw in text.replacingOccurrences(of: "\r\n", with: "\n").split(separator: "\n", omittingEmptySubsequences: false) {
            if let first = raw.first, first == " " || first == "\t", !lines.isEmpty {
                lines[lines.count - 1] += raw.dropFirst()
            } else {
                lines.append(String(raw))
            }
        }
        var tasks: [TaskItem] = []
        var current: [(name: String, parameters: [String: String], value: String)]?
        var kind = TaskItem.Kind.task
        var depth = 0
        for line in lines {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let head = line[..<colon].split(separator: ";").map(String.init)
            let name = head.first?.uppercased() ?? ""
            var parameters: [String: String] = [:]
            for parameter in head.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map(String.init)
                if pair.count == 2 { parameters[pair[0].uppercased()] = pair[1] }
            }
            let value = String(line[line.index(after: colon)...])
            if name == "BEGIN", value == "VEVENT" || value == "VTODO", current == nil {
                current = []
                kind = value == "VEVENT" ? .event : .task
                depth = 0
            } else if name == "BEGIN", current != nil {
                depth += 1
                current?.append((name: "BEGIN", parameters: [:], value: value))
            } else if name == "END", current != nil, depth > 0 {
                depth -= 1
                current?.append((name: "END", parameters: [:], value: value))
            } else if name == "END", value == "VEVENT" || value == "VTODO", let properties = current {
                if let task = item(properties, kind: kind, id: firstID + tasks.count, now: now, timeZone: timeZone) { tasks.append(task) }
                current = nil
            } else if current != nil {
                current?.append((name: name, parameters: parameters, value: value))
            }
        }
        return tasks
    }

    private static func item(_ properties: [(name: String, parameters: [String: String], value: String)], kind: TaskItem.Kind, id: Int, now: Date, timeZone: TimeZone) -> TaskItem? {
        var inAlarm = false
        var title: String?, due: DueDate?, end: Date?, completed: Date?, priority: Int?, tags: [String] = [], project: String?
        var rule: RecurrenceRule?, ruleText: String?, reminder: TaskReminder?, created = now, skipped: [Date] = []
        for property in properties {
            if property.name == "BEGIN" { inAlarm = true; continue }
            if property.name == "END" { inAlarm = false; continue }
            if inAlarm {
                if property.name == "TRIGGER" {
                    if property.parameters["VALUE"] == "DATE-TIME", let date = parseDate(property.value, property.parameters, timeZone)?.date {
                        reminder = .at(date)
                    } else if let seconds = parseDuration(property.value) {
                        reminder = .before(seconds: -seconds)
                    }
                }
                continue
            }
            switch property.name {
            case "SUMMARY": title = unescape(property.value)
            case "DTSTART", "DUE": due = parseDate(property.value, property.parameters, timeZone)
            case "DTEND": end = parseDate(property.value, property.parameters, timeZone)?.date
            case "COMPLETED": completed = parseDate(property.value, property.parameters, timeZone)?.date
            case "STATUS": if property.value == "COMPLETED", completed == nil { completed = now }
            case "PRIORITY": if let value = Int(property.value), value > 0 { priority = min(4, (value + 1) / 2) }
            case "CATEGORIES": tags += property.value.split(separator: ",").map { unescape(String($0)) }
            case "X-ASK-PROJECT": project = unescape(property.value)
            case "CREATED": created = parseDate(property.value, property.parameters, timeZone)?.date ?? now
            // One date or several, comma-separated, in one line.
            case "EXDATE": skipped += property.value.split(separator: ",").compactMap { parseDate(String($0), property.parameters, timeZone)?.date }
            case "RRULE":
                rule = parseRule(property.value, timeZone: timeZone)
                ruleText = property.value
            default: break
            }
        }
        guard let title, !title.isEmpty else { return nil }
        var task = TaskItem(id: id, kind: kind, title: title, due: due, priority: priority, project: project, tags: tags, created: created, completed: kind == .event ? nil : completed)
        task.end = end
        task.reminder = reminder
        if let rule, let ruleText {
            task.recurrence = Recurrence(timex: "", text: "RRULE \(ruleText)", rule: rule)
            // Only dates after the start are skips of the series ask keeps.
            let later = skipped.filter { date in due.map { date > $0.date } ?? true }.sorted()
            task.skipped = later.isEmpty ? nil : later
        }
        return task
    }

    static func parseDate(_ value: String, _ parameters: [String: String], _ zone: TimeZone) -> DueDate? {
        if parameters["VALUE"] == "DATE" || value.count == 8 {
            return formatter("yyyyMMdd", zone).date(from: value).map { DueDate(date: $0, hasTime: false) }
        }
        if value.hasSuffix("Z") {
            return formatter("yyyyMMdd'T'HHmmss'Z'", TimeZone(identifier: "UTC")!).date(from: value).map { DueDate(date: $0, hasTime: true) }
        }
        let named = parameters["TZID"].flatMap { TimeZone(identifier: $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))) } ?? zone
        return formatter("yyyyMMdd'T'HHmmss", named).date(from: value).map { DueDate(date: $0, hasTime: true) }
    }

    /// "-PT10M", "PT1H30M", "-P1D" in seconds (signed).
    static func parseDuration(_ value: String) -> Double? {
        var text = Substring(value)
        var sign = 1.0
        if text.first == "-" { sign = -1; text = text.dropFirst() } else if text.first == "+" { text = text.dropFirst() }
        guard text.first == "P" else { return nil }
        var seconds = 0.0, number = ""
        for character in text.dropFirst() {
            if character.isNumber { number.append(character); continue }
            let amount = Double(number) ?? 0
            number = ""
            switch character {
            case "W": seconds += amount * 604_800
            case "D": seconds += amount * 86_400
            case "H": seconds += amount * 3_600
            case "M": seconds += amount * 60
            case "S": seconds += amount
            case "T": break
            default: return nil
            }
        }
        return sign * seconds
    }

    static func parseRule(_ value: String, timeZone: TimeZone) -> RecurrenceRule? {
        var parts: [String: String] = [:]
        for part in value.split(separator: ";") {
            let pair = part.split(separator: "=", maxSplits: 1).map(String.init)
            if pair.count == 2 { parts[pair[0].uppercased()] = pair[1] }
        }
        guard let frequency = parts["FREQ"].flatMap({ RecurrenceRule.Frequency(rawValue: $0.lowercased()) }) else { return nil }
        var rule = RecurrenceRule(frequency: frequency, interval: parts["INTERVAL"].flatMap(Int.init) ?? 1)
        if let byDay = parts["BYDAY"] {
            for day in byDay.split(separator: ",") {
                let code = String(day.suffix(2))
                guard let index = days.firstIndex(of: code) else { continue }
                if let n = Int(day.dropLast(2)) { rule.nthWeekday = .init(n: n, weekday: index + 1) } else { rule.weekdays.append(index + 1) }
            }
        }
        if let byHour = parts["BYHOUR"], frequency == .hourly || frequency == .minutely {
            rule.window = window(byHour: byHour.split(separator: ",").compactMap { Int($0) }, minute: parts["BYMINUTE"].flatMap(Int.init) ?? 0,
                                 frequency: frequency, interval: rule.interval)
        }
        rule.monthDay = parts["BYMONTHDAY"].flatMap(Int.init)
        rule.month = parts["BYMONTH"].flatMap(Int.init)
        rule.count = parts["COUNT"].flatMap(Int.init)
        rule.until = parts["UNTIL"].flatMap { parseDate($0, [:], timeZone)?.date }
        return rule
    }

    static func unescape(_ text: String) -> String {
        var result = "", escaped = false
        for character in text {
            if escaped {
                result.append(character == "n" || character == "N" ? "\n" : character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else {
                result.append(character)
            }
        }
        return result
    }
}
