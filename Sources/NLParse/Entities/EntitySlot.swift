import Temporal

/// Slot types filled by one entity: every `EntityType`, plus `timespan`, a datetime that is a
/// span of clock time with both ends ("3-4pm", "next tuesday from 2 to 3pm"). A span like that
/// is what an appointment is given, so "dentist next tuesday 3-4pm" can be an event without a
/// verb while "milk tomorrow" is not.
///
/// In the matcher's subject a timespan stands as its own marker; a `datetime` slot takes both.
enum EntitySlot {
    static let timespan = "timespan"
    static let timespanMarker: Unicode.Scalar = "\u{E008}"

    /// The markers a slot of `type` matches; nil when the type is not filled by an entity.
    static func markers(_ type: String) -> [Unicode.Scalar]? {
        if type == timespan { return [timespanMarker] }
        guard let entity = EntityType(rawValue: type) else { return nil }
        return entity == .datetime ? [entity.marker, timespanMarker] : [entity.marker]
    }
}

extension Entity {
    /// The marker this entity stands as in the matcher's subject.
    var subjectMarker: Unicode.Scalar {
        isTimespan ? EntitySlot.timespanMarker : type.marker
    }

    /// A datetime with a start and an end written as clock times ("3-4pm", "from 6 to 7:30").
    /// A window counted from now ("the last 6 hours", "the next hour") has times too, but no
    /// clock written, and is no appointment.
    var isTimespan: Bool {
        guard type == .datetime, case .temporal(let temporal) = value else { return false }
        switch temporal.value {
        case .clockRange(.some, .some), .range(.some, .some, grain: ..<TemporalGrain.day):
            let folded = text.lowercased()
            return Self.clockSigns.contains { folded.contains($0) }
        default:
            return false
        }
    }

    private static let clockSigns = ["am", "pm", "a.m", "p.m", ":", "noon", "midnight", "o'clock", "oclock"]
}
