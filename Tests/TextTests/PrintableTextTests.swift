@testable import Text
import Testing

/// Replies echo what the user typed; printed, it must not act on the terminal (issue 26).
struct PrintableTextTests {
    @Test func escapeSequencesAndBidiOverridesAreShownEscaped() {
        #expect(PrintableText.escaping("buy \u{1B}[2Jmilk") == #"buy \u{1B}[2Jmilk"#)
        #expect(PrintableText.escaping("\u{1B}]0;pwned\u{07}") == #"\u{1B}]0;pwned\u{7}"#)
        #expect(PrintableText.escaping("evil \u{202E}txt.exe") == #"evil \u{202E}txt.exe"#)
        #expect(PrintableText.escaping("a\rb\u{9B}c\u{2028}d\u{2067}e\u{7F}") == #"a\u{D}b\u{9B}c\u{2028}d\u{2067}e\u{7F}"#)
    }

    @Test func ordinaryTextLineBreaksAndTabsAreKept() {
        let text = "3 open tasks:\n  1. café ☕️ · due Fri\tnoon · שלום · 東京"
        #expect(PrintableText.escaping(text) == text)
    }
}
