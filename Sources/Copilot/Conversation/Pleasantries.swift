extension Copilot {
    /// "thanks" is answered "You're welcome.", "bye" with a goodbye, "great" with "Glad to help.":
    /// each once, in the order said ("thanks, bye" gets both). The values are the grammar's
    /// `pleasantry` type's (meta.grammar).
    static func answer(pleasantries: [String]) -> String {
        var said: [String] = []
        for value in pleasantries where !said.contains(value) { said.append(value) }
        // "thanks, great": one kind word is enough.
        if said.contains("thanks") { said.removeAll { $0 == "glad" } }
        let answers = said.compactMap { value -> String? in
            switch value {
            case "thanks": "You're welcome."
            case "bye": "Bye for now."
            case "glad": "Glad to help."
            default: nil
            }
        }
        return answers.isEmpty ? "OK." : answers.joined(separator: " ")
    }
}
