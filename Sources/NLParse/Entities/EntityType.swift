/// The kinds of value the recognizers find before grammar matching. A grammar slot `{x:TYPE}`
/// with one of these types matches exactly one entity of that type.
public enum EntityType: String, Sendable, Codable, CaseIterable {
    /// Any point or range in time: a date, a time, a date-time, or a range of them.
    case datetime
    /// A length of time ("for 45 minutes"), never a point in time.
    case duration
    /// A repeating schedule ("every monday").
    case recurrence
    case number
    /// `p1`-`p4`, `!!`, "high priority".
    case priority
    /// `#project`
    case project
    /// `@label`
    case tag
    /// A focus preset the user saved, said by its name ("start morning pages"): the names come
    /// from the user's state through `ParseContext.presets`, so a grammar can take a name it
    /// could never list, and nothing else.
    case preset
    /// Some words of one of the user's open tasks, reminders or events ("cancel the dentist"
    /// names "dentist appointment"): the titles come through `ParseContext.items`, and the parser
    /// reads them only when no pattern matched without them (`OpenItemRecognizer`).
    case item
    /// The name of a list the user made ("add nails to hardware store" for
    /// the list "hardware store"): the names come through `ParseContext.lists`, kept only when that
    /// reading ranks strictly higher than the one without, and a `word` slot takes one as the one word it is.
    case listname
    /// A member of the household, said by name ("what's emma doing this week"): the names come
    /// through `ParseContext.members`, read as for `listname` (kept only when that reading ranks
    /// strictly higher), so a grammar can take a person it could never list, and nothing else,
    /// and a `word` slot takes one as the word it is.
    case member

    /// The private-use scalar that stands for an entity of this type in the matcher's subject.
    var marker: Unicode.Scalar {
        switch self {
        case .datetime: "\u{E001}"
        case .duration: "\u{E002}"
        case .recurrence: "\u{E003}"
        case .number: "\u{E004}"
        case .priority: "\u{E005}"
        case .project: "\u{E006}"
        case .tag: "\u{E007}"
        case .preset: "\u{E008}"
        // E009 and E00A are `EntitySlot`'s timespan and present-moment markers.
        case .item: "\u{E00B}"
        case .listname: "\u{E00C}"
        case .member: "\u{E00D}"
        }
    }

    /// When two recognised entities overlap and are equally long, the earlier type here wins.
    var precedence: Int {
        switch self {
        case .recurrence: 0
        case .datetime: 1
        case .duration: 2
        case .priority: 3
        case .project: 4
        case .tag: 5
        case .number: 6
        case .preset: 7
        case .item: 8
        case .listname: 9
        case .member: 10
        }
    }
}
