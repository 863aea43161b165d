import Foundation

/// What every temporal expression is resolved against.
public struct TemporalContext: Sendable {
    /// Order of numeric dates: en-US reads 1/27 as month/day, en-GB reads 27/1 as day/month.
    public enum DateOrder: String, Sendable, Codable { case monthDay, dayMonth }

    /// The reference "now".
    public var now: Date
    /// The zone in which wall-clock expressions are read and results expressed.
    public var timeZone: TimeZone
    public var dateOrder: DateOrder
    /// First day of the week, 1 = Monday ... 7 = Sunday (ISO numbering). Default Monday.
    public var weekStart: Int
    /// When true (scheduling commands), a time already past today rolls to tomorrow and a bare
    /// weekday means the next one; when false (queries), expressions are read as written.
    public var prefersFuture: Bool
    /// When true (what was done: "I ate it on monday", "what did I eat on friday"), with
    /// `prefersFuture` off, a bare weekday, month or month and day is the last one, today's
    /// included: "monday" said on a Wednesday is two days ago.
    public var prefersPast = false
    /// Region for holidays that differ by country, as an ISO code: "US" (default), "CA", "GB",
    /// "AU", "NZ", "IE" ... (Thanksgiving, Father's Day, Labour Day, Mother's Day).
    public var holidayRegion: String = "US"

    public init(
        now: Date, timeZone: TimeZone, dateOrder: DateOrder = .monthDay, weekStart: Int = 1,
        prefersFuture: Bool = true
    ) {
        self.now = now
        self.timeZone = timeZone
        self.dateOrder = dateOrder
        self.weekStart = weekStart
        self.prefersFuture = prefersFuture
    }
}

/// Finds temporal expressions in text and resolves them against a `TemporalContext`.
public struct TemporalResolver: Sendable {
    public var context: TemporalContext

    public init(context: TemporalContext) {
        self.context = context
    }

    /// The temporal expressions of `text`, non-overlapping, in text order.
    /// Text inside `skipping` (quoted text, in scalar offsets) is never read.
    public func entities(in text: String, skipping: [Range<Int>] = []) -> [TemporalEntity] {
        let tokens = WordScanner.tokens(of: text, skipping: skipping)
        guard !tokens.isEmpty else { return [] }
        let parser = Parser(tokens: tokens, context: context)
        let found = parser.expressions()
        guard !found.isEmpty else { return [] }

        var entities: [TemporalEntity] = []
        var slicer = ScalarSlicer(text)
        for expression in found {
            let range = parser.tokens[expression.start].start..<parser.tokens[expression.end - 1].end
            let builder = EntityBuilder(parser: parser)
            var (type, value) = builder.typeAndValue(of: expression.piece)
            // No range ends before it starts: whatever rule read one so, it names no time, and
            // is not given (the one check here, so no rule needs its own).
            if case .range(let start?, let end?, _) = value, end <= start { continue }
            let written = slicer.text(range)
            // A recurrence keeps the words as the user wrote them, for replies.
            if case .recurrence(var r) = value {
                r.text = written
                value = .recurrence(r)
            }
            var entity = TemporalEntity(type: type, range: range, text: written, value: value, note: expression.note)
            entity.pointReading = builder.pointReading(of: expression.piece)
            entity.periodReading = builder.periodReading(of: expression.piece)
            entity.clockAsSaid = builder.clockAsSaid(of: expression.piece)
            entity.shift = parser.unanchoredShift(from: expression.start, to: expression.end)
            entity.modifiesNoun = parser.isPossessive(expression.end - 1) && parser.token(expression.end)?.kind == .word
            entities.append(entity)
        }
        return entities
    }
}

/// Cuts substrings by scalar offset, walking forward once for ranges given in order.
struct ScalarSlicer {
    private let text: String
    private var index: String.Index
    private var offset = 0
    /// In ASCII text a scalar offset is a byte offset, and a String finds a byte offset without
    /// walking to it.
    private let isASCII: Bool

    init(_ text: String) {
        self.text = text
        index = text.startIndex
        var text = text
        isASCII = text.withUTF8 { bytes in bytes.allSatisfy { $0 < 0x80 } }
    }

    mutating func text(_ range: Range<Int>) -> String {
        if isASCII {
            let start = text.utf8.index(text.startIndex, offsetBy: range.lowerBound)
            return String(text[start..<text.utf8.index(start, offsetBy: range.count)])
        }
        let scalars = text.unicodeScalars
        if range.lowerBound < offset {
            index = scalars.startIndex
            offset = 0
        }
        index = scalars.index(index, offsetBy: range.lowerBound - offset)
        offset = range.lowerBound
        let end = scalars.index(index, offsetBy: range.count)
        return String(scalars[index..<end])
    }
}
