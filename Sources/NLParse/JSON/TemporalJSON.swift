import Foundation
import Temporal

/// Temporal values in JSON, exactly as the temporal record format writes them (the `Temporal`
/// module owns that format; this only maps it onto `JSONValue`).
enum TemporalJSON {
    static func value(_ entity: TemporalEntity, in zone: TimeZone) -> JSONValue {
        switch entity.record(in: zone).value {
        case .text(let text): .string(text)
        case .seconds(let seconds): .number(seconds)
        case .range(let start, let end):
            .object([("start", start.map(JSONValue.string)), ("end", end.map(JSONValue.string))].compactMap { key, value in value.map { (key, $0) } })
        }
    }
}
