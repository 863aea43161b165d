import Foundation
import Testing

/// Inputs that crashed or misbehaved (issue 26), run through the binary as a user would.
struct RobustnessTests {
    static let longFraction = "2026-01-07T09:00:00." + String(repeating: "0", count: 40)

    @Test func aNowWithTooManyFractionDigitsIsAUsageError() throws {
        let output = try AskProcess.run(["--ephemeral", "--now", Self.longFraction + "-05:00", "list"])
        #expect(output.status == 2)
        #expect(output.stderr.contains("--now: the fraction of a second has 40 digits; at most 9 are allowed"))
    }

    @Test func aJSONLLineWithTooManyFractionDigitsIsAnErrorLineAndTheBatchGoesOn() throws {
        let input = """
            {"text": "add task pay rent tomorrow", "now": "\(Self.longFraction)-05:00"}
            add task pay rent tomorrow

            """
        let output = try AskProcess.run(AskProcess.pinned + ["parse", "--jsonl"], stdin: Data(input.utf8))
        #expect(output.status == 0)
        let lines = output.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines.first?.contains(#""error":"\"now\": the fraction of a second has 40 digits; at most 9 are allowed""#) == true)
        #expect(lines.last?.contains(#""due":"2026-01-08""#) == true)
    }

    /// A pasted line could clear the screen or retitle the terminal through the reply's echo.
    @Test func repliesShowEscapeSequencesEscapedAndJSONKeepsThem() throws {
        let line = "add task buy \u{1B}]0;pwned\u{07} milk \u{202E}evil"
        let output = try AskProcess.run(AskProcess.pinned + [line])
        #expect(output.stdout == "Added “buy \\u{1B}]0;pwned\\u{7} milk \\u{202E}evil”.\n")
        let json = try AskProcess.run(AskProcess.pinned + ["parse", "--json", line])
        #expect(json.stdout.contains(#""title":"buy \u001b]0;pwned\u0007 milk \#u{202E}evil""#))
    }
}
