import AskTools
import Foundation
@testable import NLParse
import Testing
import Text

/// Matching, ranking, extraction and bad input, on small grammars written for each test.
struct ParserTests {
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)

    private func parser(_ source: String) throws -> Parser {
        Parser(grammar: try Grammar(sources: [(file: "t.grammar", text: source)]))
    }

    @Test func higherPriorityWinsFirst() throws {
        let parser = try parser("""
            intent a
              priority 1
              pattern {x:text}
            intent b
              pattern play music
            """)
        #expect(parser.parse("play music", context: Self.context).intent == "a")
    }

    /// `word` takes exactly one plain word; `possessive` one word ending in 's that is not a
    /// contraction, and gives it without the 's.
    @Test func wordAndPossessiveSlotsTakeOneWord() throws {
        let parser = try parser("""
            intent member.query
              pattern how is {person:word} doing [{when:datetime}]
            intent event.add
              pattern {person:possessive} {title:text} [on] {when:datetime}
            """)
        let doing = parser.parse("how is Emma doing today", context: Self.context)
        #expect(doing.intent == "member.query")
        #expect(doing[slot: "person"] == .text("Emma"))
        #expect(parser.parse("how is the market doing", context: Self.context).intent == "none")
        #expect(parser.parse("how is tomorrow doing", context: Self.context).intent == "none")
        let practice = parser.parse("Jack’s soccer practice on friday", context: Self.context)
        #expect(practice.intent == "event.add")
        #expect(practice[slot: "person"] == .text("Jack"))
        #expect(practice[slot: "title"] == .text("soccer practice"))
        #expect(parser.parse("what's the weather on friday", context: Self.context).intent == "none")
        #expect(parser.parse("it's raining on friday", context: Self.context).intent == "none")
    }

    @Test func moreLiteralWordsWinWhenPrioritiesAreEqual() throws {
        let parser = try parser("""
            intent task.add
              pattern add {title:text}
            intent list.add
              pattern add {item:text} to [the] shopping list
            """)
        let result = parser.parse("add milk to the shopping list", context: Self.context)
        #expect(result.intent == "list.add")
        #expect(result[slot: "item"] == .text("milk"))
        #expect(result.candidates.map(\.intent) == ["list.add", "task.add"])
    }

    @Test func aRangeIsReadAsTwoDatesOnlyWhenAPatternTakesBothAsSlots() throws {
        let parser = try parser("""
            intent move
              pattern move everything due {from:datetime} to {to:datetime}
              pattern move {what:text} to {to:datetime}
            intent show
              pattern show {when:datetime}
            """)
        let moved = parser.parse("move everything due today to tomorrow", context: Self.context)
        #expect(moved.intent == "move")
        #expect(moved.slots.map(\.name) == ["from", "to"])
        #expect(moved.entities.map(\.text) == ["today", "tomorrow"])
        // The range reading stays where nothing wants the two dates apart.
        let shown = parser.parse("show monday to friday", context: Self.context)
        #expect(shown.entities.map(\.text) == ["monday to friday"])
        // Free text swallowing the first date is no reason to split the range.
        let loose = parser.parse("move my trip for march 20th to april 12th", context: Self.context)
        #expect(loose.entities.map(\.text) == ["march 20th to april 12th"])
    }

    @Test func lessFreeTextWinsWhenLiteralsAreEqual() throws {
        let parser = try parser("""
            intent a
              pattern start {what:text}
            intent b
              pattern start {what:text} {n:number}
            """)
        // Both match "start timer 5" with one literal word; b's free text is shorter.
        #expect(parser.parse("start timer 5", context: Self.context).intent == "b")
    }

    @Test func aTrueTieIsAmbiguousNotAGuess() throws {
        let parser = try parser("""
            intent a
              pattern open {x:text}
            intent b
              pattern open {y:text}
            """)
        let result = parser.parse("open the door", context: Self.context)
        #expect(result.intent == "none")
        #expect(result.isAmbiguous)
        #expect(Set(result.candidates.map(\.intent)) == ["a", "b"])
        #expect(result.json(in: Self.context.timeZone)["ambiguous"] == .bool(true))
    }

    @Test func quotedTextIsNeverMatchedAgainstLiterals() throws {
        let parser = try parser("""
            intent a
              pattern add {title:text}
            intent b
              pattern add list
            """)
        #expect(parser.parse("add list", context: Self.context).intent == "b")
        let quoted = parser.parse("add \"list\"", context: Self.context)
        #expect(quoted.intent == "a")
        #expect(quoted[slot: "title"] == .text("list"))
    }

    @Test func aNamedLeadInSendsTheValueAfterItToItsOwnSlot() throws {
        let parser = try parser("""
            leadin datetime = (by|due)
            leadin deadline = (deadline|hard deadline)
            intent a
              extract title: deadline=datetime@deadline due=datetime
              pattern add {title:text}
            """)
        let both = parser.parse("add finish report due friday, hard deadline monday", context: Self.context)
        #expect(both[slot: "title"] == .text("finish report"))
        #expect(both.slots.map(\.name) == ["title", "due", "deadline"])
        // Without its lead-in a date is the due date, whatever its place.
        let one = parser.parse("add finish report monday", context: Self.context)
        #expect(one.slots.map(\.name) == ["title", "due"])
    }

    @Test func extractionPullsValuesAndLeadInsOutOfFreeText() throws {
        let parser = try parser("""
            leadin priority = (with|as)
            intent task.add
              extract title: priority=priority project=project tags=tag*
              pattern add {title:text}
            """)
        let result = parser.parse("add call mom, with p2 #family @phone @evening", context: Self.context)
        #expect(result[slot: "title"] == .text("call mom"))
        #expect(result[slot: "priority"] == .priority(2))
        #expect(result[slot: "project"] == .name("family"))
        #expect(result[slot: "tags"] == .list([.name("phone"), .name("evening")]))
        let spans = result.json(in: Self.context.timeZone)["spans"]
        #expect(spans?.text.contains("\"slot\":\"tags\",\"start\":30,\"end\":36") == true)
    }

    /// Generated: a date said as a possessive names which thing ("monday's meeting"); when a later
    /// date can say when (in the text or in a slot of its own), the title keeps the possessive.
    static let possessiveDates: [String] = ["monday's", "tuesday's", "tomorrow's", "Friday's"].flatMap { day in
        ["meeting", "class", "staff meeting", "talk"].map { noun in "\(day) \(noun)" }
    }

    @Test(arguments: possessiveDates)
    func aDateThatNamesAThingStaysInTheTitle(thing: String) throws {
        let parser = try parser("""
            leadin datetime = (by|due|on)
            intent a
              extract title: due=datetime:point
              pattern add {title:text}
              pattern bring {title:text} {when:datetime}
            """)
        for later in ["by sunday", "on saturday at 6pm", "next thursday"] {
            let result = parser.parse("add finish the slides for \(thing) \(later)", context: Self.context)
            #expect(result[slot: "title"] == .text("finish the slides for \(thing)"), "\(thing) \(later)")
            #expect(result.slots.contains { $0.name == "due" }, "\(thing) \(later)")
        }
        let slot = parser.parse("bring the notes for \(thing) tomorrow", context: Self.context)
        #expect(slot[slot: "title"] == .text("the notes for \(thing)"), "\(thing)")
        // Alone, it is still when: nothing else says so.
        let alone = parser.parse("add prepare for \(thing)", context: Self.context)
        #expect(alone.slots.map(\.name).sorted() == ["due", "title"], "\(thing)")
    }

    @Test func valuesOfTypesNotExtractedStayInTheText() throws {
        let parser = try parser("intent a\n  extract title: project=project\n  pattern add {title:text}\n")
        #expect(parser.parse("add p1 call #x", context: Self.context)[slot: "title"] == .text("p1 call"))
    }

    @Test func rejectedSpansReadAsWords() throws {
        let parser = try parser("intent a\n  extract title: priority=priority\n  pattern add {title:text}\n")
        let plain = parser.parse("add review p1 notes", context: Self.context)
        #expect(plain[slot: "title"] == .text("review notes"))
        let rejected = parser.parse("add review p1 notes", context: Self.context, rejecting: [11..<13])
        #expect(rejected[slot: "title"] == .text("review p1 notes"))
        #expect(rejected[slot: "priority"] == nil)
    }

    @Test func grammarDefinedTypesCaptureTheirValue() throws {
        let parser = try parser("type sound = (light rain|fireplace|lofi)\nintent focus.start\n  pattern start focus with {sound:sound}\n")
        #expect(parser.parse("start focus with Light Rain", context: Self.context)[slot: "sound"] == .name("light rain"))
        #expect(parser.parse("start focus with thunder", context: Self.context).intent == "none")
    }

    @Test func overlongInputIsRefusedWithAClearError() throws {
        let parser = try parser("intent a\n  pattern add {t:text}\n")
        let text = "add " + String(repeating: "x ", count: 600_000)
        let result = parser.parse(text, context: Self.context)
        #expect(result.intent == "none")
        #expect(result.error?.hasPrefix("input is too long to parse: 1200004 characters") == true)
        #expect(result.text == text)
    }

    @Test func pathologicalPatternsHitTheMatchLimitInsteadOfHanging() throws {
        let parser = try parser("intent a\n  pattern {a:text} {b:text} {c:text} {d:text} {e:text} zzz\n")
        // "zzz" first, so the prefilter lets the pattern run and it must backtrack to the limit.
        let text = "zzz " + Array(repeating: "w", count: 900).joined(separator: " ")
        let result = parser.parse(text, context: Self.context)
        #expect(result.intent == "none")
        #expect(result.error?.contains("gave up") == true)
    }

    @Test func randomBytesEmojiAndMixedScriptsDoNotCrash() throws {
        let parser = try parser("intent a\n  pattern add {t:text}\n")
        var generator = SystemRandomNumberGenerator()
        for _ in 0..<50 {
            let bytes = (0..<200).map { _ in UInt8.random(in: 0...255, using: &generator) }
            _ = parser.parse(String(decoding: bytes, as: UTF8.self), context: Self.context)
        }
        let result = parser.parse("add 🏋️‍♀️ جلسة e\u{301}\u{301} 東京", context: Self.context)
        #expect(result[slot: "t"] == .text("🏋️‍♀️ جلسة e\u{301}\u{301} 東京"))
    }

    @Test func numbersAndPrioritiesAreRecognised() throws {
        let parser = try parser("intent a\n  pattern done {n:number}\nintent b\n  pattern set {p:priority}\n")
        #expect(parser.parse("done twenty one", context: Self.context)[slot: "n"] == .number(21))
        #expect(parser.parse("set !!!", context: Self.context)[slot: "p"] == .priority(1))
        #expect(parser.parse("set low priority", context: Self.context)[slot: "p"] == .priority(3))
        #expect(parser.parse("set P4", context: Self.context)[slot: "p"] == .priority(4))
    }
}

/// The required-words prefilter must never change a result: checked on every grammar example and
/// on generated sentences.
struct PrefilterTests {
    @Test func skippingPatternsByRequiredWordsChangesNothing() {
        let grammar = GrammarExampleTests.grammar
        var fast = Parser(grammar: grammar)
        fast.usesRequiredWords = true
        var slow = Parser(grammar: grammar)
        slow.usesRequiredWords = false
        var sampler = GrammarSampler(grammar: grammar, seed: 3)
        let phrases = grammar.intents.flatMap { intent in sampler.sample(intent: intent.name, count: 20) }
            + ["add milk to the shopping list", "what's the weather", "remind me to call mom at 6", "done 3", ""]
        let context = ParserTests.context
        for phrase in phrases {
            let a = fast.parse(phrase, context: context), b = slow.parse(phrase, context: context)
            #expect(a.intent == b.intent && a.slots == b.slots && a.candidates.map(\.intent) == b.candidates.map(\.intent), "\(phrase)")
        }
        #expect(phrases.count > 100)
    }

    /// A pattern's required words must be in the input in the pattern's order, as often as it
    /// needs them; other words may come between.
    @Test func requiredWordsMustComeInThePatternsOrder() throws {
        let grammar = try Grammar(sources: [(file: "g", text: """
            intent a
              pattern add {title:text} to [the] (list|lists)
            intent b
              pattern to {x:text} to
            """)])
        func eligible(_ text: String) -> [Int] {
            let input = Tokenizer.tokenize(text)
            var marks = RequiredWordIndex.Marks()
            return grammar.requiredWords.eligiblePatterns(for: MatchSubject(input: input, entities: []), marks: &marks)
        }
        #expect(eligible("please add milk and eggs to my list") == [0])
        #expect(eligible("list to add milk") == [])
        #expect(eligible("to x") == [])
        #expect(eligible("to x to") == [1])
        #expect(eligible("add to x to lists") == [0, 1])
    }
}

/// One parser shared by many threads (as an app's quick-add field and a background import would):
/// every parse gets its own match scratch from the pool, so results equal the serial ones.
struct ConcurrentParseTests {
    @Test func parsesOnManyThreadsAgreeWithOneThread() {
        let parser = Parser(grammar: GrammarExampleTests.grammar)
        let context = ParserTests.context
        var sampler = GrammarSampler(grammar: GrammarExampleTests.grammar, seed: 11)
        let phrases = GrammarExampleTests.grammar.intents.flatMap { sampler.sample(intent: $0.name, count: 3) }
        let serial = phrases.map { parser.parse($0, context: context) }
        final class Results: @unchecked Sendable {
            var values: [ParseResult?]
            let lock = NSLock()
            init(_ count: Int) { values = Array(repeating: nil, count: count) }
        }
        let results = Results(phrases.count * 4)
        DispatchQueue.concurrentPerform(iterations: phrases.count * 4) { index in
            let result = parser.parse(phrases[index % phrases.count], context: context)
            results.lock.lock()
            results.values[index] = result
            results.lock.unlock()
        }
        for (index, result) in results.values.enumerated() {
            let expected = serial[index % phrases.count]
            #expect(result?.intent == expected.intent && result?.slots == expected.slots, "\(phrases[index % phrases.count])")
        }
    }
}
