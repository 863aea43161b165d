import Foundation
@testable import NLParse
import Testing

/// The grammar language: what compiles, and what errors say.
struct GrammarLanguageTests {
    private func errors(_ source: String) -> [GrammarDiagnostic] {
        do {
            _ = try Grammar(sources: [(file: "test.grammar", text: source)])
            return []
        } catch {
            return error.diagnostics
        }
    }

    @Test func syntaxErrorShowsFileLineColumnAndCaret() throws {
        let diagnostics = errors("""
            intent task.add
              pattern add (task|todo {title:text}
            """)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.summary == "test.grammar:2:15: error: '(' is never closed; expected ')'")
        #expect(diagnostic.description == """
            test.grammar:2:15: error: '(' is never closed; expected ')'
                  pattern add (task|todo {title:text}
                              ^
            """)
    }

    @Test func referencesAreCheckedAtLoadWithSuggestions() {
        let diagnostics = errors("""
            rule verb = (add|create)
            intent task.add
              pattern <verbs> task {title:txt}
            """)
        #expect(diagnostics.map(\.summary) == [
            "test.grammar:3:11: error: unknown rule <verbs>; did you mean <verb>?",
            "test.grammar:3:24: error: unknown slot type 'txt'; did you mean tag or text?",
        ])
    }

    /// `<any>` is one word of any kind, and only a guard may hold it.
    @Test func anyWordOnlyInAGuard() throws {
        #expect(errors("intent a\n  pattern call <any> now").map(\.summary) == ["test.grammar:2:16: error: <any> may only be used inside a guard: !(<any> ...)"])
        let grammar = try Grammar(sources: [(file: "test.grammar", text: """
            intent a
              pattern call !([<any>] [<any>] and tell) {who:text}
            """)])
        let parser = Parser(grammar: grammar)
        let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(identifier: "America/New_York")!)
        for (line, intent) in [("call mom", "a"), ("call the bank", "a"), ("call mom and tell her", "none"), ("call the bank and tell them", "none"),
                               ("call my old bank and tell them", "a")] {
            #expect(parser.parse(line, context: context).intent == intent, "\(line)")
        }
    }

    /// `later` is a datetime that is not the present moment; a timespan stands apart from every
    /// entity type (it once shared the preset's marker, so "start 3-4pm" named a preset).
    @Test func laterIsNotNowAndATimespanIsNoPreset() throws {
        let grammar = try Grammar(sources: [(file: "test.grammar", text: """
            intent a
              pattern call {who:word} [at] {when:later}
            intent b
              pattern begin {saved:preset}
            """)])
        let parser = Parser(grammar: grammar)
        let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(identifier: "America/New_York")!, presets: ["deep work"])
        for (line, intent) in [("call mom tomorrow", "a"), ("call mom at 5pm", "a"), ("call mom 3-4pm", "a"), ("call mom now", "none"),
                               ("call mom right now", "none"), ("begin deep work", "b"), ("begin 3-4pm", "none")] {
            #expect(parser.parse(line, context: context).intent == intent, "\(line)")
        }
    }

    @Test(arguments: [
        ("intent a\n  pattern (x||y)", "test.grammar:2:14: error: empty alternative before '|'"),
        ("intent a\n  pattern x ]", "test.grammar:2:13: error: unexpected ']'"),
        ("intent a\n  pattern {title}", "test.grammar:2:17: error: slot 'title' needs a type: {title:text}"),
        ("intent a\n  pattern []", "test.grammar:2:11: error: empty group"),
        ("intent a\n  priority high\n  pattern x", "test.grammar:2:12: error: priority must be a whole number"),
        ("intent a\n  says stop it\n  pattern x", "test.grammar:2:8: error: expected what the intent does in double quotes, e.g. says \"stop the focus session\""),
        ("says \"x\"", "test.grammar:1:1: error: 'says' belongs inside an intent: indent it under an 'intent' line"),
        ("pattern x", "test.grammar:1:1: error: 'pattern' belongs inside an intent: indent it under an 'intent' line"),
        ("intent a", "test.grammar:1:1: error: intent a has no pattern"),
        ("rule a = <b>\nrule b = <a>\nintent x\n  pattern <a>", "test.grammar:1:6: error: rule <a> refers to itself: <a> -> <b> -> <a>"),
        ("intent a\n  extract n: due=datetime\n  pattern x {n:number}", "test.grammar:2:11: error: extract needs a free-text slot of intent a; 'n' is a number slot"),
        ("intent a\n  pattern x\n  example \"x\" -> y", "test.grammar:3:18: error: expected slot=value"),
        ("intent a\n  pattern x\nintent a\n  pattern y", "test.grammar:3:1: error: intent a is already defined at test.grammar:1:1; keep an intent in one block"),
        ("leadin date = (by)", "test.grammar:1:8: error: lead-in 'date' is not an entity type (datetime, duration, recurrence, number, priority, project, tag, preset, item, listname, member) and no extract uses it as @date"),
        ("intent a\n  extract t: d=datetime@nosuch\n  pattern x {t:text}", "test.grammar:2:11: error: extract names the lead-in 'nosuch', which no 'leadin nosuch = ...' line declares"),
        ("rule d = (did|done)\ntype d = (do|done) => done\nintent a\n  pattern x {v:d} <d>", "test.grammar:2:6: error: type d shares its name with rule <d> at test.grammar:1:6; give one another name"),
        ("frobnicate x", "test.grammar:1:1: error: unknown keyword 'frobnicate'; expected intent, rule, type, leadin, spelling, locale or now"),
    ])
    func errorsNameTheirPlace(source: String, expected: String) {
        #expect(errors(source).first?.summary == expected)
    }

    @Test func allErrorsAreReportedNotJustTheFirst() {
        #expect(errors("intent a\n  pattern (x\nintent b\n  pattern <nope>").count == 2)
    }

    @Test func loadingADirectoryReportsRealFileNames() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("grammar-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try "intent a\n  pattern x {y:nope}\n".write(to: directory.appendingPathComponent("bad.grammar"), atomically: true, encoding: .utf8)
        #expect(throws: GrammarLoadError.self) { try Grammar.load(directory: directory, label: "G") }
        do {
            _ = try Grammar.load(directory: directory, label: "G")
        } catch {
            #expect(error.diagnostics.first?.summary == "G/bad.grammar:2:13: error: unknown slot type 'nope'")
        }
        let empty = directory.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        #expect(throws: GrammarLoadError.self) { try Grammar.load(directory: empty) }
    }

    /// A type's value map: the slot takes the value of the alternative its words match.
    @Test func aTypeWithValuesGivesTheValueNotTheWords() throws {
        let grammar = try Grammar(sources: [(file: "g", text: """
            type state = (late|past due|behind [schedule]) => overdue | (done|soon|shortly) => completed | open => open
            intent show
              pattern show {status:state} tasks
              example "show past due tasks" -> status=overdue
              example "show behind schedule tasks" -> status=overdue
              example "show shortly tasks" -> status=completed
              example "show open tasks" -> status=open
            """)])
        let context = ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)
        let parser = Parser(grammar: grammar)
        #expect(parser.parse("show Late tasks", context: context)[slot: "status"] == .name("overdue"))
        #expect(parser.parse("show behind tasks", context: context)[slot: "status"] == .name("overdue"))
        #expect(parser.parse("show soon tasks", context: context)[slot: "status"] == .name("completed"))
        let outcomes = GrammarExamples.check(grammar, parser: parser)
        #expect(outcomes.count == 4 && outcomes.allSatisfy(\.passed))
        for (source, message) in [
            ("type s = (a|b) => one | c\n", "every alternative of a type with values needs '=> value'"),
            ("type s = a => one two | c => three\n", "expected one word as the value after '=>'"),
        ] {
            #expect(throws: GrammarLoadError.self) { try Grammar(sources: [(file: "g", text: source)]) }
            do {
                _ = try Grammar(sources: [(file: "g", text: source)])
            } catch {
                #expect(error.diagnostics.first?.message == message)
            }
        }
    }

    /// Word classes are read by Swift, with or without values, and are never slot types: a
    /// parse result carries them (`ParseResult.valueMaps`).
    @Test func wordClassesWithAndWithoutValuesReachTheParseResult() throws {
        let grammar = try Grammar(sources: [(file: "g", text: """
            words filler = (the|my [own])
            words measure = (loaf|loaves) => loaf | (jar|jars) => jar
            intent show
              pattern show {thing:text}
              example "show the bread" -> thing="the bread"
            """)])
        let result = Parser(grammar: grammar).parse("show the bread", context: ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt))
        #expect(result.valueMaps.words("filler") == ["the", "my", "my own"])
        #expect(result.valueMaps.values(ofWords: "measure") == ["loaf": "loaf", "loaves": "loaf", "jar": "jar", "jars": "jar"])
        #expect(result.valueMaps.words("measure") == ["loaf", "loaves", "jar", "jars"])
        #expect(result.valueMaps.words("filler", contain: "My  Own"))
        #expect(result.valueMaps.leadingPhrase(of: "filler", in: ["my", "own", "bread"]) == 2)
        #expect(result.valueMaps.leadingPhrase(of: "filler", in: ["bread"]) == nil)
        // A word class is no slot type.
        #expect(throws: GrammarLoadError.self) { try Grammar(sources: [(file: "g", text: "words m = a => one\nintent x\n  pattern go {t:m}\n")]) }
    }

    @Test func patternsAreJITCompiledOnSecondUse() throws {
        let grammar = try Grammar(sources: [(file: "g", text: "intent a\n  pattern [please] (add|create) {title:text}\nintent b\n  pattern remove {title:text}\n")])
        #expect(grammar.patterns.allSatisfy { !$0.compiled.hasTriedJIT })
        let parser = Parser(grammar: grammar)
        let context = ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)
        // A one-shot interprets: compiling costs far more than one match.
        #expect(parser.parse("add milk", context: context).intent == "a")
        #expect(grammar.patterns.allSatisfy { !$0.compiled.hasTriedJIT })
        let result = parser.parse("add milk", context: context)
        #expect(result.intent == "a")
        // "remove" is not in the input, so its pattern was never tried, nor compiled.
        #expect(grammar.patterns.map(\.compiled.hasTriedJIT) == [true, false])
        #expect(grammar.patterns.allSatisfy { $0.compiled.isJITCompiled })
        #expect(grammar.patterns[0].regex == "^(?:please )?(?:add |create )((?:[^ ]+ )+?)$")
    }

    @Test func notRefusesWhatFollowsWithoutConsumingIt() throws {
        let grammar = try Grammar(sources: [(file: "g", text: """
            rule ask = (how|what|tell me)
            intent note
              pattern !<ask> {title:text} please
            """)])
        #expect(grammar.patterns[0].regex == "^(?!(?:(?:how |what |tell me )))((?:[^ ]+ )+?)please $")
        let parser = Parser(grammar: grammar)
        let context = ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)
        let kept = parser.parse("however it goes please", context: context)
        #expect(kept.intent == "note")
        #expect(kept[slot: "title"] == .text("however it goes"))
        #expect(parser.parse("how it goes please", context: context).intent == "none")
        #expect(parser.parse("tell me a story please", context: context).intent == "none")
        #expect(parser.parse("tell a story please", context: context).intent == "note")
    }

    /// Free text behind a lookahead still opens its optional part, so it is tried without the text first.
    @Test func optionalTextBehindALookaheadIsLazy() throws {
        let grammar = try Grammar(sources: [(file: "g", text: "intent a\n  pattern [!(did) {context:text}] [please] set x\n")])
        #expect(grammar.patterns[0].regex == "^(?:(?!(?:did ))((?:[^ ]+ )+?))??(?=(?:please |set ))(?:please )?set x $")
        let result = Parser(grammar: grammar).parse("please set x", context: ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt))
        #expect(result[slot: "context"] == nil)
    }

    /// After optional free text, a lookahead for the words the rest can start with: the rest is
    /// not tried at words it cannot start with, and what matches is unchanged.
    @Test func optionalTextIsFollowedByALookaheadForWhatComesNext() throws {
        let grammar = try Grammar(sources: [(file: "g", text: """
            rule lead = [(hey|ok)] [please]
            type kind = (meeting|call)
            intent a
              pattern [{context:text}] <lead> (add|book) {kind:kind} {when:datetime}
              pattern [{context:text}] [{more:text}] add
              pattern [{context:text}] [please] {title:text}
            """)])
        #expect(grammar.patterns[0].regex.hasPrefix("^(?:((?:[^ ]+ )+?))??(?=(?:add |book |hey |ok |please ))"))
        // Free text next, or a rest that may match nothing: no lookahead there.
        #expect(grammar.patterns[1].regex == "^(?:((?:[^ ]+ )+?))??(?:((?:[^ ]+ )+?))??(?=add )add $")
        #expect(!grammar.patterns[2].regex.contains("(?="))
        let parser = Parser(grammar: grammar)
        let context = ParseContext(now: Date(timeIntervalSince1970: 0), timeZone: .gmt)
        let result = parser.parse("so anyway ok please book call tomorrow", context: context)
        #expect(result.intent == "a")
        #expect(result[slot: "context"] == .text("so anyway"))
        #expect(result[slot: "kind"] == .name("call"))
    }

    @Test(arguments: [
        ("intent a\n  pattern !{t:text} x", "test.grammar:2:11: error: '!' takes words and rules without slots; 't' is a slot"),
        ("rule r = (how {n:number})\nintent a\n  pattern !<r> x", "test.grammar:3:11: error: '!' takes words and rules without slots; 'n' is a slot"),
        ("intent a\n  pattern ! x", "test.grammar:2:12: error: expected what must not follow after '!': !(how|what) or !<rule>"),
    ])
    func notTakesNoSlots(source: String, expected: String) {
        #expect(errors(source).first?.summary == expected)
    }
}
