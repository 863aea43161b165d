import Foundation
import Temporal

/// The parser's `WordCorrector`: the grammar's words and the temporal lexicon as targets; those,
/// the words of the grammar's examples, the grammar directory's word list (`words.txt`, an English dictionary) and any words an
/// application adds (food names, say) as words never to correct. Built on the first parse,
/// shared by every copy of the parser.
public final class SpellingSource: @unchecked Sendable {
    private let lock = NSLock()
    private var built: WordCorrector?
    private let grammar: Grammar
    private var extraKnown: [String] = []

    init(grammar: Grammar) {
        self.grammar = grammar
    }

    /// Adds words that must never be corrected (they are real words of the application's own).
    public func addKnownWords(_ words: some Sequence<String>) {
        lock.lock()
        defer { lock.unlock() }
        extraKnown += words
        built = nil
    }

    public var corrector: WordCorrector {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        // The words of the grammar's own example sentences are real words too ("repotting").
        let known = extraKnown + grammar.exampleWords
        let dictionary = grammar.directory.map { WordList(contentsOf: $0.appendingPathComponent(WordList.fileName)) }
        let corrector = WordCorrector(targets: grammar.vocabulary + TemporalVocabulary.words, known: known, dictionary: dictionary)
        built = corrector
        return corrector
    }
}
