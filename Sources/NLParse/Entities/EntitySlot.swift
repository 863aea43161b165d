import Foundation
import Temporal
import Text

/// Slot types filled by one entity: every `EntityType`, plus `timespan`, a datetime that is a
/// span of clock time with both ends ("3-4pm", "next tuesday from 2 to 3pm"). A span like that
/// is what an appointment is given, so "dentist next tuesday 3-4pm" can be an event without a
/// verb while "milk tomorrow" is not.
///
/// And `later`, a datetime that is not the present moment: "call mom tomorrow" is an errand to
/// keep, "call mom now" a request to do it at once.
///
/// And `clocked`, a datetime at a time of day ("9am tomorrow", "friday at 3"), not said as a
/// possessive: what a quick-add line with no verb needs to be an appointment ("tomorrow 9am gym"),
/// while "tomorrow's meeting" names one.
///
/// In the matcher's subject a timespan, a clocked time and the present moment stand as markers of
/// their own; a `datetime` slot takes all four, `later` all but the present.
package enum EntitySlot {
    static let timespan = "timespan"
    static let later = "later"
    /// A date of something done ("what did I eat on {when:past}"): filled as `datetime`, but a day
    /// the resolver read ahead, as scheduling does, is the last such day (`pastReading`).
    static let past = "past"
    static let clocked = "clocked"
    /// Distinct from every `EntityType.marker` (a shared one let a preset slot take "3-4pm").
    static let timespanMarker: Unicode.Scalar = "\u{E009}"
    static let presentMarker: Unicode.Scalar = "\u{E00A}"
    static let clockedMarker: Unicode.Scalar = "\u{E00E}"
    static let types: Set<String> = [timespan, later, past, clocked]

    /// The markers a slot of `type` matches; nil when the type is not filled by an entity.
    package static func markers(_ type: String) -> [Unicode.Scalar]? {
        if type == timespan { return [timespanMarker] }
        if type == clocked { return [clockedMarker] }
        if type == later { return [EntityType.datetime.marker, timespanMarker, clockedMarker] }
        if type == past { return [EntityType.datetime.marker, timespanMarker, clockedMarker, presentMarker] }
        guard let entity = EntityType(rawValue: type) else { return nil }
        return entity == .datetime ? [entity.marker, timespanMarker, clockedMarker, presentMarker] : [entity.marker]
    }

    /// The slot types an entity can fill.
    static func types(of entity: Entity) -> [String] {
        if entity.isTimespan { return [timespan, later, EntityType.datetime.rawValue, past] }
        if entity.isClocked { return [clocked, later, EntityType.datetime.rawValue, past] }
        if entity.type == .datetime, !entity.isPresent { return [EntityType.datetime.rawValue, later, past] }
        if entity.type == .datetime { return [EntityType.datetime.rawValue, past] }
        return [entity.type.rawValue]
    }
}

extension Entity {
    /// The marker this entity stands as in the matcher's subject.
    var subjectMarker: Unicode.Scalar {
        isTimespan ? EntitySlot.timespanMarker : isClocked ? EntitySlot.clockedMarker : isPresent ? EntitySlot.presentMarker : type.marker
    }

    /// A datetime at a time of day, one moment, not the present and not said as a possessive
    /// ("tomorrow at 9", "friday 3pm"; not "friday", "tomorrow's 9am class", "now").
    var isClocked: Bool {
        guard type == .datetime, case .temporal(let temporal) = value, !temporal.modifiesNoun, temporal.plainText == temporal.text else { return false }
        switch temporal.value {
        case .clock: return true
        case .instant(_, let grain): return grain == .hour || grain == .minute
        default: return false
        }
    }

    /// The present moment ("now", "right now"): the one datetime read to the second.
    var isPresent: Bool {
        guard type == .datetime, case .temporal(let temporal) = value, case .instant(_, grain: .second) = temporal.value else { return false }
        return true
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

extension EntitySlot {
    /// `entity` (of `input`) as the date of something done: read ahead of now (a bare "monday" said on a
    /// Wednesday is next week's, as scheduling wants), it is read again preferring the past
    /// (`TemporalContext.prefersPast`); what names its day outright ahead ("tomorrow") stays.
    static func pastReading(_ entity: TemporalEntity, in input: TokenizedText, context: ParseContext) -> TemporalEntity {
        func start(_ value: TemporalValue) -> Date? {
            switch value {
            case .instant(let date, _): date
            case .range(let start, _, _): start
            default: nil
            }
        }
        guard let ahead = start(entity.asPoint.value), ahead > context.now else { return entity }
        var past = context.temporalContext
        past.prefersFuture = false
        past.prefersPast = true
        let again = TemporalResolver(context: past).entities(in: input, scalars: entity.range)
        guard again.count == 1, again[0].range == entity.range,
              let earlier = start(again[0].asPoint.value), earlier <= context.now else { return entity }
        return again[0]
    }
}
