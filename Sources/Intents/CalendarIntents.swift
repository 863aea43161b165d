import Foundation
import Temporal

/// `reminder.add`: "remind me to call mom at 6", "wake me up at 7am".
/// `person` is set for someone else ("remind Emma to sign the permission slip").
public struct ReminderAdd: Sendable, Equatable, Codable {
    public var what: String?
    public var when: DueDate?
    public var recurrence: Recurrence?
    public var person: String?
    /// A group reminded at once ("remind everyone", "remind the kids"): one reminder each.
    public var group: Group?
    /// How long before the thing named the reminder goes off, when no time was said with it
    /// ("remind me 3 days before my exam": the exam's own date gives the time).
    public var ahead: Double?
    /// The item `ahead` is counted from when it is not the one reminded of ("remind me to buy a
    /// gift a week before mom's birthday": "mom's birthday").
    public var anchor: String?
    /// "the night before": the evening of the day before the thing named (`DueDate.eveningBefore`),
    /// not `ahead` counted back from its time.
    public var evening: Bool?

    /// The grammar's value of a group (`h_group`).
    public enum Group: String, Sendable, Codable {
        /// The user and every household member.
        case everyone
        /// Every child of the household.
        case children
    }

    public init(what: String?, when: DueDate? = nil, recurrence: Recurrence? = nil, person: String? = nil, group: Group? = nil) {
        self.what = what
        self.when = when
        self.recurrence = recurrence
        self.person = person
        self.group = group
    }
}

/// `event.add`: "meeting with Sean at 4pm on Wednesday", "dentist next tuesday 3-4pm";
/// `person` is whose event it is ("Jack's soccer practice 4pm every tuesday").
public struct EventAdd: Sendable, Equatable, Codable {
    public var title: String?
    public var start: DueDate?
    /// End of the event (exclusive) when a range was given.
    public var end: Date?
    public var recurrence: Recurrence?
    public var person: String?

    public init(title: String?, start: DueDate? = nil, end: Date? = nil, recurrence: Recurrence? = nil, person: String? = nil) {
        self.title = title
        self.start = start
        self.end = end
        self.recurrence = recurrence
        self.person = person
    }
}

/// A span of time a query asks about ("tomorrow", "friday afternoon", "this week"); end exclusive.
public struct TimeWindow: Sendable, Equatable, Codable {
    public var start: Date
    public var end: Date
    /// How the user said it, for replies.
    public var text: String

    public init(start: Date, end: Date, text: String) {
        self.start = start
        self.end = end
        self.text = text
    }

    /// The window a temporal value covers: a range as given; a day, a week, a month as a whole;
    /// a moment as the hour after it.
    public init?(_ entity: TemporalEntity, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        switch entity.value {
        case .range(let start, let end, _):
            guard let start = start ?? end.map({ calendar.startOfDay(for: $0) }), let end = end ?? calendar.date(byAdding: .year, value: 10, to: start) else { return nil }
            self.init(start: start, end: end, text: entity.plainText)
        case .instant(let date, let grain):
            let component: Calendar.Component
            switch grain {
            case .second, .minute, .hour: component = .hour
            case .day: component = .day
            case .week: component = .weekOfYear
            case .month: component = .month
            case .quarter: component = .quarter
            case .year: component = .year
            }
            let length = component == .quarter ? 3 : 1
            self.init(start: date, end: calendar.date(byAdding: component == .quarter ? .month : component, value: length, to: date)!, text: entity.plainText)
        default:
            return nil
        }
    }
}

/// `schedule.query` and the time filter of `task.list`.
public struct ScheduleQuery: Sendable, Equatable, Codable {
    /// Nil means from now on.
    public var window: TimeWindow?
    /// Only this household member's items ("what's on Jack's schedule this week").
    public var person: String?
    /// Only items whose titles hold these words ("what time am I meeting with Sara": "Sara";
    /// "when is my next dentist appointment": "dentist").
    public var about: String?
    /// `about` names the thing asked after by its kind ("when is my next haircut"): when nothing
    /// is called so, the reply says that first (otherwise loose words fall back to everything).
    public var namesAThing: Bool?
    /// "what's my next meeting": only the first item coming (nil: all of them).
    public var onlyNext: Bool?
    /// "when am I free tomorrow": the free time between events, not the events.
    public var free: Bool?
    public init(window: TimeWindow?, person: String? = nil, about: String? = nil) {
        self.window = window
        self.person = person
        self.about = about
    }
}
