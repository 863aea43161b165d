import Foundation
@testable import Temporal

/// The fixed "now" every test resolves against: Wednesday 2026-01-07 09:00 in New York.
enum Fixture {
    static let zone = TimeZone(identifier: "America/New_York")!
    static let now = isoDate("2026-01-07T09:00:00-05:00")

    static func resolver(prefersFuture: Bool = true, dateOrder: TemporalContext.DateOrder = .monthDay, now: Date = Fixture.now) -> TemporalResolver {
        TemporalResolver(context: TemporalContext(now: now, timeZone: zone, dateOrder: dateOrder, prefersFuture: prefersFuture))
    }

    static func isoDate(_ text: String) -> Date {
        let formatter = ISO8601DateFormatter()
        formatter.formatOptions = [.withInternetDateTime]
        return formatter.date(from: text)!
    }

    /// The single entity of `text`, or nil when there is not exactly one.
    static func one(_ text: String, prefersFuture: Bool = true, dateOrder: TemporalContext.DateOrder = .monthDay) -> TemporalEntity? {
        let found = resolver(prefersFuture: prefersFuture, dateOrder: dateOrder).entities(in: text)
        return found.count == 1 ? found[0] : nil
    }

    /// The record value of the single entity, as its JSON string form ("2026-01-09T17:00:00-05:00").
    static func value(_ text: String, prefersFuture: Bool = true, dateOrder: TemporalContext.DateOrder = .monthDay) -> String? {
        guard let entity = one(text, prefersFuture: prefersFuture, dateOrder: dateOrder) else { return nil }
        return entity.record(in: zone).value.description
    }
}
