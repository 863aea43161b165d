/// The words the resolver knows, in one place so a reader can see the vocabulary.
enum Lexicon {
    /// Month names and abbreviations. "may", "march", "mar", "jan" and "jun" are also ordinary
    /// words or names; see `ambiguousMonths`.
    static let months: [String: Int] = [
        "january": 1, "jan": 1, "february": 2, "feb": 2, "febr": 2, "march": 3, "mar": 3, "april": 4, "apr": 4,
        "may": 5, "june": 6, "jun": 6, "july": 7, "jul": 7, "august": 8, "aug": 8,
        "september": 9, "sep": 9, "sept": 9, "october": 10, "oct": 10, "november": 11, "nov": 11,
        "december": 12, "dec": 12,
    ]
    /// Month words that need a date context (a day number, a year, "in", "next" ...) to count.
    static let ambiguousMonths: Set<String> = ["may", "march", "mar", "jan", "jun", "dec", "aug", "sep", "oct", "nov", "apr", "jul", "feb", "febr", "sept"]

    /// Weekday names and abbreviations, ISO numbered (1 = Monday).
    static let weekdays: [String: Int] = [
        "monday": 1, "mon": 1, "tuesday": 2, "tue": 2, "tues": 2, "tu": 2, "wednesday": 3, "wed": 3, "weds": 3,
        "thursday": 4, "thu": 4, "thur": 4, "thurs": 4, "thrusday": 4, "friday": 5, "fri": 5,
        "saturday": 6, "sat": 6, "sunday": 7, "sun": 7,
        "mondays": 1, "tuesdays": 2, "wednesdays": 3, "thursdays": 4, "fridays": 5, "saturdays": 6, "sundays": 7,
    ]
    /// Weekday words that are also ordinary words and need a date context.
    static let ambiguousWeekdays: Set<String> = ["sat", "sun", "tu", "wed"]

    /// Units of time, in seconds (months and years by the corpus convention: 30 and 365 days),
    /// with the calendar unit they step by.
    static let units: [String: TimeUnit] = {
        var table: [String: TimeUnit] = [:]
        for (unit, names) in [
            (TimeUnit.second, ["s", "sec", "secs", "second", "seconds"]),
            (.minute, ["m", "min", "mins", "minute", "minutes", "mn"]),
            (.hour, ["h", "hr", "hrs", "hour", "hours"]),
            (.day, ["d", "day", "days", "night", "nights", "day's"]),
            (.week, ["w", "wk", "wks", "week", "weeks", "week's"]),
            (.fortnight, ["fortnight", "fortnights", "fortnight's"]),
            (.month, ["mo", "mos", "month", "months"]),
            (.quarter, ["quarter", "quarters", "qtr", "qtrs"]),
            (.year, ["y", "yr", "yrs", "year", "years"]),
            (.decade, ["decade", "decades"]),
        ] {
            for name in names { table[name] = unit }
        }
        return table
    }()

    /// Units of measure and amounts that are not time ("1.5 kg", "2.5 oz", "1900 calories"): a
    /// number before one is a quantity, never a date or a year. Words that are also units of time
    /// ("m", "s") or ordinary words ("in", "st") are left out.
    static let measureWords: Set<String> = [
        "g", "gr", "gram", "grams", "gramme", "grammes", "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms",
        "mg", "milligram", "milligrams", "mcg", "lb", "lbs", "pound", "pounds", "oz", "ounce", "ounces", "stone",
        "ml", "millilitre", "millilitres", "milliliter", "milliliters", "l", "litre", "litres", "liter", "liters",
        "cl", "dl", "cup", "cups", "tbsp", "tablespoon", "tablespoons", "tsp", "teaspoon", "teaspoons",
        "pint", "pints", "quart", "quarts", "gallon", "gallons", "floz",
        "km", "kms", "kilometre", "kilometres", "kilometer", "kilometers", "mi", "mile", "miles", "cm", "mm",
        "metre", "metres", "meter", "meters", "ft", "feet", "foot", "inch", "inches", "yd", "yard", "yards",
        "kcal", "cal", "cals", "calorie", "calories", "kj", "steps", "reps", "servings", "serving", "portions",
        "percent", "%", "bpm", "mph", "kph", "degrees", "°", "°c", "°f", "usd", "eur", "gbp", "dollars", "euros", "bucks",
    ]

    static let numberWords: [String: Int] = [
        "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "a": 1, "an": 1,
    ]

    /// Words written together or misspelled, and the words they stand for: a deictic word run
    /// into its unit ("nextweek"), "mid" into a part of the day ("midmorning"), a doubled letter
    /// ("untill"). Each part takes its own letters of the span, the last the rest.
    static let fusedWords: [String: [String]] = {
        var table: [String: [String]] = ["untill": ["until"], "untl": ["until"], "tilll": ["till"]]
        for deictic in ["next", "last", "this"] {
            for unit in ["week", "month", "year", "weekend", "quarter"] { table[deictic + unit] = [deictic, unit] }
        }
        for part in ["morning", "afternoon", "evening", "night", "day", "week", "month", "year"] { table["mid" + part] = ["mid", part] }
        table["lastnight"] = ["last", "night"]
        // Weekdays, months and days misspelled the common ways: a letter dropped, doubled or
        // swapped ("wensday", "febuary", "saterday").
        let misspelled: [String: String] = [
            "wensday": "wednesday", "wendsday": "wednesday", "wednsday": "wednesday", "wedensday": "wednesday", "wednesay": "wednesday",
            "wendesday": "wednesday", "tuseday": "tuesday", "tusday": "tuesday", "teusday": "tuesday", "tuesdy": "tuesday",
            "thurday": "thursday", "thursady": "thursday", "thurdsay": "thursday", "firday": "friday", "fridy": "friday",
            "saterday": "saturday", "satruday": "saturday", "saturdy": "saturday", "satuday": "saturday", "sunady": "sunday",
            "monady": "monday", "janurary": "january", "januray": "january", "febuary": "february", "feburary": "february",
            "februrary": "february", "septmber": "september", "septemeber": "september", "agust": "august", "augst": "august",
            "ocotber": "october", "octobor": "october", "novemeber": "november", "novmber": "november", "decemeber": "december",
            "decmber": "december", "yesterady": "yesterday", "yesturday": "yesterday", "wekend": "weekend", "weeknd": "weekend",
            "weeekend": "weekend",
        ]
        for (wrong, right) in misspelled { table[wrong] = [right] }
        // "2pmTuesday", "9amtomorrow": am or pm run into the day after the time.
        let days = ["today", "tomorrow", "tonight", "monday", "mon", "tuesday", "tue", "tues", "wednesday", "wed",
                    "thursday", "thu", "thur", "thurs", "friday", "fri", "saturday", "sat", "sunday", "sun"]
        for meridiem in ["am", "pm"] {
            for day in days { table[meridiem + day] = [meridiem, day] }
        }
        table["midnight"] = nil
        table["midday"] = nil
        return table
    }()

    /// Words after which a weekday or month that would otherwise be a title word is read as a date.
    static let dateLeadIns: Set<String> = [
        "on", "by", "next", "this", "last", "every", "each", "until", "till", "til", "before", "after", "since",
        "from", "in", "during", "of", "coming", "past", "previous", "due", "for", "through", "thru", "to",
        "at", "early", "late", "mid", "end", "beginning", "start", "between", "and", "or", "around", "about",
    ]

    /// Words that may follow a date without making it a modifier of a noun ("friday and saturday",
    /// "friday at 5", "friday i'll ..."). A weekday followed by any other word ("sunday roast") is
    /// taken as part of a title.
    static let closedClassWords: Set<String> = [
        "the", "a", "an", "at", "on", "in", "by", "for", "from", "to", "till", "until", "and", "or", "but",
        "with", "before", "after", "around", "about", "between", "through", "this", "next", "last", "i",
        "we", "you", "he", "she", "they", "it", "is", "was", "will", "would", "should", "can", "could",
        "please", "so", "then", "if", "when", "that", "which", "as", "are", "be", "not", "also", "again",
        "morning", "afternoon", "evening", "night", "noon", "midnight", "tonight", "week", "weeks", "of",
        "i'll", "we'll", "let's", "lets", "instead", "only", "too", "am", "pm", "works", "ok", "okay", "latest",
        "early", "late", "mornings", "evenings", "nights", "afternoons", "is", "starting", "every", "each",
        "lunchtime", "lunch", "eod", "cob", "me", "us", "him", "her", "them", "my", "our", "your", "til",
        "thru", "now", "later", "earlier", "onwards", "onward", "rather", "maybe", "evng", "eve", "mid",
        // a second clause about the same thing: "pay rent friday remind me the day before"
        "remind", "notify",
    ]
}

/// A unit of time for durations and relative dates.
enum TimeUnit: Sendable {
    case second, minute, hour, day, week, fortnight, month, quarter, year, decade

    /// Seconds in one unit (months 30 days, years 365 days).
    var seconds: Double {
        switch self {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        case .day: return 86400
        case .week: return 604_800
        case .fortnight: return 1_209_600
        case .month: return 2_592_000
        case .quarter: return 7_776_000
        case .year: return 31_536_000
        case .decade: return 315_360_000
        }
    }

    var isCalendar: Bool { self == .day || self == .week || self == .fortnight || self == .month || self == .quarter || self == .year || self == .decade }

    var grain: TemporalGrain {
        switch self {
        case .second: return .second
        case .minute: return .minute
        case .hour: return .hour
        case .day: return .day
        case .week, .fortnight: return .week
        case .month: return .month
        case .quarter: return .quarter
        case .year, .decade: return .year
        }
    }
}

/// What the resolver knows about a word, looked up once per token so the grammar rules test
/// bits instead of hashing strings.
struct WordFlags: OptionSet, Sendable {
    let rawValue: UInt32
    /// The word can begin an expression; every other word is skipped at once.
    static let trigger = WordFlags(rawValue: 1 << 0)
    /// A number or ordinal word ("three", "twenty", "third", "a", "half").
    static let numberish = WordFlags(rawValue: 1 << 1)
    /// A word that is temporal by itself (month, weekday, unit, part of day, today ...).
    static let temporal = WordFlags(rawValue: 1 << 2)
    /// A function word or temporal word that may follow a date without making it a title.
    static let closedClass = WordFlags(rawValue: 1 << 3)
    static let dateLeadIn = WordFlags(rawValue: 1 << 4)
    /// A function word that starts an expression only before a stronger word ("in 3 days").
    static let weak = WordFlags(rawValue: 1 << 5)
}

extension Lexicon {
    /// Function words among the triggers; see `TemporalParser.canStart`.
    static let weakWords: Set<String> = [
        "the", "a", "an", "on", "at", "in", "for", "by", "from", "between", "until", "till", "til", "before",
        "after", "since", "within", "starting", "during", "around", "about", "approximately", "approx", "roughly", "up", "prior",
        "thru", "through", "as", "all", "whole", "full", "entire", "another", "no", "not", "right", "st",
        "saint", "half", "couple", "few", "several", "bi", "semi", "q", "h", "once", "current", "rest", "more", "less", "to",
    ]

    static let triggerWords: Set<String> = [
        "every", "each", "evey", "once", "the", "on", "at", "in", "by", "from", "between", "until", "till", "til",
        "before", "after", "since", "within", "starting", "during", "for", "around", "about", "approximately",
        "approx", "roughly", "noon", "midnight", "midday", "mid-day", "noonish", "tonight", "tonite", "tonigh", "now", "right",
        "overmorrow", "day", "week", "weekend", "weekends", "weekdays", "q", "h", "semi", "semiannually",
        "semiannual", "bi", "mid", "up", "prior", "thru", "through", "eod", "current", "this", "next", "last",
        "coming", "upcoming", "previous", "past", "following", "quarter", "year", "month", "beginning", "start",
        "begining", "middle", "end", "early", "late", "later", "earlier", "rest", "daily", "everyday", "nightly",
        "weekly", "fortnightly", "biweekly", "monthly", "bimonthly", "quarterly", "yearly", "annually", "annual",
        "hourly", "mornings", "evenings", "afternoons", "nights", "couple", "few", "several", "half", "a", "an",
        "workday", "workdays", "business", "working", "work", "fourth", "4th", "every-other", "st", "saint",
        "eow", "eom", "eoy", "bow", "bom", "boy", "asap", "as", "another", "all", "whole", "full", "entire", "year",
        "soon", "no", "not", "earlier", "sooner", "possible", "anytime", "present", "moment", "twice", "thrice",
        "more", "less", "to", "date", "final", "latter", "same", "cob", "eob", "close",
    ]
}

extension Lexicon {
    /// Flags of every word the resolver knows; unknown words have none.
    static let flags: [String: WordFlags] = {
        var table: [String: WordFlags] = Dictionary(minimumCapacity: 1_024)
        func add(_ words: some Sequence<String>, _ f: WordFlags) {
            for w in words { table[w, default: []].formUnion(f) }
        }
        let numberWords = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
                           "twelve", "thirteen", "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen",
                           "twenty", "thirty", "forty", "fourty", "fifty", "sixty", "seventy", "eighty", "ninety",
                           "hundred", "thousand", "a", "an", "half", "couple", "few", "several", "dozen",
                           "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
                           "eleventh", "twelfth", "thirteenth", "fourteenth", "fifteenth", "sixteenth", "seventeenth",
                           "eighteenth", "nineteenth", "twentieth", "thirtieth"]
        add(numberWords, [.numberish, .trigger])
        add(months.keys, [.temporal, .trigger])
        add(weekdays.keys, [.temporal, .trigger])
        add(units.keys, [.temporal, .trigger])
        add(PartOfDay.words.keys, [.temporal, .trigger])
        add(TemporalParser.todayWords, [.temporal, .trigger])
        add(TemporalParser.tomorrowWords, [.temporal, .trigger])
        add(TemporalParser.yesterdayWords, [.temporal, .trigger])
        add(["tom"], [.trigger])
        add(["noon", "midnight", "tonight", "eod"], [.temporal, .trigger])
        add(triggerWords, [.trigger])
        add(HolidayTable.firstWords, [.trigger])
        add(["season"], [.trigger])  // "current season" (`TemporalParser.holiday`)
        add(TemporalParser.holidayLeadWords, [.trigger])
        add(TemporalParser.decadeWords.keys, [.trigger])
        add(TemporalParser.activityWords, [.trigger])
        add(closedClassWords, [.closedClass])
        add(dateLeadIns, [.dateLeadIn])
        add(weakWords, [.weak])
        return table
    }()
}
