import Foundation
import Grammars
@testable import NLParse
import Testing

/// The model's prefix feature takes a word's first five UTF-8 bytes; cut inside a character it
/// trapped. Found by fuzzing `ask parse --jsonl` (issue 26): the line
/// `{"text": "He wi|l take a one year! a one \u{F9}ear and a quarƂ0"}` ("Ƃ" is two bytes, the
/// fifth and sixth of "quarƂ0").
struct IntentFeaturePrefixTests {
    @Test func aCutInsideACharacterBacksOffToItsStart() {
        #expect(IntentFeatures.prefix("quarƂ0") == "quar")
        #expect(!IntentFeatures.hashes(["quarƂ0"]).isEmpty)
    }

    @Test func aCutBetweenCharactersKeepsFiveBytes() {
        // What the shipped model was trained with: every ASCII word, and "abcé" + more (é ends at 5).
        #expect(IntentFeatures.prefix("reminder") == "remin")
        #expect(IntentFeatures.prefix("abcéde") == "abcé")
        #expect(IntentFeatures.prefix("日本語です") == "日")
    }

    @Test func theFuzzedLineIsReadByTheShippedModel() throws {
        let directory = try #require(BundledGrammars.directory())
        let model = IntentModelSource(contentsOf: directory.appendingPathComponent(BundledGrammars.modelFile))
        let parser = Parser(grammar: CorpusTests.parser.grammar, model: model)
        let result = parser.parse("He wi|l take a one year! a one \u{FFFD}ear and a quarƂ0", context: CorpusTests.context)
        #expect(!result.modelScores.isEmpty)
    }
}
