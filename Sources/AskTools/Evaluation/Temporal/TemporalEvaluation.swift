import Corpora
import Foundation
import Temporal

/// Scores the resolver on temporal corpus files with the corpus README's matching rule.
///
/// Per row: the reference time is the row's `ref` (naive refs are read as UTC wall-clock time,
/// refs with an offset in that offset), `en_GB`-style locales read numeric dates day first, and
/// `prefersFuture` is the resolver's default (on) unless the row's `forwardDate` option says
/// otherwise. The main expression is the expected entity with the longest span; our entity
/// overlapping it most is compared at the expectation's precision (date, clock time, or date and time). STRICT also needs the same shape
/// (point, range, duration, set) and, for ranges, both ends, where an end may be exclusive or
/// inclusive (one unit apart). LENIENT compares only the start.
///
/// `split` scores one side of the fixed corpus split (`CorpusSplit`, by the row's text): misses
/// are read on *tune* only, and *check* is reported.
public enum TemporalEvaluation {
    /// Runs every file and returns the report. Throws when a file cannot be read.
    public static func run(files: [String], missLimit: Int = 12, split: CorpusSplit? = nil) throws -> TemporalEvaluationReport {
        var scores: [TemporalEvaluationReport.FileScore] = []
        // Warm the lexicon tables once so the first timed sentence does not pay for building them.
        _ = TemporalResolver(context: TemporalContext(now: Date(), timeZone: TimeZone(secondsFromGMT: 0)!)).entities(in: "next friday at 5pm")
        for path in files {
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            scores.append(score(file: path, data: data, missLimit: missLimit, split: split))
        }
        return TemporalEvaluationReport(files: scores)
    }

    static func score(file: String, data: Data, missLimit: Int, split: CorpusSplit? = nil) -> TemporalEvaluationReport.FileScore {
        let decoder = JSONDecoder()
        var result = TemporalEvaluationReport.FileScore(file: (file as NSString).lastPathComponent)
        var micros: [Double] = []
        var byType: [TemporalType: (rows: Int, strict: Int, lenient: Int)] = [:]
        for line in data.split(separator: UInt8(ascii: "\n")) where !line.isEmpty {
            guard let row = try? decoder.decode(CorpusRow.self, from: Data(line)),
                  let ref = ReferenceTime.parse(row.ref) else {
                result.unreadable += 1
                continue
            }
            if let split, CorpusSplit.of(row.text) != split { continue }
            let locale = row.locale ?? "en"
            let dayFirst = ["en_GB", "en_AU", "en_NZ", "en_IE", "en_IN", "en_ZA", "en_JM", "en_TT", "en_BZ"].contains(locale)
            // One semantics for every file: the resolver's default (scheduling, future-preferring);
            // only the row's own `forwardDate` option can change it. The file name never does.
            let forward = row.options?["forwardDate"] ?? true
            let context = TemporalContext(now: ref.now, timeZone: ref.zone, dateOrder: dayFirst ? .dayMonth : .monthDay,
                                          prefersFuture: forward)
            var regional = context
            if let underscore = locale.firstIndex(of: "_") { regional.holidayRegion = String(locale[locale.index(after: underscore)...]) }
            let resolver = TemporalResolver(context: regional)
            // The fastest of three runs: this machine is shared, and a run preempted by another
            // process says nothing about the resolver.
            var entities: [TemporalEntity] = []
            var best = UInt64.max
            for _ in 0..<3 {
                let started = DispatchTime.now().uptimeNanoseconds
                entities = resolver.entities(in: row.text)
                best = min(best, DispatchTime.now().uptimeNanoseconds - started)
            }
            micros.append(Double(best) / 1000)

            result.rows += 1
            guard let main = row.expect.max(by: { ($0.span?.count ?? 0) < ($1.span?.count ?? 0) }) else {
                result.negatives += 1
                if !entities.isEmpty {
                    result.falsePositives += 1
                    if result.misses.count < missLimit {
                        result.misses.append(.init(text: row.text, expected: "(nothing)", got: describe(entities.first!, zone: ref.zone)))
                    }
                }
                continue
            }
            result.positives += 1
            let verdict = judge(main, text: row.text, entities: entities, zone: ref.zone)
            var t = byType[main.type] ?? (0, 0, 0)
            t.rows += 1
            if verdict.strict { result.strict += 1; t.strict += 1 }
            if verdict.lenient { result.lenient += 1; t.lenient += 1 }
            byType[main.type] = t
            if !verdict.strict {
                result.allMisses += 1
                if result.misses.count < missLimit {
                    result.misses.append(.init(text: row.text + (locale == "en" ? "" : " [\(locale)]"), expected: "\(main.type.rawValue) \(main.span ?? "?") = \(describe(main.value))",
                                               got: verdict.got))
                }
            }
        }
        micros.sort()
        if !micros.isEmpty {
            result.medianMicros = micros[micros.count / 2]
            result.p99Micros = micros[min(micros.count - 1, Int(Double(micros.count) * 0.99))]
            result.maxMicros = micros[micros.count - 1]
        }
        result.strictAccuracy = result.positives == 0 ? 0 : Double(result.strict) / Double(result.positives)
        result.lenientAccuracy = result.positives == 0 ? 0 : Double(result.lenient) / Double(result.positives)
        result.falsePositiveRate = result.negatives == 0 ? 0 : Double(result.falsePositives) / Double(result.negatives)
        result.types = TemporalType.allCases.compactMap { type in
            byType[type].map { .init(type: type, rows: $0.rows, strict: $0.strict, lenient: $0.lenient) }
        }
        return result
    }

    /// Strict and lenient verdicts for one expectation against what we found.
    static func judge(_ expected: CorpusRow.Expectation, text: String, entities: [TemporalEntity], zone: TimeZone)
        -> (strict: Bool, lenient: Bool, got: String) {
        var span: Range<Int>?
        if let s = expected.start, let e = expected.end { span = s..<e }
        else if let s = expected.span, let r = text.range(of: s) {
            let start = text.unicodeScalars.distance(from: text.unicodeScalars.startIndex, to: r.lowerBound)
            span = start..<(start + s.unicodeScalars.count)
        }
        guard let span else { return (false, false, "(no span)") }
        let best = entities.max { overlap($0.range, span) < overlap($1.range, span) }
        guard let ours = best, overlap(ours.range, span) > 0 else { return (false, false, "(nothing)") }
        let got = describe(ours, zone: zone)
        guard let value = expected.value else { return (false, false, got) }

        let ourShape = shape(ours.type)
        var sameShape = ourShape == shape(expected.type)
        // Duckling writes a week, month, quarter or year as a `date` at that grain: a date range
        // starting there is the same thing.
        if expected.type == .date, let grain = expected.grain, grain > .day, ours.type == .daterange { sameShape = true }
        let bounds = wallBounds(of: ours, zone: zone)

        switch value {
        case .number(let seconds):
            guard case .duration(let ourSeconds) = ours.value else { return (false, false, got) }
            let ok = abs(ourSeconds - seconds) < 1
            return (ok, ok, got)
        case .text(let s):
            if expected.type == .set {
                guard case .recurrence(let r) = ours.value else { return (false, false, got) }
                return (r.timex == s, true, got)
            }
            guard let point = ExpectedPoint(s, grain: expected.grain), let start = bounds.start else { return (false, false, got) }
            let ok = point.matches(start, tolerances: [])
            return (ok && sameShape, ok, got)
        case .range(let s, let e):
            let tolerances = [1, 60, 86400] + (expected.grain.map { [unitSeconds($0)] } ?? [])
            let startOK: Bool
            if let s {
                guard let p = ExpectedPoint(s, grain: expected.grain), let ourStart = bounds.start else { return (false, false, got) }
                startOK = p.matches(ourStart, tolerances: [])
            } else {
                startOK = bounds.start == nil
            }
            var endOK: Bool
            if let e {
                if let p = ExpectedPoint(e, grain: expected.grain), let ourEnd = bounds.end {
                    endOK = p.matches(ourEnd, tolerances: tolerances)
                } else {
                    endOK = false
                }
            } else {
                endOK = bounds.end == nil || !bounds.isRange
            }
            // Lenient: the start alone (or the end of an end-only range).
            let lenient = s != nil ? startOK : endOK
            if !bounds.isRange { endOK = false }
            return (startOK && endOK && sameShape, lenient, got)
        case .other:
            return (false, false, got)
        }
    }

    static func overlap(_ a: Range<Int>, _ b: Range<Int>) -> Int {
        max(0, min(a.upperBound, b.upperBound) - max(a.lowerBound, b.lowerBound))
    }

    static func shape(_ type: TemporalType) -> Int {
        switch type {
        case .date, .time, .datetime: return 0
        case .daterange, .timerange, .datetimerange: return 1
        case .duration: return 2
        case .set: return 3
        }
    }

    static func unitSeconds(_ grain: TemporalGrain) -> Int {
        switch grain {
        case .second: return 1
        case .minute: return 60
        case .hour: return 3600
        case .day: return 86400
        case .week: return 604_800
        case .month: return 86400 * 31
        case .quarter: return 86400 * 92
        case .year: return 86400 * 366
        }
    }

    /// Our entity's start and end as wall-clock readings in the row's zone.
    static func wallBounds(of entity: TemporalEntity, zone: TimeZone) -> (start: LocalDateTime?, end: LocalDateTime?, isRange: Bool) {
        let epoch = CivilDay(year: 1970, month: 1, day: 1)
        func clock(_ c: ClockTime?) -> LocalDateTime? {
            c.map { LocalDateTime(day: epoch, hour: $0.hour, minute: $0.minute, second: $0.second) }
        }
        switch entity.value {
        case .instant(let d, _): return (LocalDateTime(d, in: zone), nil, false)
        case .clock(let c): return (clock(c), nil, false)
        case .range(let s, let e, _): return (s.map { LocalDateTime($0, in: zone) }, e.map { LocalDateTime($0, in: zone) }, true)
        case .clockRange(let s, let e): return (clock(s), clock(e), true)
        case .duration, .recurrence: return (nil, nil, false)
        }
    }

    static func describe(_ entity: TemporalEntity, zone: TimeZone) -> String {
        "\(entity.type.rawValue) \(entity.text) = \(entity.record(in: zone).value.description)"
    }

    static func describe(_ value: CorpusRow.ExpectedValue?) -> String {
        switch value {
        case .text(let s)?: return s
        case .number(let n)?: return String(n)
        case .range(let s, let e)?: return "{start: \(s ?? "-"), end: \(e ?? "-")}"
        default: return "?"
        }
    }
}
