import Foundation
import Temporal

/// `spelling` lines: words people write another way ("wat", "calender", "tonite", "u"), read as
/// the grammar's word before matching. The typo stage guesses slips of five letters or more that
/// are no English word; these are the ones it cannot guess (short words, real words, chat forms),
/// so the grammar lists them, once, instead of adding each to the patterns that need it.
extension Grammar {
    /// The words `word` (folded, one token) is read as, or nil. A variant with an ending after
    /// an apostrophe keeps that ending ("wat's" is "what's").
    func respelling(of word: String) -> String? {
        guard !respellings.isEmpty else { return nil }
        if let whole = respellings[word] { return whole }
        guard let apostrophe = word.firstIndex(of: "'"), apostrophe != word.startIndex,
              let stem = respellings[String(word[..<apostrophe])] else { return nil }
        return stem + word[apostrophe...]
    }

    /// The variant map of `documents`, with an error for a variant that is a grammar word itself
    /// (the patterns would never see it written that way), a variant read as two different
    /// things, or a target no pattern or the temporal lexicon knows.
    /// `vocabulary` is the grammar's (computed once and kept for the typo corrector).
    static func respellings(_ documents: [GrammarDocument], vocabulary words: [String]) -> ([String: String], [GrammarDiagnostic]) {
        let spellings = documents.flatMap { document in document.spellings }
        guard !spellings.isEmpty else { return ([:], []) }
        let vocabulary = Set(words)
        let known = vocabulary.union(TemporalVocabulary.words)
        var map: [String: String] = [:]
        var errors: [GrammarDiagnostic] = []
        for spelling in spellings {
            let location = spelling.location
            if let unknown = spelling.word.split(separator: " ").first(where: { !known.contains(String($0)) }) {
                errors.append(GrammarDiagnostic(at: location, "'\(unknown)' is no word of the grammar or the temporal lexicon: its variants would be read as a word nothing matches", line: spelling.lineText))
                continue
            }
            for (variant, column) in spelling.variants {
                let at = SourceLocation(file: location.file, line: location.line, column: column)
                if vocabulary.contains(variant) {
                    errors.append(GrammarDiagnostic(at: at, "'\(variant)' is a word of the grammar's patterns; a spelling variant must not be (drop it from the patterns or from here)", line: spelling.lineText))
                } else if let other = map[variant], other != spelling.word {
                    errors.append(GrammarDiagnostic(at: at, "'\(variant)' is already read as '\(other)'", line: spelling.lineText))
                } else {
                    map[variant] = spelling.word
                }
            }
        }
        return (map, errors)
    }
}
