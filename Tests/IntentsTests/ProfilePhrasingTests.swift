import Foundation
import Grammars
import Intents
import NLParse
import Nutrition
import Testing

/// The parts of a body profile arrive as the grammar's values wherever the sentence puts them:
/// made-up sentences from every order of the parts, with commas, "and" or nothing between them.
struct ProfilePhrasingTests {
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)
    static let parser = Parser(grammar: try! Grammar.load(directory: BundledGrammars.directory()!))

    private func update(_ text: String) -> ProfileUpdate? {
        guard case .profileSet(let update) = IntentBuilder.build(Self.parser.parse(text, context: Self.context), context: Self.context) else { return nil }
        return update
    }

    static let sexes: [(String, Sex)] = [("woman", .female), ("female", .female), ("lady", .female), ("man", .male), ("male", .male), ("guy", .male)]
    static let activities: [(String, ActivityLevel)] = [
        ("lightly active", .light), ("sedentary", .sedentary), ("not very active", .sedentary), ("moderately active", .moderate),
        ("very active", .active), ("extremely active", .extraActive),
    ]

    @Test func sexActivityAgeAndMeasuresInAnyOrder() {
        var checked = 0
        for (sexWord, sex) in Self.sexes {
            for (activityWords, activity) in Self.activities {
                for (age, ageWords) in [(34, "34 year old"), (41, "41 years old")] {
                    let parts = ["\(ageWords) \(sexWord)", "80 kg", "180 cm", activityWords]
                    for order in [[0, 1, 2, 3], [0, 3, 1, 2], [0, 2, 1, 3]] {
                        for separator in [", ", " ", " and "] {
                            let sentence = "I'm a " + order.map { parts[$0] }.joined(separator: separator)
                            let update = update(sentence)
                            #expect(update?.sex == sex, "\(sentence)")
                            #expect(update?.activity == activity, "\(sentence)")
                            #expect(update?.ageYears == Double(age), "\(sentence)")
                            #expect(update?.weightKg == 80, "\(sentence)")
                            #expect(update?.heightCm == 180, "\(sentence)")
                            checked += 1
                        }
                    }
                }
            }
        }
        #expect(checked == 648)
    }

    @Test func theActivityLevelAloneWithCorrectionsAndTimeWordsAround() {
        for lead in ["", "actually ", "sorry, "] {
            for subject in ["I'm", "im", "i am", "i've been"] {
                for (words, activity) in Self.activities {
                    for tail in ["", " now", " these days"] {
                        let sentence = lead + subject + " " + words + tail
                        #expect(update(sentence)?.activity == activity, "\(sentence)")
                    }
                }
            }
        }
    }

    @Test func theDaysTargetWithNoNutrientIsTheCalorieTarget() {
        for question in ["what's my target", "whats my daily target", "what are my targets", "show my current target", "what is my calorie target for today"] {
            guard case .nutritionQuery(let query) = IntentBuilder.build(Self.parser.parse(question, context: Self.context), context: Self.context) else {
                Issue.record("not nutrition.query: \(question)")
                continue
            }
            #expect(query.asksTarget && query.nutrient == .calories, "\(question)")
        }
    }

    @Test func theAgeSaidBeforeItsUnitOrAfterTheWordAge() {
        #expect(update("i'm a 28 yo guy 6'1 190 lbs very active")?.ageYears == 28)
        #expect(update("my age is 34")?.ageYears == 34)
        #expect(update("update my profile: age 40, male, 80 kg, 180 cm, sedentary")?.ageYears == 40)
        #expect(update("I am 29 years old")?.ageYears == 29)
    }

    @Test func dietsAreListedAndMetresAreNotMale() {
        let update = update("update my profile: vegetarian and gluten-free, 1.8 m")
        #expect(update?.preferences == [.vegetarian, .glutenFree])
        #expect(update?.sex == nil)
        #expect(update?.heightCm == 180)
    }

    /// A height, then the weight by its verb ("i'm 5'10 and weigh 190"): the height by its unit,
    /// the weight as the number the verb names, with or without its own unit.
    @Test func aHeightThenTheWeightByItsVerb() {
        let heights: [(String, Double)] = [("5'10", 177.8), ("5 ft 10", 177.8), ("6 foot", 182.88), ("180 cm", 180)]
        let weights: [(String, Double?, Double?)] = [("190", nil, 190), ("190 lbs", 86.18, nil), ("80 kg", 80, nil), ("about 200", nil, 200)]
        for lead in ["i'm", "I am", "im"] {
            for (height, cm) in heights {
                for (weight, kg, unitless) in weights {
                    for joint in [" and weigh ", ", weigh ", " and i weigh ", ", and I weigh "] {
                        let sentence = lead + " " + height + joint + weight
                        let update = update(sentence)
                        #expect(update.map { abs(($0.heightCm ?? 0) - cm) < 0.1 } == true, "\(sentence): \(String(describing: update))")
                        if let kg { #expect(update.map { abs(($0.weightKg ?? 0) - kg) < 0.1 } == true, "\(sentence)") }
                        #expect(update?.unitless?.value == unitless, "\(sentence)")
                        #expect(update?.ageYears == nil, "\(sentence)")
                    }
                }
            }
        }
    }

    /// The height said last in feet ("…, 200 lbs, 6 foot", "…, 5 ft 4"): every measure read, none
    /// taken for the age.
    @Test func aHeightInFeetSaidLast() {
        for (height, cm) in [("6 foot", 182.88), ("5 ft 4", 162.56), ("5 feet 10 inches", 177.8), ("6 ft", 182.88)] {
            for (lead, weight, kg) in [("I'm a 35 year old man, ", "200 lbs", 90.72), ("im a 42 year old woman ", "150 lbs", 68.04), ("I am a 35 year old guy, ", "90 kg", 90.0)] {
                let sentence = lead + weight + ", " + height
                let update = update(sentence)
                #expect(update.map { abs(($0.heightCm ?? 0) - cm) < 0.1 } == true, "\(sentence): \(String(describing: update))")
                #expect(update.map { abs(($0.weightKg ?? 0) - kg) < 0.1 } == true, "\(sentence)")
                #expect(update?.ageYears == 35 || update?.ageYears == 42, "\(sentence)")
            }
        }
    }
}
