/// Meals and daily activities as times of the day: "after dinner", "before school", "at
/// suppertime".
///
/// A meal or an activity that fills about the same hours every day bounds a range as a part of
/// the day does ("after lunch", `openRange`): after it, from its end; before, until or by it, up
/// to its start; on the next day that hour comes, or on the day named before it ("tomorrow after
/// school"). Its "-time" word ("suppertime", "dinner time", "bedtime") after "at" or a hedge names
/// its hours. The bare meal after "at" is not read: "eggs at breakfast" says when food was eaten,
/// and a meal log is no schedule. Not before a noun: "after school club", "after dinner drinks".
extension TemporalParser {
    /// Start and end hour (end exclusive) of each meal and daily activity.
    static let activityHours: [String: (start: Int, end: Int)] = [
        "breakfast": (7, 9), "brekkie": (7, 9), "brunch": (10, 12), "dinner": (18, 20), "supper": (18, 20),
        "school": (8, 15), "work": (9, 17), "bed": (22, 23),
    ]

    /// The same, written as one "-time" word.
    static let activityTimeWords: [String: (start: Int, end: Int)] = [
        "breakfasttime": (7, 9), "dinnertime": (18, 20), "suppertime": (18, 20), "teatime": (16, 17), "bedtime": (22, 23),
    ]

    static let activityWords: Set<String> = Set(activityHours.keys).union(activityTimeWords.keys)

    /// The meal or activity at `i` ("dinner", "dinner time", "suppertime") and whether it was said
    /// with "time".
    func activity(at i: Int) -> Found<(hours: (start: Int, end: Int), timed: Bool)>? {
        guard let w = word(i), isWord(i, in: .activity) else { return nil }
        if let hours = TemporalParser.activityTimeWords[w] { return Found(value: (hours, true), end: i + 1) }
        guard let hours = TemporalParser.activityHours[w] else { return nil }
        if isWord(i + 1, "time") { return Found(value: (hours, true), end: i + 2) }
        return Found(value: (hours, false), end: i + 1)
    }

    /// "after dinner", "before school", "until bedtime", "by suppertime": the bound the word at
    /// `i` sets at the activity from `j`, as an hour of the day, with where it ends.
    func activityBound(_ w: String, at j: Int) -> Found<Int>? {
        // Nor one had with someone or somewhere: "after dinner with the team", "before dinner at
        // mom's" are that dinner, an occasion.
        guard let a = activity(at: j), !isTitleWord(a.end), !isOccasion(after: a.end) else { return nil }
        return Found(value: w == "after" ? a.value.hours.end : a.value.hours.start, end: a.end)
    }

    /// Whether the words from `i` make a meal or a part of the day an occasion: "with" someone,
    /// or "at" a place ("at mom's", "at the Smiths'"), not "at" a time ("at 7", "at noon", "at
    /// about 7").
    func isOccasion(after i: Int) -> Bool {
        if isWord(i, "with") { return true }
        guard isWord(i, "at"), word(i + 1) != nil else { return false }
        let next = isWord(i + 1, "the") ? i + 2 : i + 1
        return word(next) != nil && !entry(next).flags.contains(.temporal) && !isWord(next, in: ["about", "around", "approximately", "roughly", "exactly", "latest", "earliest", "least", "most"])
    }

    /// The half of the day (pm: true) an hour said without am/pm takes from a meal or daily
    /// activity named just before it, in the same clause ("dinner is at 7", "pick up from school
    /// at 3", "bed at 10"): the reading nearer the activity's hours. Nil with none, or when both
    /// readings are as near.
    func activityHalf(before i: Int, hour: Int) -> Bool? {
        guard (1...11).contains(hour) else { return nil }
        var k = i - 1
        while k >= 0, k >= i - 5 {
            if isSymbol(k, ".") || isSymbol(k, ",") || isSymbol(k, ";") || isWord(k, in: ["and", "but", "then"]) { return nil }
            if isWord(k, in: .activity), let w = word(k), let hours = TemporalParser.activityHours[w] ?? TemporalParser.activityTimeWords[w] {
                func distance(_ h: Int) -> Int { h < hours.start ? hours.start - h : h >= hours.end ? h - hours.end + 1 : 0 }
                let (am, pm) = (distance(hour), distance(hour + 12))
                return am == pm ? nil : pm < am
            }
            k -= 1
        }
        return nil
    }

    /// "at suppertime", "around dinner time": the activity's hours, as a clock range.
    func activityTime(at i: Int) -> Found<Component>? {
        guard let a = activity(at: i), a.value.timed, !isTitleWord(a.end) else { return nil }
        func clock(_ hour: Int) -> ClockValue { ClockValue(hour: hour, minute: 0, second: 0, grain: .hour, meridiemKnown: true) }
        return Found(value: .clockRange(clock(a.value.hours.start), clock(a.value.hours.end)), end: a.end)
    }
}
