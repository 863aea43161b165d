import Foundation
import Grammars
@testable import NLParse
import Testing

/// Typo tolerance: a word no grammar or lexicon knows is read as the one known word a slip away.
struct TypoToleranceTests {
    static let grammar = try! Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label())
    static let parser = Parser(grammar: grammar)
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)

    /// Words the grammars are asked with, five letters or more.
    static let cueWords = ["remind", "shopping", "grocery", "groceries", "calendar", "tomorrow", "delete", "schedule", "reminder", "breakfast", "pomodoro", "complete"]

    /// Every slip of one kind a person makes: a letter doubled, a double letter typed once, two
    /// neighbours swapped, a letter dropped.
    static func slips(of word: String) -> [String] {
        let letters = Array(word)
        var variants: Set<String> = []
        for index in letters.indices {
            var doubled = letters
            doubled.insert(letters[index], at: index)
            variants.insert(String(doubled))
            var dropped = letters
            dropped.remove(at: index)
            variants.insert(String(dropped))
            if index + 1 < letters.count, letters[index] != letters[index + 1] {
                var swapped = letters
                swapped.swapAt(index, index + 1)
                variants.insert(String(swapped))
            }
        }
        variants.remove(word)
        return variants.sorted()
    }

    @Test func slipsOfTheGrammarsWordsAreReadAsThoseWordsOrLeftAlone() {
        let corrector = Self.parser.spelling.corrector
        var corrected = 0
        var total = 0
        for word in Self.cueWords {
            for slip in Self.slips(of: word) where slip.count >= WordCorrector.minimumLength && !corrector.isKnown(slip) {
                total += 1
                let fix = corrector.correction(for: slip)
                // Never another word: a slip of a cue word is that word, a misspelling of it that a
                // grammar spells out ("delet"), or (on a tie) nothing.
                let sameWord = fix.map { $0 == word || WordCorrector.distance(Array($0.utf8), Array(word.utf8), limit: 1) <= 1 } ?? true
                #expect(sameWord, "\(slip) → \(fix ?? "nil"), expected \(word)")
                if fix != nil && sameWord { corrected += 1 }
            }
        }
        #expect(total > 150)
        #expect(Double(corrected) / Double(total) >= 0.9, "\(corrected) of \(total) slips corrected")
    }

    @Test func theIssuesExamplesAreCorrected() {
        let corrector = Self.parser.spelling.corrector
        #expect(corrector.correction(for: "remnd") == "remind")
        #expect(corrector.correction(for: "shoping") == "shopping")
        #expect(corrector.correction(for: "groceris") == "groceries")
        #expect(corrector.correction(for: "remmind") == "remind")
    }

    @Test func realWordsShortWordsAndTiesAreLeftAlone() {
        let corrector = Self.parser.spelling.corrector
        // Dictionary words near grammar words.
        for word in ["water", "plants", "pasta", "olives", "basil", "stove", "garage", "latte", "slices", "taxes", "cranberry", "sprint"] {
            #expect(corrector.correction(for: word) == nil, "\(word) is a word")
        }
        #expect(corrector.correction(for: "lsit") == nil)
        let tie = WordCorrector(targets: ["brand", "bread"])
        #expect(tie.correction(for: "brend") == nil)
        #expect(WordCorrector(targets: ["brand"]).correction(for: "brend") == "brand")
        // Two edits only for words of nine letters or more.
        #expect(WordCorrector(targets: ["calendar"]).correction(for: "kalendor") == nil)
        #expect(WordCorrector(targets: ["breakfasts"]).correction(for: "brekfastts") == "breakfasts")
    }

    /// Between two words one edit away, a letter left out is likelier than a letter too many:
    /// "badgs" is "badges", not "bags"; "sttings" is "settings", not "strings". Two slips of one
    /// kind are still a tie.
    @Test func aLetterLeftOutBeatsALetterTooMany() {
        let corrector = WordCorrector(targets: ["badges", "bags", "settings", "strings"])
        #expect(corrector.correction(for: "badgs") == "badges")
        #expect(corrector.correction(for: "sttings") == "settings")
        #expect(corrector.correction(for: "bagss") == "bags")
        #expect(WordCorrector(targets: ["strings", "settings"]).correction(for: "stings") == "strings")
        #expect(WordCorrector(targets: ["brand", "bread"]).correction(for: "brend") == nil)
        let grammar = Self.parser.spelling.corrector
        #expect(grammar.correction(for: "badgs") == "badges")
    }

    @Test func aCorrectedLineParsesWithTheTypedWordsSpans() throws {
        let text = "add eggs to the shoping list"
        let result = Self.parser.parse(text, context: Self.context)
        #expect(result.intent == "list.add")
        #expect(result[slot: "list"] == .name("shopping") || result[slot: "list"] == .text("shopping"))
        #expect(result.corrections == [Correction(scalars: 16..<23, from: "shoping", to: "shopping")])
        #expect(result.text == text)
        let list = try #require(result.slots.first { $0.name == "list" })
        #expect(list.scalars == 16..<23)
        let json = result.json(in: Self.context.timeZone).text
        #expect(json.contains(#""corrections":[{"from":"shoping","to":"shopping","start":16,"end":23"#))
    }

    @Test func quotedTextAndEntityValuesAreNeverCorrected() {
        let quoted = Self.parser.parse("add task \"shoping spree\" tomorrow", context: Self.context)
        #expect(quoted.corrections.isEmpty)
        #expect(quoted[slot: "title"] == .text("shoping spree"))
        let hashtag = Self.parser.parse("add task call mom #shoping", context: Self.context)
        #expect(hashtag.corrections.isEmpty)
        // "tmrw" and "tommorow" are the temporal lexicon's own: read as the date, not rewritten.
        let date = Self.parser.parse("remind me to call mom tommorow", context: Self.context)
        #expect(date.corrections.isEmpty)
        #expect(date.entities.contains { $0.type == .datetime })
    }

    @Test func aSpanAfterACorrectedWordOfAnotherLengthStillPointsAtTheTypedText() throws {
        // "remnd" (5 letters) is read as "remind" (6): every later offset moves back by one.
        let text = "remnd me to stretch at 4pm"
        let result = Self.parser.parse(text, context: Self.context)
        #expect(result.intent == "reminder.add")
        let when = try #require(result.slots.first { $0.name == "when" })
        #expect(when.scalars.map { result.input.substring($0) } == "4pm")
        let what = try #require(result.slots.first { $0.name == "what" })
        #expect(what.scalars.map { result.input.substring($0) } == "stretch")
    }
}
