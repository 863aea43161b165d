import Foundation
@testable import NLParse
import Testing

/// `offers NAME`: a match of the intent is no command but a tentative reading of NAME; the
/// offered intent must exist and must not offer in turn (file:line:col errors).
struct OffersTests {
    static let context = IntentModelTests.context

    static func grammar(_ text: String) throws(GrammarLoadError) -> Grammar {
        try Grammar(sources: [(file: "t.grammar", text: text)])
    }

    @Test func aMatchIsHeldAsATentativeReadingOfTheOfferedIntent() throws {
        let grammar = try Self.grammar("""
            intent task.add
              pattern add task {title:text}
            intent task.offer
              offers task.add
              pattern i need to {title:text}
            """)
        let parser = Parser(grammar: grammar)
        let offered = parser.parse("i need to fix the gate", context: Self.context)
        #expect(offered.intent == "none")
        #expect(offered.slots.isEmpty)
        #expect(offered.tentative?.intent == "task.add")
        #expect(offered.tentative?.offered == true)
        #expect(offered.tentative?.slots.first?.value == .text("fix the gate"))
        #expect(offered.matched.intent == "task.offer")
        let direct = parser.parse("add task fix the gate", context: Self.context)
        #expect(direct.intent == "task.add" && direct.tentative == nil)
    }

    /// An offer never hides a command on one of the user's open items: the items are read when
    /// only offers matched, and a command that names one goes first.
    @Test func aCommandOnAnOpenItemGoesBeforeAnOffer() throws {
        let grammar = try Self.grammar("""
            intent task.add
              pattern add task {title:text}
            intent task.delete
              pattern {named:item} is off
            intent task.offer
              offers task.add
              pattern {title:text} is off
            """)
        let parser = Parser(grammar: grammar)
        var context = Self.context
        #expect(parser.parse("swim team is off", context: context).tentative?.intent == "task.add")
        context.items = ["swim team practice"]
        let named = parser.parse("swim team is off", context: context)
        #expect(named.intent == "task.delete" && named.tentative == nil, "\(named.intent)")
        #expect(parser.parse("book club is off", context: context).tentative?.intent == "task.add")
    }

    @Test func theOfferedIntentMustExistAndDoTheWork() {
        for (source, message) in [
            ("intent a.offer\n  offers a.add\n  pattern x {t:text}\n", "offers a.add, which no grammar file defines"),
            ("intent a.add\n  offers b.add\n  pattern y {t:text}\nintent b.add\n  offers a.add\n  pattern x {t:text}\n", "which itself offers"),
            ("intent a.offer\n  offers\n  pattern x {t:text}\n", "offers takes one intent name"),
        ] {
            do {
                _ = try Self.grammar(source)
                Issue.record("no error for \(source)")
            } catch {
                #expect("\(error)".contains(message), "\(error)")
                #expect("\(error)".contains("t.grammar:"), "\(error)")
            }
        }
    }
}
