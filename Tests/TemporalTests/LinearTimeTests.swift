import Foundation
import Testing
@testable import Temporal

/// Long inputs must finish: every rule looks ahead a bounded number of tokens. (The timing itself
/// is measured in the benchmark package, not asserted here.)
@Test(arguments: [
    String(repeating: "7", count: 100_000), String(repeating: " ", count: 100_000),
    String(repeating: "next ", count: 20_000), String(repeating: "2 days after ", count: 8_000),
    String(repeating: "from 3 to ", count: 10_000), String(repeating: "every ", count: 20_000), String(repeating: "on ", count: 30_000),
])
func longInputsComplete(text: String) {
    _ = Fixture.resolver().entities(in: text)
}
