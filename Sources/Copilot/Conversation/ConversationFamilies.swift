/// The conversation domain's registered families (`IntentFamilies`). Undo, cancel and help stay
/// in the copilot, which they steer.
enum ConversationFamilies {
    static let all: [any IntentFamily.Type] = [ChatFamily.self]
}
