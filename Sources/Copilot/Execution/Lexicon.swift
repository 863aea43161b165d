import Intents
import NLParse

/// The word classes the copilot reads from the grammar (`words NAME = ...`, in
/// Grammars/en/lexicon.grammar): the words to set aside when it compares what was said with a
/// name the user gave ("the report task" finds the task “report”), so no English lives in Swift.
public struct Lexicon: Sendable {
    /// Each class the copilot reads, by its name in the grammar.
    public enum Class: String, Sendable, CaseIterable {
        /// Words around a task's title in a reference ("the", "task", "one").
        case taskFiller = "task_filler"
        /// Words around the answer to "Which one?" ("number", "please").
        case answerFiller = "answer_filler"
        /// The last of the listed ones, as an answer ("the last one").
        case answerLast = "answer_last"
        /// Words before a task's number ("number 3", "task 3").
        case taskNumberLead = "t_number_lead"
        /// Words around a time given as an answer ("at", "make it", "how about").
        case timeFiller = "time_filler"
        /// Words around a list's name ("my", "list", "the").
        case listFiller = "list_filler"
        /// A list name that means every list ("what's on all my lists").
        case allLists = "list_all"
        /// Names of the one shopping list ("groceries", "supermarket").
        case shoppingList = "shopping_list"
        /// Words around a logged food's name ("the", "some", "of").
        case foodFiller = "food_filler"
        /// Words around a focus preset's name ("preset", "mode", "the").
        case presetFiller = "preset_filler"
    }

    private let classes: [Class: Set<String>]

    /// The words list items are read with ("2 loaves of bread", "salt and pepper").
    public let items: ItemWords

    /// The grammar's value maps and word classes, for the lookups below.
    private let valueMaps: ValueMaps

    /// Whether `said` is a word for a relation ("wife", "son": the grammar's `h_relation`), not a name.
    public func isRelation(_ said: String) -> Bool {
        valueMaps.type("h_relation", contains: said)
    }

    /// The kind the grammar gives an app or activity said, if it knows it (`r_app_kind`):
    /// "entertainment" or "learning", before a parent sorts it.
    public func appKind(_ said: String?) -> String? {
        guard let said else { return nil }
        return valueMaps.values(ofWords: "r_app_kind")[said.split(whereSeparator: \.isWhitespace).joined(separator: " ").lowercased()]
    }

    /// The classes of `grammar`; one it does not declare is empty (a test checks the bundled
    /// grammar declares them all).
    public init(_ grammar: Grammar) {
        classes = Dictionary(uniqueKeysWithValues: Class.allCases.map { ($0, grammar.words($0.rawValue)) })
        items = ItemWords(grammar.valueMaps)
        valueMaps = grammar.valueMaps
    }

    /// The phrases of `wordClass` (folded, one space between words).
    public subscript(_ wordClass: Class) -> Set<String> { classes[wordClass] ?? [] }

    /// The classes the grammar does not declare.
    public var missing: [Class] { Class.allCases.filter { self[$0].isEmpty } }
}
