import Foundation
import Testing
@testable import Temporal

@Test(arguments: [
    ("5pm EST", "2026-01-07T17:00:00-05:00"), ("5pm PST", "2026-01-07T20:00:00-05:00"),
    ("9:00 UTC", "2026-01-08T04:00:00-05:00"), ("friday 10:30 +05:30", "2026-01-09T00:00:00-05:00"),
    ("friday 8am GMT+2", "2026-01-09T01:00:00-05:00"),
])
func zonesConvertIntoTheContextZone(text: String, expected: String) {
    #expect(Fixture.value(text) == expected)
}

@Test func dstIsHonouredForTheContextZone() {
    // July in New York is EDT (-04:00).
    #expect(Fixture.value("july 4 at 9pm") == "2026-07-04T21:00:00-04:00")
}
