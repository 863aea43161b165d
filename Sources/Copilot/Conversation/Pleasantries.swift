extension Copilot {
    /// "thanks" is answered "You're welcome.", "bye" with a goodbye, "great" with "Glad to help.":
    /// each once, in the order said ("thanks, bye" gets both). The values are the grammar's
    /// `pleasantry` type's (meta.grammar).
    static func answer(pleasantries: [String]) -> String {
        var said: [String] = []
        for value in pleasantries where !said.contains(value) { said.append(value) }
        let answers = said.compactMap { value -> String? in
            switch value {
            case "thanks": "You're welcome."
            case "bye": "Bye for now."
            case "glad": "Glad to help."
            default: nil
            }
        }
        // "thanks, great": one kind word is enough.
        let kind = answers.contains("You're welcome.") ? answers.filter { $0 != "Glad to help." } : answers
        return kind.isEmpty ? "OK." : kind.joined(separator: " ")
    }
}
