import Foundation
import Testing
@testable import Temporal

@Test func recordsHaveTheCorpusShape() throws {
    let text = "friday 5pm for 30 min every monday at 9"
    let records = Fixture.resolver().entities(in: text).map { $0.record(in: Fixture.zone) }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let json = String(decoding: try encoder.encode(records), as: UTF8.self)
    #expect(json.contains(#""type":"datetimerange""#))
    #expect(json.contains(#""value":{"end":"2026-01-09T17:30:00-05:00","start":"2026-01-09T17:00:00-05:00"}"#))
    #expect(json.contains(#""type":"set""#))
    #expect(json.contains(#""value":"XXXX-WXX-1T09""#))
}

@Test func openRangesHaveOneKey() throws {
    let record = try #require(Fixture.one("until friday")).record(in: Fixture.zone)
    let json = String(decoding: try JSONEncoder().encode(record.value), as: UTF8.self)
    #expect(json == #"{"end":"2026-01-10"}"#)
}

@Test func durationsAreSeconds() throws {
    let record = try #require(Fixture.one("90 min")).record(in: Fixture.zone)
    let json = String(decoding: try JSONEncoder().encode(record.value), as: UTF8.self)
    #expect(json == "5400")
}

@Test func iso8601UsesTheZoneOffset() {
    let date = Fixture.isoDate("2026-07-04T12:00:00Z")
    #expect(TemporalFormat.iso8601(date, in: Fixture.zone) == "2026-07-04T08:00:00-04:00")
    #expect(TemporalFormat.iso8601(date, in: TimeZone(secondsFromGMT: 19800)!) == "2026-07-04T17:30:00+05:30")
}
