/// Every spelling the temporal resolver knows (month and weekday names and their short forms,
/// units, parts of the day, "today"/"tomorrow" and their common misspellings, number words, the
/// function words its rules read): known words that a spelling corrector must leave alone, and
/// the forms it may correct to.
public enum TemporalVocabulary {
    public static var words: [String] { Array(Lexicon.flags.keys) }
}
