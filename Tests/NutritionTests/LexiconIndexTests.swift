import Foundation
import Testing
@testable import Nutrition

/// The prebuilt lexicon shipped as `foods/lexicon.index` must be what building the lexicon from the
/// shipped table gives today. When it is not (the table, a word list or the tokenizer changed), rewrite it:
///
///     ASK_UPDATE_FOOD_INDEX=1 swift test --filter LexiconIndexTests
@Suite struct LexiconIndexTests {
    static let sourceURL = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Sources/Nutrition/Resources/foods/lexicon.index")

    @Test func shippedIndexIsAFreshBuild() throws {
        let table = FoodTable.bundled()
        let fresh = LexiconIndex.encode(FoodLexicon.build(table), fingerprint: LexiconIndex.fingerprint(of: table))
        if ProcessInfo.processInfo.environment["ASK_UPDATE_FOOD_INDEX"] != nil {
            try Data(fresh).write(to: Self.sourceURL)
            print("wrote \(Self.sourceURL.path) (\(fresh.count) bytes); rebuild to bundle it")
            return
        }
        let shipped = try [UInt8](Data(contentsOf: Self.sourceURL))
        let difference = (0..<min(shipped.count, fresh.count)).first { shipped[$0] != fresh[$0] } ?? min(shipped.count, fresh.count)
        #expect(shipped.count == fresh.count && difference == fresh.count,
                "lexicon.index is stale (\(shipped.count) bytes, a fresh build has \(fresh.count); first difference at byte \(difference)): run ASK_UPDATE_FOOD_INDEX=1 swift test --filter LexiconIndexTests")
        // The copy in the module bundle is the one read at run time.
        let bundled = try [UInt8](Data(contentsOf: LexiconIndex.bundledURL))
        #expect(bundled.count == shipped.count && bundled.elementsEqual(shipped), "the bundled lexicon.index differs from the source: rebuild")
    }

    @Test func decodingGivesBackWhatWasEncoded() throws {
        let table = FoodTable.bundled()
        let parts = FoodLexicon.build(table)
        let bytes = LexiconIndex.encode(parts, fingerprint: 42)
        #expect(LexiconIndex.decode(bytes, fingerprint: 42, foods: table.foods.count) == parts)
        // Another fingerprint, another table size, or damage: refused, never misread.
        #expect(LexiconIndex.decode(bytes, fingerprint: 43, foods: table.foods.count) == nil)
        #expect(LexiconIndex.decode(bytes, fingerprint: 42, foods: 10) == nil)
        #expect(LexiconIndex.decode(Array(bytes.dropLast(9)), fingerprint: 42, foods: table.foods.count) == nil)
        var damaged = bytes
        damaged[bytes.count / 2] ^= 0x55
        damaged[bytes.count / 3] ^= 0x55
        let read = LexiconIndex.decode(damaged, fingerprint: 42, foods: table.foods.count)
        #expect(read == nil || read != parts)
    }

    @Test func aChangedTableIsBuiltNotReadFromTheIndex() throws {
        let table = FoodTable.bundled()
        #expect(LexiconIndex.bundled(for: table) != nil)
        var foods = table.foods
        let index = try #require(table.index(ofID: "01001"))
        foods[index].description = "Butter, zorblaxed"
        let changed = FoodTable(foods: foods)
        #expect(LexiconIndex.fingerprint(of: changed) != LexiconIndex.fingerprint(of: table))
        #expect(LexiconIndex.bundled(for: changed) == nil)
        #expect(FoodLexicon(table: changed).knows("zorblaxed"))
        #expect(!FoodLexicon(table: table).knows("zorblaxed"))
    }

    @Test func theIndexedLexiconMatchesLikeABuiltOne() {
        let table = FoodTable.bundled()
        let indexed = FoodMatcher(lexicon: FoodLexicon(table: table))
        let built = FoodMatcher(lexicon: FoodLexicon(table: table, parts: FoodLexicon.build(table)))
        for phrase in ["toast", "blue cheese", "bannana", "chicken caesar salad", "mac and cheese", "black pepper", "diet coke"] {
            let a = indexed.match(phrase), b = built.match(phrase)
            #expect(a.food?.id == b.food?.id && a.confidence == b.confidence && a.alternatives.map(\.id) == b.alternatives.map(\.id), "\(phrase)")
        }
    }
}
