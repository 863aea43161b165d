import Foundation
import NLParse
import Nutrition
import Numbers
import Temporal
import Text

/// Every slot's value typed, for apps: the `"values"` object that `ask parse --json` adds beside
/// `"slots"` (which keeps the words as they are, so the JSON contract only grows).
///
/// Each slot becomes `{"type", "text", "start", "end", "utf8_start", "utf8_end", "value"}`:
/// numbers as numbers, durations in seconds, dates ISO-8601 with offset, lists as arrays. Three
/// slots are read further, the way the copilot would read them but without changing anything:
/// a list's `items` (each item with its name, quantity, unit and span), a meal (each food
/// resolved against the food table to grams and nutrients, as logging would) and a profile's
/// `details` (age, sex, weight, height, activity, goal, diets, allergies, each with its span).
/// docs/JSON.md lists every key.
public enum TypedValues {
    /// The parse's JSON form with `"values"` added.
    public static func json(_ result: ParseResult, in zone: TimeZone) -> JSONValue {
        guard case .object(var members) = result.json(in: zone) else { return result.json(in: zone) }
        members.append(("values", values(result, in: zone)))
        return .object(members)
    }

    /// The `"values"` object: one member per slot, in slot order.
    public static func values(_ result: ParseResult, in zone: TimeZone) -> JSONValue {
        .object(result.slots.map { slot in (slot.name, value(of: slot, in: result, zone: zone)) })
    }

    private static func value(of slot: ParseResult.Slot, in result: ParseResult, zone: TimeZone) -> JSONValue {
        var members: [(String, JSONValue)] = [("type", .string(type(of: slot.value)))]
        if let scalars = slot.scalars {
            members += span(scalars, in: result)
        } else {
            members.append(("text", .string(slot.value.exampleText(in: zone))))
        }
        members.append(("value", typed(slot.value, zone: zone)))
        if case .temporal(let entity) = slot.value, case .recurrence(let recurrence) = entity.value, let rule = recurrence.rule {
            members.append(("rule", Self.rule(rule, in: zone)))
        }
        if case .list = slot.value, !slot.pieces.isEmpty {
            members.append(("pieces", .array(slot.pieces.map { .object(span($0, in: result)) })))
        }
        if case .text(let text) = slot.value, let scalars = slot.scalars {
            switch (result.intent, slot.name) {
            case ("list.add", "items"), ("list.remove", "items"), ("list.restock", "items"), ("list.add", "label"), ("list.remove", "label"), ("list.restock", "label"):
                members.append(("items", .array(listItems(text, at: scalars.lowerBound, in: result))))
            case ("meal.log", "meal"):
                members.append(("items", .array(mealItems(text, at: scalars.lowerBound, in: result))))
            case ("profile.set", "details"):
                members.append(("profile", profile(at: scalars.lowerBound, in: result)))
            default:
                break
            }
        }
        return .object(members)
    }

    private static func type(of value: SlotValue) -> String {
        switch value {
        case .text: "text"
        case .name: "name"
        case .number: "number"
        case .priority: "priority"
        case .temporal(let entity): entity.type.rawValue
        case .list: "list"
        }
    }

    /// Numbers as numbers, temporal values as the temporal record format gives them (ISO-8601
    /// with offset, durations in seconds, ranges as `{start, end}`), text as text.
    private static func typed(_ value: SlotValue, zone: TimeZone) -> JSONValue {
        switch value {
        case .list(let values): .array(values.map { typed($0, zone: zone) })
        default: value.json(in: zone)
        }
    }

    /// `text`, `start`, `end` (scalars, end exclusive) and the same span in UTF-8 bytes.
    static func span(_ scalars: Range<Int>, in result: ParseResult) -> [(String, JSONValue)] {
        let span = result.input.span(scalars)
        return [
            ("text", .string(result.input.substring(scalars))),
            ("start", .number(Double(scalars.lowerBound))), ("end", .number(Double(scalars.upperBound))),
            ("utf8_start", .number(Double(span.utf8.lowerBound))), ("utf8_end", .number(Double(span.utf8.upperBound))),
        ]
    }

    /// Where `piece` is in `text` at or after scalar `from`, as scalar offsets of `text`.
    static func locate(_ piece: String, in text: String, from: Int) -> Range<Int>? {
        let scalars = Array(text.unicodeScalars)
        let target = Array(piece.unicodeScalars)
        guard !target.isEmpty, from >= 0, scalars.count >= target.count, from <= scalars.count - target.count else { return nil }
        for start in from...(scalars.count - target.count) where scalars[start] == target[0] {
            if scalars[start..<(start + target.count)].elementsEqual(target) { return start..<(start + target.count) }
        }
        return nil
    }

    /// `range`, scalars of a slot's text that starts at scalar `start` of the input, as scalars of
    /// the input as typed. The slot's text has spelling corrections applied, so a corrected word
    /// ("quarte" read as "quarter") is longer or shorter there than where it was typed: adding
    /// `start` alone ran past the end of the input and trapped (found by fuzzing, issue 26).
    static func typed(_ range: Range<Int>, inSlotTextAt start: Int, of result: ParseResult) -> Range<Int> {
        let corrections = result.corrections.filter { $0.scalars.lowerBound >= start }.sorted { $0.scalars.lowerBound < $1.scalars.lowerBound }
        func typed(_ offset: Int, isEnd: Bool) -> Int {
            var shift = 0  // the corrections passed: their length in the slot's text minus as typed
            for correction in corrections {
                let correctedStart = correction.scalars.lowerBound - start + shift
                let correctedLength = correction.to.unicodeScalars.count
                if offset < correctedStart || (isEnd && offset == correctedStart) { break }
                if offset < correctedStart + correctedLength || (isEnd && offset == correctedStart + correctedLength) {
                    return isEnd ? correction.scalars.upperBound : correction.scalars.lowerBound
                }
                shift += correctedLength - correction.scalars.count
            }
            return start + offset - shift
        }
        let end = result.input.scalarCount
        let lower = min(max(0, typed(range.lowerBound, isEnd: false)), end)
        return lower..<max(lower, min(typed(range.upperBound, isEnd: true), end))
    }

    /// A recurrence's schedule, close to iCalendar's RRULE: `frequency`, `interval`, ISO `weekdays`
    /// (1 = Monday), and each part said: `time` ("HH:MM:SS"), `window` (`{start, end}` clock
    /// times of a schedule within the day), `month_day`, `nth_weekday` (`{n, weekday}`), `month`,
    /// `start`, `until` (ISO-8601 with offset), `count`, `after_completion`.
    static func rule(_ rule: RecurrenceRule, in zone: TimeZone) -> JSONValue {
        func clock(_ time: ClockTime) -> JSONValue { .string(String(format: "%02d:%02d:%02d", time.hour, time.minute, time.second)) }
        var members: [(String, JSONValue)] = [("frequency", .string(rule.frequency.rawValue)), ("interval", .number(Double(rule.interval))),
                                              ("weekdays", .array(rule.weekdays.map { .number(Double($0)) }))]
        if let time = rule.timeOfDay { members.append(("time", clock(time))) }
        if let window = rule.window { members.append(("window", .object([("start", clock(window.start)), ("end", clock(window.end))]))) }
        if let day = rule.monthDay { members.append(("month_day", .number(Double(day)))) }
        if let nth = rule.nthWeekday { members.append(("nth_weekday", .object([("n", .number(Double(nth.n))), ("weekday", .number(Double(nth.weekday)))]))) }
        if let month = rule.month { members.append(("month", .number(Double(month)))) }
        if let start = rule.start { members.append(("start", .string(TemporalFormat.iso8601(start, in: zone)))) }
        if let until = rule.until { members.append(("until", .string(TemporalFormat.iso8601(until, in: zone)))) }
        if let count = rule.count { members.append(("count", .number(Double(count)))) }
        members.append(("after_completion", .bool(rule.afterCompletion)))
        return .object(members)
    }

    private static func number(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }
    private static func string(_ value: String?) -> JSONValue { value.map(JSONValue.string) ?? .null }

    // MARK: List items

    /// The items as the list executor splits them: "milk and 2 loaves of bread" is milk, and 2 ×
    /// "loaves of" bread.
    private static func listItems(_ text: String, at offset: Int, in result: ParseResult) -> [JSONValue] {
        var cursor = 0
        return ListItemPhrase.split(text, words: ItemWords(result.valueMaps)).map { item in
            var members: [(String, JSONValue)] = []
            if let found = locate(item.text, in: text, from: cursor) {
                cursor = found.upperBound
                members += span(typed(found, inSlotTextAt: offset, of: result), in: result)
            } else {
                members += [("text", .string(item.text)), ("start", .null), ("end", .null)]
            }
            members += [("name", .string(item.name)), ("quantity", number(item.quantity)), ("unit", string(item.unit))]
            return .object(members)
        }
    }

    // MARK: Meal items

    /// The foods of a meal, resolved as logging would resolve them (the same parser and table),
    /// without logging anything.
    private static func mealItems(_ text: String, at offset: Int, in result: ParseResult) -> [JSONValue] {
        let part = TokenizedPart(result.input, scalars: offset..<(offset + text.unicodeScalars.count), reading: text)
        return (part.map { MealParser.bundled().parse($0) } ?? MealParser.bundled().parse(text)).items.map { item in
            var members = span(typed(item.span, inSlotTextAt: offset, of: result), in: result)
            members += [
                ("quantity", number(item.quantity?.value)),
                ("unit", string(item.unit?.rawValue)),
                ("name", .string(item.foodPhrase)),
                ("food", string(item.food?.name)),
                ("food_id", string(item.food?.id)),
                ("grams", number(item.grams.map(rounded))),
                ("kcal", number(item.nutrients.map { rounded($0.kcal) })),
                ("protein_g", number(item.nutrients.map { rounded($0.proteinG) })),
                ("carbs_g", number(item.nutrients.map { rounded($0.carbsG) })),
                ("fat_g", number(item.nutrients.map { rounded($0.fatG) })),
                ("assumed", .array(item.assumed.map(JSONValue.string))),
            ]
            if let question = item.question { members.append(("question", .string(question))) }
            return .object(members)
        }
    }

    /// One decimal: what a reply shows, without float noise ("56.00000001").
    private static func rounded(_ value: Double) -> Double { (value * 10).rounded() / 10 }

    // MARK: Profile

    /// A profile's fields as the copilot reads them (`ProfileUpdate`), each with the words it
    /// came from; a field the text does not give is null. The parts the grammar typed (sex,
    /// activity, diets, age, goal, allergies) carry their slots' spans; the measures are found in
    /// the input by their units, from `offset` (where the details start) to the end.
    private static func profile(at offset: Int, in result: ParseResult) -> JSONValue {
        func name(_ slot: String) -> String? { if case .name(let value)? = result[slot: slot] { value } else { nil } }
        func names(_ slot: String) -> [String] {
            if case .list(let values)? = result[slot: slot] { return values.compactMap { if case .name(let value) = $0 { value } else { nil } } }
            return name(slot).map { [$0] } ?? []
        }
        func value(_ slot: String) -> Double? { if case .number(let value)? = result[slot: slot] { value } else { nil } }
        func scalars(_ slot: String) -> Range<Int>? { result.slots.first { $0.name == slot }?.scalars }
        // The measures are read through the end of the sentence, as `profile.set` reads them.
        var update = ProfileUpdate(text: result.input.substring(offset..<result.input.scalarCount), sex: name("sex"), activity: name("activity"), diets: names("diets") + names("diet"))
        var ageSpan = scalars("age")
        if let age = value("age") {
            update.ageYears = age
        } else if case .temporal(let entity)? = result[slot: "years"], case .duration(let seconds) = entity.value {
            update.ageYears = (seconds / (365 * 86_400)).rounded()
            ageSpan = scalars("years")
        }
        let words = ProfileWords(result.text)
        func field(_ value: JSONValue, _ where_: Range<Int>?) -> JSONValue {
            guard value != .null else { return .null }
            var members: [(String, JSONValue)] = [("value", value)]
            if let where_ { members += span(where_, in: result) }
            return .object(members)
        }
        // A goal is typed by the grammar's slots (direction, rate or half, mass), as `goal.set` reads them.
        let goal = GoalChange.weightGoal(direction: name("direction"), rate: value("rate") ?? name("half").flatMap(Double.init), mass: name("mass"))
        let goalName: String?
        var pace: Double?
        switch goal {
        case .lose(let pounds)?: goalName = "lose"; pace = pounds * 0.45359237
        case .gain(let pounds)?: goalName = "gain"; pace = pounds * 0.45359237
        case .maintain?: goalName = "maintain"
        case nil: goalName = nil
        }
        let goalWords = scalars("direction")
        let dietSpans = (result.slots.first { $0.name == "diets" }?.pieces ?? []) + [scalars("diet")].compactMap { $0 }
        return .object([
            ("age", field(number(update.ageYears), ageSpan)),
            ("sex", field(string(update.sex?.rawValue), scalars("sex"))),
            ("weight_kg", field(number(update.weightKg.map(rounded)), words.measure(BodyMeasures.weightUnits))),
            ("height_cm", field(number(update.heightCm.map(rounded)), words.measure(BodyMeasures.heightUnits) ?? words.feetAndInches)),
            ("activity", field(string(update.activity?.rawValue), scalars("activity"))),
            ("goal", field(string(goalName), goalWords)),
            ("pace_kg_per_week", field(number(pace.map { ($0 * 100).rounded() / 100 }), goalWords)),
            ("diets", .array(update.preferences.enumerated().map { index, diet in field(.string(diet.rawValue), index < dietSpans.count ? dietSpans[index] : nil) })),
            ("allergies", .array(update.allergies.map { allergy in field(.string(allergy), scalars("allergy")) })),
        ])
    }
}

/// The words of a profile sentence with their scalar offsets, for finding where each field came from.
private struct ProfileWords {
    /// Each word (letters, digits, '.', apostrophes and quote marks), lower-cased, with its scalar range.
    let words: [(word: String, range: Range<Int>)]

    init(_ text: String) {
        var words: [(String, Range<Int>)] = []
        var current = ""
        var start = 0
        for (index, scalar) in text.unicodeScalars.enumerated() {
            let character = Character(scalar)
            if character.isLetter || character.isNumber || scalar == "." || scalar == "'" || scalar == "\"" {
                if current.isEmpty { start = index }
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                words.append((current.lowercased(), start..<index))
                current = ""
            }
        }
        if !current.isEmpty { words.append((current.lowercased(), start..<(start + current.unicodeScalars.count))) }
        self.words = words.map { (word: $0.0.trimmingCharacters(in: CharacterSet(charactersIn: ".")), range: $0.1) }
    }

    /// A number followed by one of `units` ("65 kg"), or a number with the unit attached ("65kg").
    func measure(_ units: Set<String>) -> Range<Int>? {
        for (index, word) in words.enumerated() {
            if Double(word.word) != nil, index + 1 < words.count, units.contains(words[index + 1].word) {
                return word.range.lowerBound..<words[index + 1].range.upperBound
            }
            if let split = word.word.firstIndex(where: { !$0.isNumber && $0 != "." }), split != word.word.startIndex,
               Double(word.word[..<split]) != nil, units.contains(String(word.word[split...])) {
                return word.range
            }
        }
        return nil
    }

    /// 5'10", 5 ft 10.
    var feetAndInches: Range<Int>? {
        words.first { $0.word.contains("'") && $0.word.first?.isNumber == true }?.range
    }

}
