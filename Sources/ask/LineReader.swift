import CEditLine
import Foundation

/// Where the prompt's lines come from.
protocol LineReader {
    func readLine(prompt: String) -> String?
}

/// Plain lines from standard input, no prompt: for pipes and scripts.
struct PlainLineReader: LineReader {
    func readLine(prompt: String) -> String? {
        Swift.readLine(strippingNewline: true)
    }
}

/// Words offered by tab completion; read by the C completion callback, set once before use.
nonisolated(unsafe) private var completionWords: [String] = []
nonisolated(unsafe) private var completionMatches: [String] = []
nonisolated(unsafe) private var completionIndex = 0

/// libedit's readline interface: line editing, history kept in a file, tab completion.
final class EditLineReader: LineReader {
    private let historyPath: String

    init(historyURL: URL, words: [String]) {
        historyPath = historyURL.path
        try? FileManager.default.createDirectory(at: historyURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        completionWords = words
        using_history()
        stifle_history(1000)
        _ = read_history(historyPath)
        ask_set_completion_function { text, state in
            guard let text else { return nil }
            if state == 0 {
                let prefix = String(cString: text).lowercased()
                completionMatches = completionWords.filter { $0.hasPrefix(prefix) }
                completionIndex = 0
            }
            guard completionIndex < completionMatches.count else { return nil }
            defer { completionIndex += 1 }
            return strdup(completionMatches[completionIndex])
        }
    }

    func readLine(prompt: String) -> String? {
        guard let pointer = readline(prompt) else { return nil }
        defer { free(pointer) }
        let line = String(cString: pointer)
        if !line.trimmingCharacters(in: .whitespaces).isEmpty {
            add_history(pointer)
            _ = write_history(historyPath)
        }
        return line
    }
}
