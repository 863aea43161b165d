@testable import AskTools
import Foundation
import Testing
@testable import Temporal

/// A developer aid: `TEMPORAL_PROBE="friday 5pm|in 3 days" swift test --filter probe` prints what
/// the resolver finds (against the fixture's now, or `TEMPORAL_PROBE_NOW`). Does nothing otherwise.
@Test func probe() {
    guard let probe = ProcessInfo.processInfo.environment["TEMPORAL_PROBE"] else { return }
    var now = Fixture.now
    var zone = Fixture.zone
    if let ref = ProcessInfo.processInfo.environment["TEMPORAL_PROBE_NOW"], let parsed = ReferenceTime.parse(ref) {
        now = parsed.now
        zone = parsed.zone
    }
    let future = ProcessInfo.processInfo.environment["TEMPORAL_PROBE_PAST"] == nil
    let resolver = TemporalResolver(context: TemporalContext(now: now, timeZone: zone, prefersFuture: future))
    for text in probe.split(separator: "|") {
        let found = resolver.entities(in: String(text))
        print("PROBE \(text) ->", found.map { "\($0.type.rawValue) [\($0.text)] = \($0.record(in: zone).value)\($0.note.map { " note: \($0)" } ?? "")" })
    }
}
