import Foundation
import Numbers
import Nutrition
import Temporal

/// An item of a shopping list as said: "2 loaves of bread" is 2 × "loaves of bread", named "bread".
public struct ListItemPhrase: Sendable, Equatable, Codable {
    /// The item's name, lower-cased: what duplicates are merged on ("bread").
    public var name: String
    public var quantity: Double?
    /// The unit words between the number and the name ("loaves of"), if any.
    public var unit: String?
    /// The words as written.
    public var text: String

    public init(name: String, quantity: Double? = nil, unit: String? = nil, text: String) {
        self.name = name
        self.quantity = quantity
        self.unit = unit
        self.text = text
    }

    /// Reads "2 loaves of bread", "a dozen eggs", "milk" with the grammar's item words.
    public init(_ text: String, words itemWords: ItemWords) {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters))
        var words = trimmed.split(separator: " ").map(String.init)
        let lower = words.map { $0.lowercased() }
        var quantity: Double?
        var unit: String?
        if let reading = NumberReader.read(lower, at: 0) {
            quantity = reading.value
            words.removeFirst(reading.wordCount)
        } else if let article = lower.first.flatMap({ itemWords.articles[$0] }) {
            words.removeFirst()
            // "a loaf of bread" is one loaf; "an apple" has no quantity to merge.
            if article == "one", let next = words.first, itemWords.measures[next.lowercased()] != nil { quantity = 1 }
        }
        if quantity == nil, let tally = Self.tally(words, signs: itemWords.times) {
            quantity = tally.count
            words = tally.rest
        }
        if let first = words.first, itemWords.measures[first.lowercased()] != nil {
            var unitWords = [words.removeFirst()]
            if let link = words.first, itemWords.links.contains(link.lowercased()) { unitWords.append(words.removeFirst()) }
            unit = unitWords.joined(separator: " ")
            // A measure said with no amount is one of it: "dozen eggs" (after "another") is 12 eggs.
            if quantity == nil, !words.isEmpty { quantity = 1 }
        }
        let name = words.joined(separator: " ").lowercased()
        self.init(name: name.isEmpty ? trimmed.lowercased() : name, quantity: quantity, unit: unit, text: trimmed)
    }

    /// A count written with a times sign, in digits: "2x paper towels", "toothpaste x2", "eggs x 12";
    /// the words without it. Nil when there is none, or nothing is left to name.
    static func tally(_ words: [String], signs: Set<String>) -> (count: Double, rest: [String])? {
        func count(_ digits: Substring) -> Double? { digits.allSatisfy(\.isNumber) ? Double(digits).flatMap { $0 > 0 ? $0 : nil } : nil }
        guard words.count >= 2 else { return nil }
        for sign in signs {
            let first = words[0].lowercased(), last = words[words.count - 1].lowercased()
            if first.hasSuffix(sign), let n = count(first.dropLast(sign.count)) { return (n, Array(words.dropFirst())) }
            if last.hasPrefix(sign), let n = count(last.dropFirst(sign.count)) { return (n, Array(words.dropLast())) }
            if words.count >= 3, words[words.count - 2].lowercased() == sign, let n = count(Substring(last)) { return (n, Array(words.dropLast(2))) }
        }
        return nil
    }

    /// Splits "milk, eggs and 2 loaves of bread" into items. A joiner inside a name the grammar
    /// keeps together ("salt and pepper", "mac and cheese") does not split it.
    public static func split(_ text: String, words itemWords: ItemWords) -> [ListItemPhrase] {
        var pieces: [String] = []
        for part in text.split(whereSeparator: { $0 == "," || $0 == ";" || $0 == "&" || $0 == "+" }) {
            let words = part.split(separator: " ").map(String.init)
            let lower = words.map { $0.lowercased() }
            var current: [String] = []
            for (index, word) in lower.enumerated() {
                guard itemWords.joiners.contains(word) else {
                    current.append(words[index])
                    continue
                }
                // Keep this joiner when a name kept together spans it: "salt [and] pepper".
                let spanned = itemWords.together.contains { phrase in
                    phrase.indices.contains { offset in
                        phrase[offset] == word && index - offset >= 0 && index - offset + phrase.count <= lower.count
                            && Array(lower[(index - offset)..<(index - offset + phrase.count)]) == phrase
                    }
                }
                if spanned {
                    current.append(words[index])
                } else if !current.isEmpty {
                    pieces.append(current.joined(separator: " "))
                    current = []
                }
            }
            if !current.isEmpty { pieces.append(current.joined(separator: " ")) }
        }
        return pieces.flatMap { piece in
            let item = ListItemPhrase(piece, words: itemWords)
            // Foods said one after another with no comma ("eggs bread and oj") are items each;
            // a food of several words ("garlic bread") stays one. Only bare names are split: a
            // quantity or a measure ("2 loaves of bread") says the words are one item.
            let names = item.name.split(separator: " ").map(String.init)
            guard names.count >= 2, item.quantity == nil, item.unit == nil, item.text.lowercased() == item.name,
                  let runs = FoodMatcher.bundled().foodRuns(names) else { return [item] }
            let words = item.text.split(separator: " ").map(String.init)
            return runs.map { ListItemPhrase(words[$0].joined(separator: " "), words: itemWords) }
        }.filter { !$0.name.isEmpty }
    }
}

/// `list.add`, `list.remove`, `list.restock`: items and the list's name (nil: the shopping list).
/// An item can also be named by its place: `position` counts from 1 as the list is shown
/// ("remove item 3"), `end` is `last` or `first`, the grammar's values (`h_end`: "delete the last
/// entry", "the top item").
public struct ListChange: Sendable, Equatable, Codable {
    public var items: [ListItemPhrase]
    public var list: String?
    public var position: Int?
    public var end: String?
    /// "add to my shopping list": items are wanted but none were said (not a new empty list).
    public var wantsItems: Bool
    public init(items: [ListItemPhrase], list: String?, position: Int? = nil, end: String? = nil, wantsItems: Bool = false, pointsOnly: Bool = false) {
        self.pointsOnly = pointsOnly ? true : nil
        self.items = items
        self.list = list
        self.position = position
        self.end = end
        self.wantsItems = wantsItems
    }

    /// "add it", "remove that": the items were only a word that points (the grammar's `l_pointer`).
    public var pointsOnly: Bool?

    /// "add toilet paper to restock": the items go on the list's restock shelf, for a later trip,
    /// not on the list itself.
    public var toRestock: Bool?

    /// "clear the shopping list", "remove everything from it": every item off, the list kept
    /// (the grammar's `l_empty`); "delete the list" leaves this nil and the list goes.
    public var emptying: Bool?

    /// True when the items are only a pointer: nothing says which item is meant.
    public var namesNoItem: Bool {
        pointsOnly == true && items.isEmpty && position == nil && end == nil
    }
}

/// `backlog.add` / `backlog.query`: "gift idea for mom: a pottery class", "show vacation ideas".
public struct BacklogChange: Sendable, Equatable, Codable {
    public var item: String?
    public var backlog: String?
    /// Who the idea is for ("gift idea for Alex").
    public var recipient: String?
    public init(item: String?, backlog: String?, recipient: String? = nil) {
        self.item = item
        self.backlog = backlog
        self.recipient = recipient
    }
}

/// `settings.set`: which setting and the value as said; typed values when the parser found them.
public struct SettingChange: Sendable, Equatable, Codable {
    /// Which setting: the grammar's value map names it (`theme`, `quiet_hours`, ...), or the typed
    /// frame that matched does ("quiet hours 10pm to 7am"); nil when nothing said which.
    public enum Key: String, Sendable, Codable {
        case theme, units, timezone, weekStart = "week_start", brief, quietHours = "quiet_hours", workHours = "work_hours"
        case focusGoal = "focus_goal", name, emergencyContact = "emergency_contact"
        /// How long a focus session is when neither a length nor a preset is said.
        case focusLength = "focus_length"
        /// The sound and background a focus session starts with when none is said.
        case sound, background
        /// How reminders arrive: `on`, `silent` or off.
        case notifications
        /// The line that marks a badge or a level earned: on or off.
        case celebrations
        /// What the user is here for (focus, tasks, planning, study): `choices`.
        case interests
        /// How long before an event its reminder goes off: a length, or off.
        case reminderWindow = "reminder_window"
    }

    public var key: Key?
    /// The value as said, for settings whose values are not typed by the grammar (a time zone).
    public var value: String?
    public var duration: Double?
    public var window: TimeWindow?
    /// A time of day as said, for settings that recur daily ("morning brief at 7:30").
    public var clock: ClockTime?
    /// The value names from the grammar's value maps: `dark`/`light`/`system`, `metric`/`imperial`.
    public var choice: String?
    /// "turn off quiet hours".
    public var off: Bool
    /// Several values named at once ("focus and planning"), the grammar's value names.
    public var choices: [String] = []
    public init(key: Key?, value: String? = nil, duration: Double? = nil, window: TimeWindow? = nil, clock: ClockTime? = nil,
                choice: String? = nil, off: Bool = false, choices: [String] = []) {
        self.choices = choices
        self.key = key
        self.value = value
        self.duration = duration
        self.window = window
        self.clock = clock
        self.choice = choice
        self.off = off
    }
}

/// `rewards.earn` / `rewards.redeem` / `rewards.query` / `rewards.goal`: "Emma did 30 minutes of
/// Khan Academy", "Jack wants 20 minutes of YouTube", "how is Emma doing today?", "set Emma's daily
/// learning goal to 45 minutes".
public struct RewardsChange: Sendable, Equatable, Codable {
    public var person: String?
    /// Minutes of learning (earn), of entertainment (redeem), or a day's learning goal (goal).
    public var minutes: Double?
    public var activity: String?
    /// Points given or spent outright ("give Emma 15 points").
    public var points: Int?
    /// The days a report covers ("how is Emma doing this week"); nil: today.
    public var window: TimeWindow?
    /// "Emma's weekly summary": the week so far, from the week start the user set.
    public var thisWeek: Bool?
    /// The day learning was done when one was said ("Leo did 20 minutes of math yesterday"); nil: now.
    public var on: DueDate?
    /// Every child at once ("give the kids 5 points", `h_group`), when no one person is named.
    public var group: ReminderAdd.Group?
    public init(person: String?, minutes: Double?, activity: String?, points: Int? = nil, window: TimeWindow? = nil) {
        self.person = person
        self.minutes = minutes
        self.activity = activity
        self.points = points
        self.window = window
    }
}

/// `member.add` / `member.remove`: "add Emma as a child", "Jack is my son", "remove Jack from the
/// household". `role` is what the grammar's value map made of the word said (`child`, `parent`,
/// or `member` when the word gives none); `relation` is a relation word as said ("son", "wife"),
/// nil for a plain role ("as a child"); `age` is in years ("she's 9", "Emma is 13 now").
public struct MemberChange: Sendable, Equatable, Codable {
    public var person: String
    public var role: String?
    public var relation: String?
    public var age: Int?
    /// More people added in the same breath, with the same role ("add Jack and Mia as my kids").
    public var others: [String]?
    /// Each of `others`' age when said with their name ("mia age 9 and leo age 6"); nil where none.
    public var otherAges: [Int?]?
    /// Each of `others`' own role and word, when said with their name ("my husband Tom and our son
    /// Eli"); nil where none (they take `role`).
    public var otherRoles: [String?]?
    public var otherRelations: [String?]?
    public init(person: String, role: String? = nil, relation: String? = nil, age: Int? = nil, others: [String]? = nil, otherAges: [Int?]? = nil) {
        self.person = person
        self.role = role
        self.relation = relation
        self.age = age
        self.others = others
        self.otherAges = otherAges
    }
}
