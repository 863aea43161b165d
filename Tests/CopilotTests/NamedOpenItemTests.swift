import Copilot
import Foundation
import NLParse
import Testing
import Text

/// An open task, reminder or event cancelled by some of its words ("cancel the dentist" for the
/// event "dentist appointment"). The words are read as an `item` entity from the user's open
/// titles only when nothing matched without them, so a line that names nothing the user has
/// ("cancel my order") stays not ours, and a title never hides a command's own words.
struct NamedOpenItemTests {
    static let verbs = ["cancel", "call off", "scrap", "please cancel", "I need to cancel", "Cancel"]
    static let determiners = ["the ", "my ", ""]
    /// (what is added, the words said to cancel it, the title kept).
    static let items: [(String, String, String)] = [
        ("schedule a dentist appointment next friday at 2pm", "dentist", "dentist appointment"),
        ("add task pay the water bill tomorrow", "water bill", "pay the water bill"),
        ("remind me to call the school at 4pm", "school", "call the school"),
        ("add soccer practice on saturday at 10am to my calendar", "Soccer Practice", "soccer practice"),
    ]

    @Test func anOpenItemIsCancelledBySomeOfItsWords() {
        for (added, words, title) in Self.items {
            for verb in Self.verbs {
                for determiner in Self.determiners {
                    var state = CopilotState()
                    let said = "\(verb) \(determiner)\(words)"
                    let replies = Fixtures.converse(["add task buy stamps", added, said], state: &state)
                    #expect(replies[2] == "Deleted “\(title)”.", "\(added) / \(said): \(replies)")
                    #expect(state.model.tasks.map(\.title) == ["buy stamps"], "\(said)")
                }
            }
        }
    }

    /// Words that are not a run of an open title name nothing: nothing is deleted.
    @Test func wordsOfNoOpenItemCancelNothing() {
        for said in ["cancel my order", "cancel the subscription", "cancel the", "cancel",
                     "cancel \"dentist\"", "scrap that idea of mine"] {
            var state = CopilotState()
            _ = Fixtures.converse(["schedule a dentist appointment next friday at 2pm", "add task pay the water bill"], state: &state)
            let before = state.model.tasks
            let reply = Fixtures.converse([said], state: &state)[0]
            #expect(state.model.tasks == before, "\(said): \(reply)")
        }
    }

    /// A title's words never change how a command is read: the items are tried only after
    /// nothing matched.
    @Test func aTitleNeverHidesACommand() {
        var state = CopilotState()
        _ = Fixtures.converse(["add task update the shopping list", "add task add milk"], state: &state)
        let replies = Fixtures.converse(["add milk to the shopping list", "what's on my to do list"], state: &state)
        #expect(replies[0].hasPrefix("Added to the shopping list: milk"), "\(replies)")
        #expect(state.model.tasks.count == 2)
        #expect(replies[1].contains("update the shopping list"), "\(replies)")
    }

    /// The recognizer alone: the longest run of a title's words from each place, never starting
    /// or ending with a word of the grammar's `item_edge` class, and never inside quotes.
    @Test func theRecognizerReadsRunsOfTitleWords() {
        let recognizer = OpenItemRecognizer(edges: ["the", "of", "my"])
        var context = Fixtures.context
        context.items = ["Pay the water bill", "dentist appointment"]
        func runs(_ text: String) -> [String] { recognizer.recognize(Tokenizer.tokenize(text), context: context).map(\.text) }
        #expect(runs("cancel the dentist") == ["dentist"])
        #expect(runs("cancel the Dentist Appointment please") == ["Dentist Appointment"])
        #expect(runs("pay the water bill") == ["pay the water bill"])
        #expect(runs("cancel the bill of my dentist") == ["bill", "dentist"])
        #expect(runs("cancel \"dentist\"").isEmpty)
        context.items = []
        #expect(runs("cancel the dentist").isEmpty)
    }
}
