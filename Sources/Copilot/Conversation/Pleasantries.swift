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
            case "thanks": Replies.meta.welcome()
            case "bye": Replies.meta.bye()
            case "glad": Replies.meta.glad()
            default: nil
            }
        }
        return answers.isEmpty ? Replies.meta.ok() : answers.joined(separator: " ")
    }
}
