import Foundation
import Grammars
import Intents
import NLParse
import Testing

/// `"values"` in the parse JSON: the issue's three examples give typed values, pinned here.
struct TypedValuesTests {
    static let zone = TimeZone(secondsFromGMT: -5 * 3600)!
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: zone)

    private func values(_ text: String) throws -> JSONValue {
        let result = IntentBuilderTests.parser.parse(text, context: Self.context)
        let json = TypedValues.json(result, in: Self.zone)
        // The keys of before are all still there, unchanged.
        #expect(json["slots"] == result.json(in: Self.zone)["slots"])
        return try #require(json["values"])
    }

    @Test func listItemsHaveNamesQuantitiesUnitsAndSpans() throws {
        let values = try values("add milk and 2 loaves of bread to the shopping list")
        #expect(values["items"]?["items"] == .array([
            .object([("text", .string("milk")), ("start", .number(4)), ("end", .number(8)), ("utf8_start", .number(4)), ("utf8_end", .number(8)),
                     ("name", .string("milk")), ("quantity", .null), ("unit", .null)]),
            .object([("text", .string("2 loaves of bread")), ("start", .number(13)), ("end", .number(30)), ("utf8_start", .number(13)), ("utf8_end", .number(30)),
                     ("name", .string("bread")), ("quantity", .number(2)), ("unit", .string("loaves of"))]),
        ]))
        #expect(values["list"]?["value"] == .string("shopping"))
    }

    @Test func mealItemsAreResolvedToFoodsGramsAndNutrients() throws {
        let values = try values("log 1 1/2 cups all-purpose flour")
        guard case .array(let items)? = values["meal"]?["items"], let item = items.first else {
            Issue.record("no meal items")
            return
        }
        #expect(items.count == 1)
        #expect(item["text"] == .string("1 1/2 cups all-purpose flour"))
        #expect(item["start"] == .number(4) && item["end"] == .number(32))
        #expect(item["quantity"] == .number(1.5))
        #expect(item["unit"] == .string("cup"))
        #expect(item["name"] == .string("all-purpose flour"))
        #expect(item["food"] == .string("Wheat flour, white, all-purpose, unenriched"))
        #expect(item["food_id"] == .string("20481"))
        #expect(item["grams"] == .number(187.5))
        #expect(item["kcal"] == .number(682.5))
        #expect(item["protein_g"] == .number(19.4))
        #expect(item["carbs_g"] == .number(143.1))
        #expect(item["fat_g"] == .number(1.8))
        #expect(item["assumed"] == .array([]))
    }

    @Test func profileFieldsAreTypedWithSpans() throws {
        let values = try values("I'm a 30 year old woman, 65 kg, 170 cm, moderately active")
        let profile = try #require(values["details"]?["profile"])
        #expect(profile["age"]?["value"] == .number(30))
        #expect(profile["age"]?["text"] == .string("30 year"))
        #expect(profile["sex"]?["value"] == .string("female"))
        #expect(profile["sex"]?["start"] == .number(18))
        #expect(profile["weight_kg"]?["value"] == .number(65))
        #expect(profile["weight_kg"]?["text"] == .string("65 kg"))
        #expect(profile["height_cm"]?["value"] == .number(170))
        #expect(profile["height_cm"]?["text"] == .string("170 cm"))
        #expect(profile["activity"]?["value"] == .string("moderate"))
        #expect(profile["goal"] == .null)
        #expect(profile["diets"] == .array([]))
        // The parts the grammar typed are slots of their own, with their spans.
        #expect(values["sex"]?["value"] == .string("female"))
        #expect(values["sex"]?["text"] == .string("woman"))
        #expect(values["activity"]?["value"] == .string("moderate"))
        #expect(values["activity"]?["text"] == .string("moderately active"))
    }

    @Test func otherSlotsHaveTheirTypedValue() throws {
        let values = try values("add task call mom tomorrow at 6 @phone p2")
        #expect(values["due"]?["type"] == .string("datetime"))
        #expect(values["due"]?["value"] == .string("2026-01-08T18:00:00-05:00"))
        #expect(values["priority"]?["value"] == .number(2))
        #expect(values["tags"]?["value"] == .array([.string("phone")]))
        let focus = try self.values("start a 25 minute focus session")
        if let duration = focus.objectValues.first(where: { $0["type"] == .string("duration") }) {
            #expect(duration["value"] == .number(1500))
        }
    }

    /// A recurrence's schedule is typed too, each part said in its own key.
    @Test func aRecurrenceHasItsRule() throws {
        let hourly = try values("remind me to stretch every hour from 9 to 5 on weekdays")
        let rule = try #require(hourly["repeat"]?["rule"])
        #expect(rule["frequency"] == .string("hourly") && rule["interval"] == .number(1))
        #expect(rule["weekdays"] == .array([1, 2, 3, 4, 5].map { .number(Double($0)) }))
        #expect(rule["window"] == .object([("start", .string("09:00:00")), ("end", .string("17:00:00"))]))
        #expect(rule["after_completion"] == .bool(false))
        let weekly = try values("remind me to water the plants every other monday at 9am until march")
        let other = try #require(weekly["repeat"]?["rule"])
        #expect(other["frequency"] == .string("weekly") && other["interval"] == .number(2) && other["weekdays"] == .array([.number(1)]))
        #expect(other["time"] == .string("09:00:00"))
        #expect(other["until"] == .string("2026-03-31T23:59:59-05:00"))
        #expect(other["window"] == nil)
    }
}

extension JSONValue {
    var objectValues: [JSONValue] {
        if case .object(let members) = self { return members.map(\.1) }
        return []
    }
}
