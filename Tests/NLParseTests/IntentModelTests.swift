import Corpora
import Foundation
@testable import NLParse
import Testing

/// Stage 2: the intent model, its file, its training, and how the parser uses its readings.
struct IntentModelTests {
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)

    static let grammar = try! Grammar(sources: [(file: "t.grammar", text: """
        intent list.add
          extract items: when=datetime
          pattern add {items:text} to the list
        intent task.add
          extract title: due=datetime:point
          pattern add task {title:text}
        intent undo
          model off
          pattern undo
        intent a.tie
          pattern tie {x:text}
        intent b.tie
          pattern tie {y:text}
        """)])

    /// A model that reads each given word as a vote for an intent, with the given weight; every
    /// other class scores 0. With weight w for one intent among n classes, that intent's
    /// probability is e^w / (e^w + n - 1).
    static func model(_ votes: [String: (intent: String, weight: Float)], classes: [String] = ["a.tie", "b.tie", "list.add", "none", "task.add", "undo"]) -> IntentModel {
        let rows = votes.map { (IntentFeatures.unigram($0.key), $0.value) }.sorted { $0.0 < $1.0 }
        var weights: [Int8] = []
        var scales: [Float] = []
        for (_, vote) in rows {
            scales.append(vote.weight / 127)
            weights += classes.map { $0 == vote.intent ? 127 : 0 }
        }
        return IntentModel(classes: classes, features: rows.map(\.0), scales: scales, weights: weights, bias: classes.map { _ in 0 }, provenance: "test")
    }

    static func parser(_ model: IntentModel, threshold: Double = 0.5) -> Parser {
        Parser(grammar: grammar, model: IntentModelSource(model: model, threshold: threshold))
    }

    @Test func aLineNoPatternMatchesTakesTheModelsIntentWithTypedSlots() throws {
        let parser = Self.parser(Self.model(["onto": ("list.add", 6)]))
        let result = parser.parse("put milk onto the list tomorrow", context: Self.context)
        #expect(result.intent == "list.add")
        #expect(result.stage == .model)
        // e^6 / (e^6 + 5)
        #expect(abs(result.confidence - 0.98777) < 0.001)
        // Trimmed from the ends: list.add's cue words ("the", "list") and the word the model
        // learned as its sign ("onto"); "put" is neither.
        #expect(result[slot: "items"] == .text("put milk"))
        guard case .temporal? = result[slot: "when"] else {
            Issue.record("expected the date as a typed slot, got \(String(describing: result[slot: "when"]))")
            return
        }
        #expect(result.slots.first { $0.name == "when" }?.scalars == 23..<31)
    }

    /// `model without text`: a model reading of the intent fills no free text from the words
    /// left over ("turn on do not disturb during focus" read as a setting is not a name), while
    /// the same intent without the line keeps it (generated: leftover words).
    @Test func anIntentWithoutTextTakesNoLeftoverWords() throws {
        for keeps in [true, false] {
            let grammar = try Grammar(sources: [(file: "s.grammar", text: """
                intent settings.set
                \(keeps ? "" : "  model without text")
                  pattern call me {name:text}
                """)])
            let parser = Parser(grammar: grammar, model: IntentModelSource(model: Self.model(["disturb": ("settings.set", 6)], classes: ["none", "settings.set"]), threshold: 0.5))
            for line in ["turn on do not disturb during focus", "disturb me less", "no disturb while reading please"] {
                let result = parser.parse(line, context: Self.context)
                #expect(result.intent == "settings.set" && result.stage == .model, "\(line)")
                #expect((result[slot: "name"] != nil) == keeps, "\(line): \(result.slots)")
            }
        }
    }

    @Test func theIntentsOwnCueWordsAreTrimmedFromTheMainText() throws {
        let parser = Self.parser(Self.model(["please": ("task.add", 6)]))
        let result = parser.parse("please add task walk the dog friday", context: Self.context)
        // "add task walk the dog friday" would match; "please" in front keeps the pattern out.
        #expect(result.stage == .model)
        #expect(result.intent == "task.add")
        #expect(result[slot: "title"] == .text("walk the dog"))
        // Only the ends are trimmed: a cue word inside the text stays.
        let trimmed = parser.parse("please task walk the task dog add", context: Self.context)
        #expect(trimmed[slot: "title"] == .text("walk the task dog"))
    }

    /// A cue word after a comma is an item of a list said, not a cue: it stays in the main text,
    /// whichever cue word and however many items.
    @Test func aCueWordAfterACommaIsAnItem() throws {
        let parser = Self.parser(Self.model(["onto": ("list.add", 6)]))
        for cue in ["list", "the", "add", "to"] {
            for items in ["milk, eggs, \(cue)", "milk,\(cue)", "bread , milk , \(cue)"] {
                let result = parser.parse("onto \(items)", context: Self.context)
                #expect(result.intent == "list.add")
                guard case .text(let text)? = result[slot: "items"] else {
                    Issue.record("\(items): no items")
                    continue
                }
                #expect(text.hasSuffix(cue), "\(items): \(text)")
            }
            // With no comma before it, it is trimmed as before.
            #expect(parser.parse("onto milk \(cue)", context: Self.context)[slot: "items"] == .text("milk"), "\(cue)")
        }
    }

    @Test func aRequiredPartMissingLeavesTheSlotEmptyForTheCopilotToAsk() throws {
        let parser = Self.parser(Self.model(["task": ("task.add", 6)]))
        let result = parser.parse("task", context: Self.context)
        #expect(result.intent == "task.add")
        #expect(result[slot: "title"] == nil)
    }

    @Test func belowTheThresholdTheLineStaysNone() throws {
        // e^1 / (e^1 + 5) = 0.35
        let parser = Self.parser(Self.model(["onto": ("list.add", 1)]))
        let result = parser.parse("put milk onto the list", context: Self.context)
        #expect(result.intent == "none")
        #expect(result.modelScores.first?.intent == "list.add")
        #expect(result.modelScores.count == 3)
    }

    @Test func noneWinsOverAWeakIntent() throws {
        let parser = Self.parser(Self.model(["weather": ("none", 8), "list": ("list.add", 2)]))
        #expect(parser.parse("what's the weather on the list", context: Self.context).intent == "none")
    }

    @Test func anIntentMarkedModelOffIsNeverProposed() throws {
        let parser = Self.parser(Self.model(["revert": ("undo", 8)]))
        let result = parser.parse("revert that", context: Self.context)
        #expect(result.modelScores.first?.intent == "undo")
        #expect(result.intent == "none")
    }

    @Test func aTieGoesToTheTiedIntentTheModelPrefers() throws {
        let grammarOnly = Parser(grammar: Self.grammar)
        #expect(grammarOnly.parse("tie the knot", context: Self.context).isAmbiguous)
        let parser = Self.parser(Self.model(["knot": ("b.tie", 3)]))
        let result = parser.parse("tie the knot", context: Self.context)
        #expect(!result.isAmbiguous)
        #expect(result.intent == "b.tie")
        #expect(result.stage == .model)
        #expect(result[slot: "y"] == .text("the knot"))
        #expect(result.winner?.intent == "b.tie")
        // The tie is broken only among the tied intents: a vote for another intent changes nothing.
        let other = Self.parser(Self.model(["knot": ("list.add", 3)])).parse("tie the knot", context: Self.context)
        #expect(other.isAmbiguous)
    }

    @Test func aGrammarWinnerNeverAsksTheModel() throws {
        let parser = Self.parser(Self.model(["milk": ("task.add", 9)]))
        let result = parser.parse("add milk to the list", context: Self.context)
        #expect(result.intent == "list.add")
        #expect(result.stage == .grammar)
        #expect(result.confidence == 1)
        #expect(result.modelScores.isEmpty)
    }

    @Test func theJSONSaysWhichStageReadTheLine() throws {
        let parser = Self.parser(Self.model(["onto": ("list.add", 6)]))
        let json = parser.parse("put milk onto the list", context: Self.context).json(in: Self.context.timeZone).text
        #expect(json.contains(#""stage":"model""#))
        #expect(json.contains(#""confidence":0.988"#))
        #expect(json.contains(#""model":[{"intent":"list.add","probability":0.988}"#))
    }

    @Test func theFileRoundTripsAndBadFilesAreRefused() throws {
        let model = Self.model(["onto": ("list.add", 6), "revert": ("undo", 2.5)])
        let data = model.encoded()
        #expect(try IntentModel(data: data) == model)
        #expect(throws: IntentModelError.self) { try IntentModel(data: data.dropLast()) }
        #expect(throws: IntentModelError.self) { try IntentModel(data: Data("not a model".utf8)) }
        #expect(throws: IntentModelError.self) { try IntentModel(data: Data()) }
        var newer = data
        newer[IntentModel.magic.count] = 9
        #expect((try? IntentModel(data: newer)) == nil)
    }

    @Test func theSplitIsFixedByTheText() {
        #expect(CorpusSplit.of("Set an alarm for 7") == CorpusSplit.of("set an alarm for 7"))
        let sides = (0..<1000).map { CorpusSplit.of("sentence number \($0)") }
        let checks = sides.filter { $0 == .check }.count
        #expect((150...250).contains(checks))
        for index in 0..<200 {
            let text = "row \(index)"
            #expect((CorpusSplit.fold(of: text) == nil) == (CorpusSplit.of(text) == .check))
        }
    }
}
