import Foundation
import Temporal

/// Temporal values in the JSON forms of the temporal corpus record format: dates as
/// `YYYY-MM-DD`, date-times as ISO-8601 with the zone's offset, clock times as `HH:MM:SS`,
/// ranges as `{"start","end"}`, durations in seconds, recurrences as TIMEX strings.
enum TemporalJSON {
    static func value(_ value: TemporalValue, in zone: TimeZone) -> JSONValue {
        switch value {
        case .instant(let date, let grain):
            return .string(format(date, grain: grain, in: zone))
        case .clock(let clock):
            return .string(format(clock))
        case .range(let start, let end, let grain):
            var members: [(String, JSONValue)] = []
            if let start { members.append(("start", .string(format(start, grain: grain, in: zone)))) }
            if let end { members.append(("end", .string(format(end, grain: grain, in: zone)))) }
            return .object(members)
        case .clockRange(let start, let end):
            var members: [(String, JSONValue)] = []
            if let start { members.append(("start", .string(format(start)))) }
            if let end { members.append(("end", .string(format(end)))) }
            return .object(members)
        case .duration(let seconds):
            return .number(seconds)
        case .recurrence(let recurrence):
            return .string(recurrence.timex)
        }
    }

    static func format(_ date: Date, grain: TemporalGrain, in zone: TimeZone) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = zone
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        let day = String(format: "%04d-%02d-%02d", parts.year!, parts.month!, parts.day!)
        if grain >= .day { return day }
        let offset = zone.secondsFromGMT(for: date)
        let sign = offset < 0 ? "-" : "+"
        let magnitude = abs(offset)
        return day + String(format: "T%02d:%02d:%02d%@%02d:%02d", parts.hour!, parts.minute!, parts.second!, sign, magnitude / 3600, magnitude % 3600 / 60)
    }

    static func format(_ clock: ClockTime) -> String {
        String(format: "%02d:%02d:%02d", clock.hour, clock.minute, clock.second)
    }
}
