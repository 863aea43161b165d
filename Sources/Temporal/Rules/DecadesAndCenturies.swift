/// Decades and centuries: "the 2000s", "the 70s", "the nineteen seventies", "the noughties",
/// "the 21st century".
extension TemporalParser {
    /// "the 2000s", "1970's", "the 70s", "'80s".
    func decade(at i: Int) -> Found<Component>? {
        guard let n = number(i), n % 10 == 0, digitCount(i) == 4 || digitCount(i) == 2 else { return nil }
        var j = i + 1
        if isSymbol(j, "'") || isSymbol(j, "\u{2019}") { j += 1 }
        // "1990s", "1990's", and four digits with the "s" apart ("1990 s"; "90 s" is seconds).
        guard isWord(j, "s"), touching(j) || digitCount(i) == 4 && j == i + 1 else { return nil }
        let year = digitCount(i) == 4 ? n : 1900 + n
        guard year >= 1000 && year <= 2990 else { return nil }
        let start = CivilDay(year: year, month: 1, day: 1)
        return Found(value: .period(start, start.adding(years: 10), .year), end: j + 1)
    }

    /// "the seventies", "the nineteen seventies", "the twenty-tens", "the noughties". A bare
    /// decade word needs "the" before it: "in her seventies" is an age.
    func spelledDecade(at i: Int) -> Found<Component>? {
        var j = i
        var century: Int?
        if isWord(j, "nineteen") { century = 1900; j += 1 } else if isWord(j, "twenty") { century = 2000; j += 1 }
        else if isWord(j, "eighteen") { century = 1800; j += 1 }
        else if isWord(j, "two"), isWord(j + 1, "thousand") {
            // "the two thousand and tens"; "the two thousands" is its first decade (below).
            century = 2000
            j += 2
            if isWord(j, "and") { j += 1 }
        } else if isWord(j, "two"), isWord(j + 1, "thousands"), isWord(i - 1, "the") {
            let start = CivilDay(year: 2000, month: 1, day: 1)
            return Found(value: .period(start, start.adding(years: 10), .year), end: j + 2)
        }
        if century != nil, isDash(j), touching(j) { j += 1 }
        guard isWord(i - 1, "the"), let w = word(j), let tens = TemporalParser.decadeWords[w] else { return nil }
        // "the noughties" and "the tens" name the decade of the 2000s unless a century is said.
        let year = century.map { $0 + tens } ?? (tens == 0 ? 2000 : self.century(tens))
        let start = CivilDay(year: year, month: 1, day: 1)
        return Found(value: .period(start, start.adding(years: 10), .year), end: j + 1)
    }

    static let decadeWords: [String: Int] = [
        "noughties": 0, "aughts": 0, "tens": 10, "twenties": 20, "thirties": 30, "forties": 40, "fifties": 50,
        "sixties": 60, "seventies": 70, "eighties": 80, "nineties": 90,
    ]

    /// "the 21st century", "19th century": a hundred years from the century's first year (2000,
    /// as people count it, not 2001).
    func ordinalCentury(at i: Int) -> Found<Component>? {
        guard isNumber(i), let n = number(i), (1...30).contains(n), isOrdinal(i), isWord(i + 2, "century") else { return nil }
        let start = CivilDay(year: (n - 1) * 100, month: 1, day: 1)
        return Found(value: .period(start, start.adding(years: 100), .year), end: i + 3)
    }
}
