import Foundation
import Temporal
import Text

/// What recognizers resolve values against: the injected "now", zone and conventions.
public struct ParseContext: Sendable {
    public var now: Date
    public var timeZone: TimeZone
    public var dateOrder: TemporalContext.DateOrder
    /// 1 = Monday ... 7 = Sunday.
    public var weekStart: Int
    /// The names of the user's saved focus presets, read as `preset` entities.
    public var presets: [String]
    /// The household's members: a member's name typed with a bare "s" ("jacks schedule") is read
    /// as their possessive ("jack's"), as the `possessive` slot type wants it.
    public var members: [String]
    /// The titles of the user's open tasks, reminders and events, read as `item` entities when
    /// nothing matched without them ("cancel the dentist").
    public var items: [String] = []
    /// The names of the user's lists, read as `listname` entities, kept when that reading
    /// ranks higher ("add nails to hardware store").
    public var lists: [String] = []
    /// The household member talked about last, whom a pronoun for a person means
    /// (`person_pointer`: "give her 5 points").
    public var lastMember: String?

    public init(now: Date, timeZone: TimeZone, dateOrder: TemporalContext.DateOrder = .monthDay, weekStart: Int = 1, presets: [String] = [], members: [String] = []) {
        self.now = now
        self.timeZone = timeZone
        self.dateOrder = dateOrder
        self.weekStart = weekStart
        self.presets = presets
        self.members = members
    }

    public var temporalContext: TemporalContext {
        TemporalContext(now: now, timeZone: timeZone, dateOrder: dateOrder, weekStart: weekStart, prefersFuture: true)
    }
}

/// One source of entities. Every value resolver (numbers, priorities, projects, tags, dates)
/// sits behind this protocol, so a new resolver is one new type in `defaultRecognizers`.
public protocol EntityRecognizer: Sendable {
    /// The entities found in `input`. Quoted tokens must never be read. Overlaps between
    /// recognizers are settled later by `EntitySelection`.
    func recognize(_ input: TokenizedText, context: ParseContext) -> [Entity]
}

public enum Recognizers {
    /// The recognizers the parser uses unless told otherwise.
    public static let `default`: [any EntityRecognizer] = [
        TemporalRecognizer(), PriorityRecognizer(), HashtagRecognizer(), NumberRecognizer(), SavedNameRecognizer(),
    ]
}
