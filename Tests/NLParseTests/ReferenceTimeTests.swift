import Foundation
@testable import NLParse
import Testing

/// Issue 26: 35 or more fraction digits made Foundation's ISO-8601 reader fault (SIGFPE).
struct ReferenceTimeTests {
    @Test func fractionsUpToNanosecondsAreRead() throws {
        let (date, zone) = try ReferenceTime.read("2026-01-07T09:00:00.123456789-05:00").get()
        #expect(zone.secondsFromGMT() == -5 * 3600)
        #expect(abs(date.timeIntervalSince1970 - 1_767_794_400.123) < 0.001)
    }

    @Test(arguments: [10, 35, 40, 1000])
    func longerFractionsAreRefusedBeforeFoundationSeesThem(digits: Int) {
        let text = "2026-01-07T09:00:00." + String(repeating: "1", count: digits) + "-05:00"
        #expect(throws: ReferenceTime.Problem.tooManyFractionDigits(digits)) { try ReferenceTime.read(text).get() }
        #expect(ReferenceTime.parse(text) == nil)
    }

    @Test func aTimeWithoutOffsetIsNotOne() {
        #expect(throws: ReferenceTime.Problem.notISO8601) { try ReferenceTime.read("2026-01-07T09:00:00").get() }
    }
}

/// The arithmetic reader of the usual shape agrees with Foundation's ISO-8601 formatter.
struct PlainReferenceTimeTests {
    @Test func readsAsTheFormatterDoes() throws {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        var generator = SystemRandomNumberGenerator()
        var texts = ["2026-01-07T09:00:00-05:00", "2024-02-29T23:59:59Z", "1970-01-01T00:00:00Z", "1600-03-01T00:00:00+14:00",
                     "9999-12-31T23:59:59-12:00", "2000-02-29T12:30:00+05:30", "1900-03-01T00:00:00+00:00"]
        for _ in 0..<500 {
            let year = Int.random(in: 1600...9999, using: &generator), month = Int.random(in: 1...12, using: &generator)
            let day = Int.random(in: 1...28, using: &generator), hour = Int.random(in: 0...23, using: &generator)
            let offset = Int.random(in: -14...14, using: &generator)
            texts.append(String(format: "%04d-%02d-%02dT%02d:%02d:%02d%@%02d:%02d", year, month, day, hour, Int.random(in: 0...59, using: &generator),
                                Int.random(in: 0...59, using: &generator), offset < 0 ? "-" : "+", abs(offset), [0, 30, 45].randomElement(using: &generator)!))
        }
        for text in texts {
            let plain = try #require(ReferenceTime.readPlain(text), "\(text)")
            #expect(plain.0 == formatter.date(from: text), "\(text)")
            #expect(plain.1.secondsFromGMT() == ReferenceTime.offsetSeconds(text), "\(text)")
        }
        // Shapes it leaves to the formatter.
        for text in ["2026-02-30T09:00:00Z", "2026-01-07T24:00:00Z", "2026-01-07T09:00:00.5Z", "2026-01-07 09:00:00Z", "2026-1-07T09:00:00Z", "2026-01-07T09:00:60Z", "1500-01-01T00:00:00Z"] {
            #expect(ReferenceTime.readPlain(text) == nil, "\(text)")
        }
    }
}
