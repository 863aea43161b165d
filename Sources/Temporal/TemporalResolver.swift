import Foundation
import Text

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
        entities(in: Tokenizer.tokenize(text), skipping: skipping)
    }

    /// The temporal expressions of a tokenized text's scalars `range` (all of it by default), read
    /// as if the text were only that range, with ranges in scalar offsets of the whole text: a
    /// parser that has tokenized a line reads it, or a part of it again, without tokenizing it twice.
    public func entities(in input: TokenizedText, scalars range: Range<Int>? = nil, skipping: [Range<Int>] = []) -> [TemporalEntity] {
        let tokens = WordScanner.words(of: input, in: range ?? 0..<input.scalarCount, skipping: skipping)
        guard !tokens.isEmpty else { return [] }
        let parser = TemporalParser(tokens: tokens, context: context)
        let found = parser.expressions()
        guard !found.isEmpty else { return [] }

        var entities: [TemporalEntity] = []
        for expression in found {
            let range = parser.tokens[expression.start].start..<parser.tokens[expression.end - 1].end
            let builder = EntityBuilder(parser: parser)
            var (type, value) = builder.typeAndValue(of: expression.piece)
            // No range ends before it starts: whatever rule read one so, it names no time, and
            // is not given (the one check here, so no rule needs its own).
            if case .range(let start?, let end?, _) = value, end <= start { continue }
            let written = input.substring(range)
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
