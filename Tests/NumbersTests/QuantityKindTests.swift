import Testing
@testable import Numbers

/// The one conversion from a parsed number to a count or amount (issue 26).
struct QuantityKindTests {
    @Test func valuesInsideTheRangeAreKept() throws {
        #expect(try QuantityKind.items.amount(2.5) == 2.5)
        #expect(try QuantityKind.position.count(3) == 3)
        #expect(try QuantityKind.points.count(29.6) == 30)
        #expect(try QuantityKind.percent.amount(100) == 100)
        #expect(try QuantityKind.minutes.count(0) == 0)
    }

    @Test(arguments: [
        (QuantityKind.items, 9_223_372_036_854_775_807.0), (.items, -1), (.position, 0), (.position, -2), (.position, 1.5),
        (.minutes, 1441), (.grams, 4.5e18), (.points, 100_001), (.percent, 9_223_372_036_854_775_807.0), (.percent, -5),
        (.items, .nan), (.grams, .infinity),
    ])
    func valuesOutsideTheRangeAreRefused(kind: QuantityKind, value: Double) {
        #expect(throws: QuantityOutOfRange.self) { _ = try kind.count(value) }
        #expect(throws: QuantityOutOfRange.self) { _ = try kind.amount(value) }
    }

    @Test func theRefusalSaysTheRangeAndTheValue() {
        #expect(QuantityOutOfRange(kind: .percent, value: 9_223_372_036_854_775_807).description
                == "A percentage can be 0 to 100%; 9.223372036854776e+18% is outside that.")
        #expect(QuantityOutOfRange(kind: .grams, value: 4.5e18).description
                == "An amount of food can be 0 to 50000 g; 4.5e+18 g is outside that.")
        #expect(QuantityOutOfRange(kind: .position, value: -2).description == "An item number can be 1 to 1000000; -2 is outside that.")
    }
}
