import Foundation

/// The one normalisation applied before matching: Unicode NFC, lower case, and typographic
/// apostrophes and dashes made plain. Grammar literals go through the same function, so a
/// grammar and its input always agree.
public enum TextFolding {
    public static func fold(_ text: String) -> String {
        // One pass over the bytes: ASCII needs no normalisation, and most words are already
        // lower case (then the text is returned as it is, without a copy).
        var text = text
        let (isASCII, hasUpper) = text.withUTF8 { bytes in
            var isASCII = true
            var hasUpper = false
            for byte in bytes {
                if byte >= 0x80 { isASCII = false }
                if byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") { hasUpper = true }
            }
            return (isASCII, hasUpper)
        }
        if isASCII {
            guard hasUpper else { return text }
            // Lower-cased straight into the new string's storage: no intermediate array.
            return text.withUTF8 { bytes in
                String(unsafeUninitializedCapacity: bytes.count) { lowered in
                    for (index, byte) in bytes.enumerated() {
                        lowered[index] = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
                    }
                    return bytes.count
                }
            }
        }
        var folded = text.precomposedStringWithCanonicalMapping.lowercased()
        if folded.unicodeScalars.contains(where: { apostrophes.contains($0) || dashes.contains($0) }) {
            folded = String(String.UnicodeScalarView(folded.unicodeScalars.map { scalar in
                if apostrophes.contains(scalar) { return "'" }
                if dashes.contains(scalar) { return "-" }
                return scalar
            }))
        }
        return folded
    }

    static let apostrophes: Set<Unicode.Scalar> = ["\u{2019}", "\u{2018}", "\u{02BC}", "\u{FF07}"]
    static let dashes: Set<Unicode.Scalar> = ["\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}"]
}
