import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("30 min", 1800.0), ("2h", 7200), ("90 min", 5400), ("1.5 hours", 5400), ("an hour and a half", 5400),
    ("for 45 minutes", 2700), ("half an hour", 1800), ("1h30m", 5400), ("2 days", 172_800), ("a week", 604_800),
])
func durations(text: String, seconds: Double) throws {
    let entity = try #require(Fixture.one(text))
    #expect(entity.type == .duration)
    #expect(entity.value == .duration(seconds: seconds))
}

@Test func aDurationIsNeverAPointInTime() throws {
    let entity = try #require(Fixture.one("block 2 hours for review"))
    #expect(entity.type == .duration)
    #expect(entity.text == "2 hours")
}
