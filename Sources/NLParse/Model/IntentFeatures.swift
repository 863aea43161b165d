import Text

/// What the intent model reads of an input: the matcher's subject, word by word, with each entity
/// as its type ("remind me <datetime>") and quoted text as `<quoted>`, so a date or a title the
/// model never saw reads like one it did.
///
/// Features are word unigrams, bigrams (with the sentence's start and end as words), and the first
/// five letters of longer words (remind, reminder, reminders share one), each hashed with FNV-1a 64.
package enum IntentFeatures {
    /// The subject's units as words.
    package static func words(_ subject: MatchSubject) -> [String] {
        var words: [String] = []
        words.reserveCapacity(subject.units.count)
        subject.forEachWord { bytes in
            let word = String(decoding: bytes, as: UTF8.self)
            if word.unicodeScalars.count == 1, let name = markerNames[word.unicodeScalars.first!] {
                words.append(name)
            } else {
                words.append(word)
            }
        }
        return words
    }

    private static let markerNames: [Unicode.Scalar: String] = {
        var names: [Unicode.Scalar: String] = [MatchSubject.quotedMarker: "<quoted>", EntitySlot.timespanMarker: "<timespan>",
                                                  EntitySlot.presentMarker: "<datetime>", EntitySlot.clockedMarker: "<datetime>"]
        for type in EntityType.allCases { names[type.marker] = "<\(type.rawValue)>" }
        return names
    }()

    /// The first five UTF-8 bytes of `word`, fewer when the fifth is inside a character: cutting
    /// "quarƂ0" at five bytes split "Ƃ" and trapped (found by fuzzing, issue 26). A word whose
    /// fifth byte ends a character, as every ASCII word's does, keeps its five.
    static func prefix(_ word: String) -> String {
        var end = 5
        let bytes = Array(word.utf8.prefix(6))
        // A continuation byte (10xxxxxx) right after the cut means the cut is inside a character.
        while end > 0, end < bytes.count, bytes[end] & 0xC0 == 0x80 { end -= 1 }
        return String(decoding: bytes[..<end], as: UTF8.self)
    }

    /// The sorted, distinct feature hashes of `words`.
    package static func hashes(_ words: [String]) -> [UInt64] {
        var hashes: [UInt64] = []
        hashes.reserveCapacity(words.count * 3 + 1)
        var previous = hashBytes("<s>", seed: bigramSeed)
        for word in words {
            hashes.append(unigram(word))
            hashes.append(combine(previous, word))
            previous = hashBytes(word, seed: bigramSeed)
            if word.utf8.count > 5, !word.hasPrefix("<") {
                hashes.append(hashBytes(prefix(word), seed: prefixSeed))
            }
        }
        hashes.append(combine(previous, "</s>"))
        hashes.sort()
        var unique: [UInt64] = []
        unique.reserveCapacity(hashes.count)
        for hash in hashes where unique.last != hash { unique.append(hash) }
        return unique
    }

    // Distinct seeds keep a unigram, a bigram's first half and a prefix from colliding by design.
    private static let bigramSeed: UInt64 = 0x6b69_6772_616d_2d31
    private static let prefixSeed: UInt64 = 0x7072_6566_6978_2d35

    /// The feature of one word on its own.
    static func unigram(_ word: String) -> UInt64 {
        hashBytes(word, seed: FNV1a.offset)
    }

    private static func hashBytes(_ text: String, seed: UInt64) -> UInt64 {
        var text = text
        return text.withUTF8 { FNV1a.hash($0, seed: seed) }
    }

    /// A bigram: the hash of its first word, continued over a separator and the second word.
    private static func combine(_ first: UInt64, _ second: String) -> UInt64 {
        var hash = first ^ 0x20
        hash &*= FNV1a.prime
        var second = second
        return second.withUTF8 { FNV1a.hash($0, seed: hash) }
    }
}
