import Foundation
import Grammars
@testable import NLParse
import Testing

/// `model unless EXPR`: the intent model never reads a line that opens with EXPR as the intent.
/// The bundled grammars give every intent that adds `model unless (<asking>|<removing>)`, so a
/// question about what is so ("did I set an alarm", "is there milk on my list") or a removal
/// ("remove the alarm set for 4") is never an add, while a request put as a question ("can you …")
/// still is.
struct AskingIsNotAddingTests {
    static let context = IntentModelTests.context

    /// The bundled `common.grammar` (its real `<asking>` rule) with one test intent the grammar
    /// never matches, so every line below reaches the model.
    static func grammar(_ intent: String) throws -> Grammar {
        let directory = try #require(BundledGrammars.directory())
        let common = try String(contentsOf: directory.appendingPathComponent("common.grammar"), encoding: .utf8)
        return try Grammar(sources: [(file: "common.grammar", text: common), (file: "t.grammar", text: intent)])
    }

    static let listAdd = """
        intent list.add
          model unless <asking>
          pattern add {items:text} to the list
        """

    static let openings = [
        "did i", "did you", "did my", "do i", "do we", "is there", "are there any", "are my", "was the", "have i",
        "what time is", "what's", "whats", "when is", "when's", "where is", "which day did i", "who is", "how do i",
        "tell me about", "tell me if", "show me the", "let me know if", "let me know the",
        "hey did i", "hey, do we", "please tell me whether", "ok so is there",
    ]
    static let requests = [
        "", "please", "can you", "could you please", "would you", "will you", "hey", "ok",
        "when i get home", "tell me when it's 5 and", "i need to", "do", "just",
    ]
    static let bodies = ["put milk onto the list", "milk onto the list", "stick 2 eggs onto the list tomorrow"]

    @Test(arguments: bodies) func aQuestionIsNeverReadAsAnAdd(body: String) throws {
        let parser = Parser(grammar: try Self.grammar(Self.listAdd), model: IntentModelSource(model: IntentModelTests.model(["onto": ("list.add", 9)]), threshold: 0.5))
        for opening in Self.openings {
            let line = opening + " " + body
            let result = parser.parse(line, context: Self.context)
            #expect(result.modelScores.first?.intent == "list.add", "\(line)")
            #expect(result.intent == "none", "\(line)")
            #expect(result.tentative == nil, "\(line)")
            #expect(result.modelExcluded == "list.add", "\(line)")
        }
        for request in Self.requests {
            let line = request.isEmpty ? body : request + " " + body
            let result = parser.parse(line, context: Self.context)
            #expect(result.intent == "list.add", "\(line)")
            #expect(result.stage == .model, "\(line)")
            #expect(result.modelExcluded == nil, "\(line)")
        }
    }

    /// `<removing>`: a line that opens by taking something away ("remove the alarm set for 4") is
    /// never read by the model as an add, with or without politeness in front; the same verbs
    /// later in the line do not count.
    @Test(arguments: bodies) func aRemovalIsNeverReadAsAnAdd(body: String) throws {
        let grammar = try Self.grammar(Self.listAdd.replacingOccurrences(of: "<asking>", with: "(<asking>|<removing>)"))
        let parser = Parser(grammar: grammar, model: IntentModelSource(model: IntentModelTests.model(["onto": ("list.add", 9)]), threshold: 0.5))
        let removals = ["remove", "delete", "cancel", "please remove", "can you delete", "could you please cancel", "hey, get rid of", "turn off", "ok erase", "unset", "scrap"]
        for removal in removals {
            let line = removal + " " + body
            let result = parser.parse(line, context: Self.context)
            #expect(result.intent == "none", "\(line)")
            #expect(result.modelExcluded == "list.add", "\(line)")
        }
        for line in [body + " and remove the old one", "i said " + body + " not delete it"] {
            #expect(parser.parse(line, context: Self.context).intent == "list.add", "\(line)")
        }
    }

    /// `model unless ... EXPR`: the expression said anywhere in the line, at a word's start.
    @Test func anExpressionAnywhereExcludesTheLineWhereverItIsSaid() throws {
        let source = "intent schedule.query\n  model unless ... (near me|local)\n  pattern show my calendar\n"
        let parser = Parser(grammar: try Self.grammar(source), model: IntentModelSource(model: IntentModelTests.model(["events": ("schedule.query", 9)], classes: ["list.add", "none", "schedule.query"]), threshold: 0.5))
        for line in ["what events are happening near me", "near me what events are on", "local events today", "any events tonight that are local", "hey, events near me this weekend?"] {
            let result = parser.parse(line, context: Self.context)
            #expect(result.intent == "none", "\(line)")
            #expect(result.modelExcluded == "schedule.query", "\(line)")
        }
        for line in ["what events do i have", "events with the locals", "events nearer melbourne"] {
            #expect(parser.parse(line, context: Self.context).intent == "schedule.query", "\(line)")
        }
    }

    @Test func theOpeningIsOnlyTheStartOfTheLine() throws {
        let parser = Parser(grammar: try Self.grammar(Self.listAdd), model: IntentModelSource(model: IntentModelTests.model(["onto": ("list.add", 9)]), threshold: 0.5))
        #expect(parser.parse("put milk onto the list, is there any left", context: Self.context).intent == "list.add")
    }

    @Test func anIntentWithoutItIsStillProposed() throws {
        let parser = Parser(grammar: try Self.grammar("intent list.add\n  pattern add {items:text} to the list\n"), model: IntentModelSource(model: IntentModelTests.model(["onto": ("list.add", 9)]), threshold: 0.5))
        #expect(parser.parse("did i put milk onto the list", context: Self.context).intent == "list.add")
    }

    @Test func itSaysHowALineOpensSoSlotsAndUnknownRulesAreErrors() {
        for (body, message) in [("{x:text} milk", "no slots"), ("<askin>", "unknown rule <askin>"), ("maybe", "'on', 'off', 'without text', 'unless EXPR' or 'unless ... EXPR'"), ("... {x:text}", "no slots")] {
            let source = "intent list.add\n  model \(body.hasPrefix("maybe") ? body : "unless " + body)\n  pattern add {items:text} to the list\n"
            #expect(throws: GrammarLoadError.self) { try Self.grammar(source) }
            do {
                _ = try Self.grammar(source)
            } catch {
                let text = "\(error)"
                #expect(text.contains(message), "\(text)")
                #expect(text.contains("t.grammar:2:"), "\(text)")
            }
        }
    }

    /// The bundled intents that add, with the shipped model: questions about alarms, reminders,
    /// lists, tasks, notes and meals, made up from openings and things asked about, are never
    /// read by the model as an add.
    @Test func withTheBundledGrammarsAQuestionIsNeverAnAddFromTheModel() throws {
        let directory = try #require(BundledGrammars.directory())
        let grammar = try Grammar.load(directory: directory)
        let parser = Parser(grammar: grammar, model: IntentModelSource(contentsOf: directory.appendingPathComponent(BundledGrammars.modelFile)))
        let adds = Set(grammar.intents.filter { !$0.modelUnless.isEmpty }.map(\.name))
        #expect(adds.isSuperset(of: ["task.add", "reminder.add", "event.add", "list.add", "note.add", "meal.log"]))
        let things = [
            "set an alarm for 6 am", "set an alarm to wake me up", "have an alarm tomorrow morning", "put eggs on the shopping list",
            "add a reminder to call mom", "log my lunch", "eat breakfast today", "have a note about the wifi", "write down the gate code",
            "set a timer", "have any alarms on weekdays", "add bananas", "schedule the dentist",
        ]
        let openings = ["did i", "do i", "did you", "have i", "tell me if i", "let me know if i", "hey did i", "do we"]
        let removals = ["remove", "delete", "cancel", "please remove", "can you cancel", "turn off", "get rid of"]
        let removed = ["the alarm set for 4:00 am", "my 6 am alarm tomorrow", "the reminder to call mom", "eggs from the shopping list", "the note about the wifi", "my lunch", "the dentist on friday"]
        for line in removals.flatMap({ removal in removed.map { removal + " " + $0 } }) {
            let result = parser.parse(line, context: Self.context)
            if result.stage == .model { #expect(!adds.contains(result.intent), "\(line) -> \(result.intent)") }
            if let tentative = result.tentative { #expect(!adds.contains(tentative.intent), "\(line) -> maybe \(tentative.intent)") }
        }
        for opening in openings {
            for thing in things {
                let line = opening + " " + thing
                let result = parser.parse(line, context: Self.context)
                if result.stage == .model { #expect(!adds.contains(result.intent), "\(line) -> \(result.intent)") }
                if let tentative = result.tentative { #expect(!adds.contains(tentative.intent), "\(line) -> maybe \(tentative.intent)") }
            }
        }
    }

    /// With the bundled grammars and the shipped model: what is on around a place ("events near me",
    /// "local concerts") is never read by the model as the user's schedule; the user's own
    /// calendar, asked the same ways, still is.
    @Test func withTheBundledGrammarsEventsAroundAPlaceAreNotTheSchedule() throws {
        let directory = try #require(BundledGrammars.directory())
        let parser = Parser(grammar: try Grammar.load(directory: directory), model: IntentModelSource(contentsOf: directory.appendingPathComponent(BundledGrammars.modelFile)))
        let asks = ["what events are happening", "what's going on", "find events", "any concerts", "show me things to do", "search for events"]
        let places = ["near me", "nearby", "around here", "in my area", "in my location"]
        let whens = ["", " tonight", " this weekend"]
        for ask in asks {
            for place in places {
                for when in whens {
                    let line = ask + " " + place + when
                    let result = parser.parse(line, context: Self.context)
                    #expect(!(result.stage == .model && result.intent == "schedule.query"), "\(line)")
                    #expect(result.tentative?.intent != "schedule.query", "\(line)")
                }
            }
        }
        for line in ["local events", "today's local events", "local events this weekend"] {
            #expect(parser.parse(line, context: Self.context).intent != "schedule.query", "\(line)")
        }
        #expect(parser.parse("what's on my calendar tonight", context: Self.context).intent == "schedule.query")
    }
}
