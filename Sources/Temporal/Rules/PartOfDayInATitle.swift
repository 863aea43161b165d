/// A part of the day that names an event, not a time: "movie night friday at 7pm".
///
/// "night" after a noun and before the day it falls on ("game night saturday", "date night
/// friday", "pizza night on friday at 6") is part of the event's title: the day comes after it,
/// so the part does not qualify the day ("friday night" does). Read as a time it took the noun's
/// word from the title. A part after a time word ("tomorrow night"), a number ("3 nights") or a
/// function word ("at night") is not affected.
extension TemporalParser {
    /// Whether the bare part-of-day word at `i` belongs to the title before it.
    func partOfDayNamesATitle(at i: Int) -> Bool {
        guard isTitleWord(i - 1), spaced(i) else { return false }
        var k = i + 1
        if isSymbol(k, ",") || isWord(k, "on") { k += 1 }
        return namesADay(at: k)
    }

    /// Whether a day is named at `k`: a weekday ("friday", "next friday"), a day relative to
    /// today ("tomorrow"), or a month and a day number ("june 5").
    func namesADay(at k: Int) -> Bool {
        if weekdayNumber(at: k) != nil || isWord(k, in: .deicticDay) { return true }
        if weekdayMode(at: k) != nil, weekdayNumber(at: k + 1) != nil { return true }
        return monthNumber(at: k) != nil && isNumber(k + 1)
    }
}
