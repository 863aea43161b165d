import Text

/// Everything the lexicon knows about one spelling: its flags, the month, weekday, unit or part of
/// day it names, and which of the grammar's word lists hold it.
///
/// `TemporalParser.init` looks each word up here once, so the rules read small fields by token index
/// instead of hashing the same string against a dozen tables (a String hash costs a few hundred
/// instructions; a field read, one). The tables in `Lexicon` and the grammar files stay the
/// vocabulary a reader edits; this is only an index over them, built once from them.
struct LexiconEntry: Sendable {
    /// `Lexicon.flags` of this exact spelling (the parser's per-token `flags` also read a word
    /// without its apostrophes; see `TemporalParser.flags(of:)`).
    var flags: WordFlags = []
    var lists: WordLists = []
    /// `Lexicon.months`, 0 for none.
    var month: UInt8 = 0
    /// `Lexicon.weekdays`, 0 for none.
    var weekday: UInt8 = 0
    /// `TemporalParser.pluralDays`, 0 for none.
    var pluralDay: UInt8 = 0
    var unit: TimeUnit?
    /// `PartOfDay.words`.
    var partOfDay: PartOfDay?
    /// `TemporalParser.thisWords`: "this", "next", "last" and their synonyms.
    var mode: WeekdayMode?

    static let unknown = LexiconEntry()
}

/// Membership in the grammar's word lists, one bit per list (see `Lexicon.entries`).
struct WordLists: OptionSet, Sendable {
    let rawValue: UInt32
    static let today = WordLists(rawValue: 1 << 0)
    static let tomorrow = WordLists(rawValue: 1 << 1)
    static let yesterday = WordLists(rawValue: 1 << 2)
    static let deicticDay = WordLists(rawValue: 1 << 3)
    static let glue = WordLists(rawValue: 1 << 4)
    static let leadIn = WordLists(rawValue: 1 << 5)
    static let rangeSeparator = WordLists(rawValue: 1 << 6)
    static let dateLeadIn = WordLists(rawValue: 1 << 7)
    static let closedClass = WordLists(rawValue: 1 << 8)
    static let ambiguousWeekday = WordLists(rawValue: 1 << 9)
    static let ambiguousMonth = WordLists(rawValue: 1 << 10)
    static let agendaNoun = WordLists(rawValue: 1 << 11)
    static let upToSubject = WordLists(rawValue: 1 << 12)
    static let spelledDayLeadIn = WordLists(rawValue: 1 << 13)
    static let timeZone = WordLists(rawValue: 1 << 14)
    static let periodPart = WordLists(rawValue: 1 << 15)
    static let periodAbbreviation = WordLists(rawValue: 1 << 16)
    static let recurrenceAdverb = WordLists(rawValue: 1 << 17)
    static let holidayStart = WordLists(rawValue: 1 << 18)
    static let comparativeStart = WordLists(rawValue: 1 << 19)
    static let dayPortion = WordLists(rawValue: 1 << 20)
    static let countWord = WordLists(rawValue: 1 << 21)
    static let openRangeStart = WordLists(rawValue: 1 << 22)
    static let recurrenceCue = WordLists(rawValue: 1 << 23)
    static let holidayLead = WordLists(rawValue: 1 << 24)
    static let hedge = WordLists(rawValue: 1 << 25)
    /// A fused or misspelled word read as others (`Lexicon.fusedWords`).
    static let fused = WordLists(rawValue: 1 << 26)
    /// A unit of measure or an amount that is not time (`Lexicon.measureWords`).
    static let measure = WordLists(rawValue: 1 << 27)
    /// A meal or daily activity with its hours (`TemporalParser.activityHours`).
    static let activity = WordLists(rawValue: 1 << 28)
    /// A noun a number after it names ("room 12", `TemporalParser.labelNouns`).
    static let labelNoun = WordLists(rawValue: 1 << 29)
}

extension Lexicon {
    /// Every spelling any table or word list of the grammar knows, with what it knows of it.
    static let entries = LexiconEntries({
        // Sized once: grown step by step, rehashing was half a million instructions of every start.
        var table: [String: LexiconEntry] = Dictionary(minimumCapacity: 1_024)
        func mark(_ words: some Sequence<String>, _ list: WordLists) {
            for w in words { table[w, default: .unknown].lists.insert(list) }
        }
        for (w, f) in flags { table[w, default: .unknown].flags = f }
        for (w, m) in months { table[w, default: .unknown].month = UInt8(m) }
        for (w, d) in weekdays { table[w, default: .unknown].weekday = UInt8(d) }
        for (w, d) in TemporalParser.pluralDays { table[w, default: .unknown].pluralDay = UInt8(d) }
        for (w, u) in units { table[w, default: .unknown].unit = u }
        for (w, p) in PartOfDay.words { table[w, default: .unknown].partOfDay = p }
        for (w, m) in TemporalParser.thisWords { table[w, default: .unknown].mode = m }
        mark(TemporalParser.todayWords, .today)
        mark(TemporalParser.tomorrowWords, .tomorrow)
        mark(TemporalParser.yesterdayWords, .yesterday)
        mark(TemporalParser.deicticDayWords, .deicticDay)
        mark(TemporalParser.glueWords, .glue)
        mark(TemporalParser.leadIns, .leadIn)
        mark(TemporalParser.rangeSeparators, .rangeSeparator)
        mark(dateLeadIns, .dateLeadIn)
        mark(closedClassWords, .closedClass)
        mark(ambiguousWeekdays, .ambiguousWeekday)
        mark(ambiguousMonths, .ambiguousMonth)
        mark(TemporalParser.agendaNouns, .agendaNoun)
        mark(TemporalParser.upToSubjects, .upToSubject)
        mark(TemporalParser.spelledDayLeadIns, .spelledDayLeadIn)
        mark(TemporalParser.zoneOffsets.keys, .timeZone)
        mark(TemporalParser.periodPartWords.keys, .periodPart)
        mark(TemporalParser.periodAbbreviations.keys, .periodAbbreviation)
        mark(TemporalParser.adverbs.keys, .recurrenceAdverb)
        mark(HolidayTable.firstWords, .holidayStart)
        mark(TemporalParser.comparativeFirstWords, .comparativeStart)
        mark(DayPortion.words.keys, .dayPortion)
        mark(TemporalParser.countWords, .countWord)
        mark(TemporalParser.openRangeWords, .openRangeStart)
        mark(TemporalParser.recurrenceCues, .recurrenceCue)
        mark(TemporalParser.holidayLeadWords, .holidayLead)
        mark(TemporalParser.hedges, .hedge)
        mark(fusedWords.keys, .fused)
        mark(measureWords, .measure)
        mark(TemporalParser.activityWords, .activity)
        mark(TemporalParser.labelNouns.map { $0.description }, .labelNoun)
        return table
    }())
}

/// `Lexicon.entries`: each spelling's entry, found through a `WordTable` of the spellings.
struct LexiconEntries: Sendable {
    private let spellings: WordTable
    private let values: [LexiconEntry]

    init(_ entries: [String: LexiconEntry]) {
        spellings = WordTable(words: Array(entries.keys))
        values = Array(entries.values)
    }

    subscript(spelling: String) -> LexiconEntry? {
        spellings.find(spelling).map { values[Int($0)] }
    }
}
