import Foundation

/// One entity in the record format of the temporal corpus README:
/// `{"type", "span", "start", "end", "value"}` (plus `note` when part is not supported).
public struct TemporalRecord: Codable, Sendable, Equatable {
    public var type: TemporalType
    public var span: String
    /// Unicode scalar offsets, end exclusive.
    public var start: Int
    public var end: Int
    public var value: Value
    public var note: String?

    /// A record value: a point as text, a duration in seconds, a range, or a set's TIMEX string.
    public enum Value: Codable, Sendable, Equatable, CustomStringConvertible {
        case text(String)
        case seconds(Double)
        /// An open range has one side nil; that key is left out of the JSON.
        case range(start: String?, end: String?)

        private enum Keys: String, CodingKey { case start, end }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .text(let s):
                var c = encoder.singleValueContainer()
                try c.encode(s)
            case .seconds(let n):
                var c = encoder.singleValueContainer()
                if n == n.rounded(), abs(n) < 1e15 { try c.encode(Int(n)) } else { try c.encode(n) }
            case .range(let s, let e):
                var c = encoder.container(keyedBy: Keys.self)
                try c.encodeIfPresent(s, forKey: .start)
                try c.encodeIfPresent(e, forKey: .end)
            }
        }

        public init(from decoder: any Decoder) throws {
            if let c = try? decoder.container(keyedBy: Keys.self) {
                self = .range(start: try c.decodeIfPresent(String.self, forKey: .start), end: try c.decodeIfPresent(String.self, forKey: .end))
                return
            }
            let c = try decoder.singleValueContainer()
            if let n = try? c.decode(Double.self) { self = .seconds(n) } else { self = .text(try c.decode(String.self)) }
        }

        /// The JSON-ish text: `2026-01-09`, `3600`, `{start: ..., end: ...}`.
        public var description: String {
            switch self {
            case .text(let s): return s
            case .seconds(let n): return n == n.rounded() ? String(Int(n)) : String(n)
            case .range(let s, let e): return "{start: \(s ?? "-"), end: \(e ?? "-")}"
            }
        }
    }

    public init(type: TemporalType, span: String, start: Int, end: Int, value: Value, note: String? = nil) {
        self.type = type
        self.span = span
        self.start = start
        self.end = end
        self.value = value
        self.note = note
    }
}

extension TemporalEntity {
    /// This entity in the corpus record format, with points written in `timeZone`:
    /// date "YYYY-MM-DD", time "HH:MM:SS", datetime "YYYY-MM-DDTHH:MM:SS±HH:MM", ranges
    /// `{"start","end"}`, durations in seconds, sets as TIMEX strings.
    public func record(in timeZone: TimeZone) -> TemporalRecord {
        TemporalRecord(type: type, span: text, start: range.lowerBound, end: range.upperBound,
                       value: recordValue(in: timeZone), note: note)
    }

    private func recordValue(in zone: TimeZone) -> TemporalRecord.Value {
        func point(_ date: Date) -> String {
            switch type {
            case .date, .daterange: return TemporalFormat.date(date, in: zone)
            case .time, .timerange: return TemporalFormat.time(date, in: zone)
            default: return TemporalFormat.iso8601(date, in: zone)
            }
        }
        switch value {
        case .instant(let date, _): return .text(point(date))
        case .clock(let c): return .text(TemporalFormat.time(c))
        case .range(let s, let e, _): return .range(start: s.map(point), end: e.map(point))
        case .clockRange(let s, let e): return .range(start: s.map(TemporalFormat.time), end: e.map(TemporalFormat.time))
        case .duration(let seconds): return .seconds(seconds)
        case .recurrence(let r): return .text(r.timex)
        }
    }
}
