/// Text made safe to write to a terminal: what a user typed is echoed in replies, and a pasted
/// escape sequence (`ESC [2J` clears the screen, `ESC ]0;…BEL` retitles the window) or a
/// bidirectional override (U+202E shows the rest of the line reversed) must not act on the
/// terminal. Such characters are shown escaped, as `\u{1B}`, and everything else is kept: line
/// breaks and tabs (replies use them), letters and emoji of every script.
///
/// This is for text printed as text. JSON output keeps the characters, escaped as JSON requires.
public enum PrintableText {
    /// `text` with control characters (other than line feed and tab), line and paragraph
    /// separators, and bidirectional controls written as `\u{XX}`.
    public static func escaping(_ text: String) -> String {
        // Most replies have none: no copy.
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var result = ""
        result.unicodeScalars.reserveCapacity(text.unicodeScalars.count)
        for scalar in text.unicodeScalars {
            if needsEscape(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Whether a scalar would act on the terminal, or reorder what is shown, rather than be shown.
    static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: false                  // line feed, tab: the replies' own layout
        case 0x00...0x1F, 0x7F...0x9F: true     // C0 controls (ESC, BEL, CR, ...), DEL, C1 controls (CSI, OSC, ...)
        case 0x2028, 0x2029: true               // line and paragraph separators
        case 0x061C, 0x200E, 0x200F: true       // Arabic letter mark, left-to-right and right-to-left marks
        case 0x202A...0x202E: true              // embeddings and overrides (U+202E: right-to-left override)
        case 0x2066...0x2069: true              // isolates
        default: false
        }
    }
}
