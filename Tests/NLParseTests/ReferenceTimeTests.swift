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
