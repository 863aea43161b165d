import Foundation

extension SlotValue {
    /// The slot's value in the JSON form: text and names as strings, numbers and priorities as
    /// numbers, temporal values as in the temporal record format, lists as arrays.
    public func json(in zone: TimeZone) -> JSONValue {
        switch self {
        case .text(let text), .name(let text): .string(text)
        case .number(let number): .number(number)
        case .priority(let level): .number(Double(level))
        case .temporal(let entity): TemporalJSON.value(entity, in: zone)
        case .list(let values): .array(values.map { $0.json(in: zone) })
        }
    }

    /// The value as one line for people: a recurrence in words ("every weekday at 08:00", where the
    /// example form gives its TIMEX, "T08"); anything else as `exampleText`.
    public func readableText(in zone: TimeZone) -> String {
        if case .temporal(let entity) = self, case .recurrence(let recurrence) = entity.value { return recurrence.summary(in: zone) }
        return exampleText(in: zone)
    }

    /// The value as one line of text, as grammar `example` lines write it.
    public func exampleText(in zone: TimeZone) -> String {
        switch json(in: zone) {
        case .string(let text): text
        case .array(let items): items.map { $0.stringValue ?? $0.text }.joined(separator: ",")
        case let other: other.text
        }
    }
}

extension Entity {
    /// The record form of the temporal corpus: type, span, start, end, value.
    public func record(in zone: TimeZone) -> JSONValue {
        let type: String
        if case .temporal(let temporal) = value { type = temporal.type.rawValue } else { type = self.type.rawValue }
        var members: [(String, JSONValue)] = [
            ("type", .string(type)), ("span", .string(text)),
            ("start", .number(Double(scalars.lowerBound))), ("end", .number(Double(scalars.upperBound))),
            ("value", value.json(in: zone)),
        ]
        if let note { members.append(("note", .string(note))) }
        return .object(members)
    }
}

extension ParseResult {
    /// The JSON form (a contract: keys are only ever added):
    /// `{"text","intent","slots","spans","entities","alternatives"}`, plus `"ambiguous": true`,
    /// `"error"` and `"notes"` when they apply; `"stage"` (`grammar` or `model`) and `"confidence"`
    /// (0-1), and `"model"` (the model's three best intents) when the model was asked;
    /// `"corrections"` (`from`, `to` and the typed word's span) when a typo was read as a known word. Offsets count Unicode scalars, end exclusive;
    /// `utf8_start`/`utf8_end` give the same spans in UTF-8 bytes.
    public func json(in zone: TimeZone) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("text", .string(text)),
            ("intent", .string(intent)),
            ("slots", .object(slots.map { ($0.name, $0.value.json(in: zone)) })),
            ("spans", .array(slots.flatMap { slot -> [JSONValue] in
                let ranges = slot.pieces.isEmpty ? (slot.scalars.map { [$0] } ?? []) : slot.pieces
                return ranges.map { spanJSON(slot: slot.name, range: $0) }
            })),
            ("entities", .array(entities.map { $0.record(in: zone) })),
            ("alternatives", .array(candidates.dropFirst(isAmbiguous ? 0 : 1).map(\.json))),
            ("stage", .string(stage.rawValue)),
            ("confidence", .number((confidence * 1000).rounded() / 1000)),
        ]
        if !modelScores.isEmpty {
            members.append(("model", .array(modelScores.map { score in
                .object([("intent", .string(score.intent)), ("probability", .number((score.probability * 1000).rounded() / 1000))])
            })))
        }
        if !corrections.isEmpty {
            members.append(("corrections", .array(corrections.map { correction in
                let span = input.span(correction.scalars)
                return .object([
                    ("from", .string(correction.from)), ("to", .string(correction.to)),
                    ("start", .number(Double(correction.scalars.lowerBound))), ("end", .number(Double(correction.scalars.upperBound))),
                    ("utf8_start", .number(Double(span.utf8.lowerBound))), ("utf8_end", .number(Double(span.utf8.upperBound))),
                ])
            })))
        }
        if isAmbiguous { members.append(("ambiguous", .bool(true))) }
        if let pleasantries { members.append(("pleasantries", .array(pleasantries.map { .string($0) }))) }
        if let tentative {
            members.append(("tentative", .object([
                ("intent", .string(tentative.intent)), ("confidence", .number((tentative.confidence * 1000).rounded() / 1000)), ("offered", .bool(tentative.offered)),
            ])))
        }
        if let error { members.append(("error", .string(error))) }
        if !notes.isEmpty { members.append(("notes", .array(notes.map { .string($0) }))) }
        return .object(members)
    }

    private func spanJSON(slot: String, range: Range<Int>) -> JSONValue {
        let span = input.span(range)
        return .object([
            ("slot", .string(slot)), ("start", .number(Double(range.lowerBound))), ("end", .number(Double(range.upperBound))),
            ("text", .string(input.substring(range))),
            ("utf8_start", .number(Double(span.utf8.lowerBound))), ("utf8_end", .number(Double(span.utf8.upperBound))),
        ])
    }
}

extension ParseResult.Candidate {
    var json: JSONValue {
        .object([
            ("intent", .string(intent)), ("pattern", .string(pattern.description)),
            ("priority", .number(Double(priority))), ("literal_tokens", .number(Double(literalTokens))),
            ("free_text_chars", .number(Double(freeTextScalars))),
        ])
    }
}
