/// Time zones written after a clock time: "5pm EST", "9:00 UTC", "10:30 +05:30", "8am GMT+2".
/// A clock in another zone is converted to the context's zone; nothing else changes zone.
extension TemporalParser {
    /// Fixed offsets, in seconds, of the abbreviations people write. Daylight variants are their
    /// own entries ("EDT"); "ET"/"PT" without S/D are read as standard time.
    static let zoneOffsets: [String: Int] = [
        "utc": 0, "gmt": 0, "z": 0, "zulu": 0, "wet": 0, "bst": 3600, "ist": 19800, "cet": 3600, "cest": 7200,
        "eet": 7200, "eest": 10800, "msk": 10800, "jst": 32400, "kst": 32400, "hkt": 28800, "sgt": 28800,
        "aest": 36000, "aedt": 39600, "acst": 34200, "awst": 28800, "nzst": 43200, "nzdt": 46800,
        "est": -18000, "edt": -14400, "et": -18000, "cst": -21600, "cdt": -18000, "ct": -21600,
        "mst": -25200, "mdt": -21600, "mt": -25200, "pst": -28800, "pdt": -25200, "pt": -28800,
        "akst": -32400, "akdt": -28800, "hst": -36000, "brt": -10800, "art": -10800,
    ]

    func timeZone(at i: Int) -> Found<Int>? {
        var j = i
        if isWord(j, "in") && isWord(j + 1, in: .timeZone) { j += 1 }
        var base = 0
        var sawName = false
        if isWord(j, in: .timeZone), let w = word(j), let offset = TemporalParser.zoneOffsets[w] {
            // "z" only touching a time ("0900Z"); "et"/"pt"/"mt"/"ct" are also words.
            if w == "z" && !touching(j) { return nil }
            if isWord(j, in: ["et", "pt", "mt", "ct", "art"]) && !(token(j)?.capitalized == true) { return nil }
            base = offset
            sawName = true
            j += 1
        }
        // "+05:30", "-0800", "GMT+2", "UTC-5"
        if isSymbol(j, "+") || isDash(j), isNumber(j + 1), touching(j + 1), let n = number(j + 1) {
            let sign = isSymbol(j, "+") ? 1 : -1
            var hours = n
            var minutes = 0
            var end = j + 2
            if digitCount(j + 1) == 4 { hours = n / 100; minutes = n % 100 }
            else if isSymbol(end, ":"), touching(end), isNumber(end + 1), let m = number(end + 1) { minutes = m; end += 2 }
            guard hours <= 14, minutes < 60, digitCount(j + 1) != 3 else { return nil }
            // A bare "+2" after a time is too loose; it needs a zone name or two-digit hours.
            guard sawName || digitCount(j + 1) >= 2 else { return nil }
            return Found(value: base + sign * (hours * 3600 + minutes * 60), end: end)
        }
        return sawName ? Found(value: base, end: j) : nil
    }
}
