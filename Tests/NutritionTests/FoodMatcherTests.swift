import Testing
@testable import Nutrition

@Suite struct FoodMatcherTests {
    let matcher = FoodMatcher.bundled()

    @Test(arguments: [
        ("toast", "18070"), ("eggs", "01123"), ("rice", "20045"), ("scrambled eggs", "01132"),
        ("hard-boiled eggs", "01129"), ("mac n cheese", "32005"), ("half-and-half", "01049"), ("bananas", "09040"),
    ])
    func curatedNamesAndSynonyms(phrase: String, id: String) {
        let match = matcher.match(phrase)
        #expect(match.food?.id == id, "\(phrase) -> \(match.food?.description ?? "nil")")
        #expect(match.confidence >= 0.9)
    }

    @Test func toastIsNeverFrenchToast() {
        #expect(matcher.match("toast").food?.name == "toast")
        #expect(matcher.match("toasts").food?.name == "toast")
        // The table has only "french toast sticks"; "french toast" must not fall back to plain toast.
        #expect(matcher.match("french toast").food?.name != "toast")
    }

    @Test(arguments: [
        ("blue cheese", "Cheese, blue"), ("apricots", "Apricots, raw"), ("black pepper", "Spices, pepper, black"),
    ])
    func descriptionsPreferPlainForms(phrase: String, description: String) {
        let match = matcher.match(phrase)
        #expect(match.food?.description == description, "\(phrase) -> \(match.food?.description ?? "nil")")
        #expect(match.source == .description)
    }

    @Test func typosOfOneEditOnLongWords() {
        let match = matcher.match("bannana")
        #expect(match.food?.name == "banana")
        #expect(match.corrections.contains { $0.contains("typo") })
        #expect(matcher.match("strawbery").food?.name == "strawberries")
    }

    @Test func mixedDishWithoutEntryIsUnresolved() {
        let match = matcher.match("chicken caesar salad")
        #expect(match.food == nil)
        #expect(match.question != nil)
        #expect(match.parts.map(\.name).contains("chicken breast"))
        #expect(matcher.match("caesar salad").food == nil)
        #expect(matcher.match("zorblax").food == nil)
    }

    /// A dish broken into its parts finds a part the table has only by its description ("turkey" in
    /// "turkey wrap"), named as said, so the question lists it and a yes logs it; a word the table
    /// does not have at all is still unknown.
    @Test(arguments: ["turkey", "ham", "tuna", "lamb"].flatMap { food in ["\(food) wrap", "\(food) and cheese wrap", "a \(food) wrap"] })
    func aDescribedPartOfADish(phrase: String) {
        let match = matcher.match(phrase)
        let word = phrase.split(separator: " ").first { $0 != "a" }.map(String.init)!
        #expect(match.food == nil && match.unknownWords.isEmpty, "\(phrase): \(match.unknownWords)")
        #expect(match.parts.map(\.name).contains(word), "\(phrase): \(match.parts.map(\.name))")
        #expect(matcher.match("zorblax wrap").unknownWords == ["zorblax"])
    }

    /// A cooking method said as a noun ("stir fry", "pan-fried") is never a food of its own: the dish
    /// breaks into the foods it names, never into french fries.
    @Test(arguments: ["shrimp", "chicken", "salmon"].flatMap { food in
        ["\(food) stir fry", "\(food) stir-fry", "stir fried \(food)", "\(food) stir fry with broccoli", "pan fried \(food)"]
    })
    func methodNounsAreNoFood(phrase: String) {
        let match = matcher.match(phrase)
        #expect(match.food?.name != "french fries", "\(phrase)")
        #expect(!match.parts.map(\.name).contains("french fries"), "\(phrase) -> \(match.parts.map(\.name))")
        #expect(matcher.match("fries").food?.name == "french fries")
    }

    @Test func farFetchedDescriptionsBecomeQuestions() {
        let match = matcher.match("grilled cheese sandwich")
        #expect(match.food == nil)
        #expect(match.question?.contains("Did you mean") == true)
        #expect(!match.alternatives.isEmpty)
        #expect(matcher.match("turkey sandwich").food?.id == "21155")
    }

    @Test func fillerWordsAreDropped() {
        #expect(matcher.match("fresh strawberries").food?.name == "strawberries")
        #expect(matcher.match("homemade lasagna").food?.name == "lasagna")
    }
}
