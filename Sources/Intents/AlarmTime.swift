import Foundation
import NLParse
import Temporal

/// When an alarm goes off. The temporal resolver reads a bare hour from 1 to 7 as the afternoon
/// ("meet at 6" is 18:00), which suits appointments; but nobody asks to be woken at 6 meaning
/// 18:00. For an alarm or a wake-up call an hour written without am/pm or a part of the day is
/// the morning: "wake me up at 6" said at 09:00 is 06:00 tomorrow. The words it reads the time's
/// text with are the grammar's (Grammars/en/lexicon.grammar).
struct AlarmTime {
    /// Words that say which half of the day a time is in; with any of them the resolver's
    /// reading stands ("6 tonight", "6pm", "6 in the evening"): `t_half_of_day`.
    private let meridiemWords: Set<String>
    /// Words that go with a clock time and name no day ("at 6", "around 7 o'clock"): `t_clock_word`.
    private let clockWords: Set<String>
    /// Words of a time counted from now or of a length ("in 6 hours" is no clock hour): `t_counting`.
    private let countingWords: Set<String>

    init(_ maps: ValueMaps) {
        meridiemWords = maps.words("t_half_of_day")
        clockWords = maps.words("t_clock_word")
        countingWords = maps.words("t_counting")
    }

    /// The due date of an alarm at the time `entity` gives, moved to the morning when the hour was
    /// written bare and read as the afternoon. Nil when `entity` is no point in time.
    func due(_ entity: TemporalEntity, now: Date, timeZone: TimeZone) -> DueDate? {
        guard let due = DueDate(entity.value, now: now, timeZone: timeZone) else { return nil }
        guard due.hasTime, let written = writtenHour(entity.text) else { return due }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        guard calendar.component(.hour, from: due.date) == written + 12 else { return due }
        let words = Set(entity.text.lowercased().split(whereSeparator: { !$0.isLetter }).map(String.init))
        if words.isSubset(of: clockWords) {
            // No day was said (the parser pins a bare clock time to today): the next morning.
            let minute = calendar.component(.minute, from: due.date), second = calendar.component(.second, from: due.date)
            let morning = ClockTime(hour: written, minute: minute, second: second)
            return DueDate(date: morning.nextOccurrence(after: now, timeZone: timeZone), hasTime: true)
        }
        // A day was said too ("tomorrow at 6"): that day's morning, unless it is already past.
        guard let morning = calendar.date(byAdding: .hour, value: -12, to: due.date) else { return due }
        return morning > now ? DueDate(date: morning, hasTime: true) : due
    }

    /// An alarm said with its hour as a plain number ("set an alarm for 6", "alarm for 6:30"),
    /// which the grammar takes as words: on `day` when one was said, else the next occurrence.
    static func due(hourText: String, day: DueDate?, now: Date, timeZone: TimeZone) -> DueDate? {
        let parts = hourText.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), let hour = Int(parts[0]), (0...23).contains(hour), parts[0].count <= 2 else { return nil }
        var minute = 0
        if parts.count == 2 {
            guard parts[1].count == 2, let value = Int(parts[1]), (0...59).contains(value) else { return nil }
            minute = value
        }
        let clock = ClockTime(hour: hour == 12 ? 12 : hour, minute: minute)
        if let day, !day.hasTime {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = timeZone
            guard let date = calendar.date(bySettingHour: clock.hour, minute: clock.minute, second: 0, of: day.date) else { return nil }
            return DueDate(date: date, hasTime: true)
        }
        return DueDate(date: clock.nextOccurrence(after: now, timeZone: timeZone), hasTime: true)
    }

    /// A repeating alarm ("wake me up at 5 every day"): its time of day moved to the morning the
    /// same way.
    func recurrence(_ recurrence: Recurrence) -> Recurrence {
        guard var rule = recurrence.rule, let time = rule.timeOfDay, let written = writtenHour(recurrence.text),
              time.hour == written + 12 else { return recurrence }
        rule.timeOfDay = ClockTime(hour: written, minute: time.minute, second: time.second)
        var moved = recurrence
        moved.rule = rule
        let afternoon = String(format: "T%02d", time.hour)
        if let range = moved.timex.range(of: afternoon, options: .backwards) {
            moved.timex.replaceSubrange(range, with: String(format: "T%02d", written))
        }
        return moved
    }

    /// The hour of a time written with no half of the day ("6", "at 6:30", "tomorrow at 7"):
    /// 1 to 11, the number before ":mm", else the last whole number in the text ("3rd" is a day,
    /// not a number); nil when the text names the half of the day or counts from now ("in 6 hours").
    func writtenHour(_ text: String) -> Int? {
        let lowered = text.lowercased()
        let words = Set(lowered.split(whereSeparator: { !$0.isLetter }).map(String.init))
        if !words.isDisjoint(with: meridiemWords) || !words.isDisjoint(with: countingWords) { return nil }
        // "6am", "6 p.m.": letters that stick to the number or follow it
        if lowered.range(of: #"\d\s*[ap]\.?\s?m\b"#, options: .regularExpression) != nil { return nil }
        let hourText: Substring
        if let clock = lowered.range(of: #"\b\d{1,2}(?=:\d\d)"#, options: .regularExpression) {
            hourText = lowered[clock]
        } else if let last = lowered.range(of: #"\b\d{1,2}\b"#, options: [.regularExpression, .backwards]) {
            hourText = lowered[last]
        } else {
            return nil
        }
        // A leading zero ("06:30") is a 24-hour clock, already unambiguous.
        guard !hourText.hasPrefix("0"), let hour = Int(hourText), (1...11).contains(hour) else { return nil }
        return hour
    }
}
