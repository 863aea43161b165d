import Foundation

/// The typed command of a registered intent family (the copilot's `IntentFamily`), carried inside
/// `Intent` without this module knowing its type: its grammar intent and the command as JSON. JSON
/// keeps `Intent` Equatable and Codable, so a pending question can hold a family's command too.
public struct FamilyCommand: Sendable, Equatable, Codable {
    /// The grammar intent it was built from (`water.log`).
    public var intent: String
    /// The family's command, encoded (sorted keys, so equal commands are equal bytes).
    public var payload: Data

    public init(intent: String, payload: Data) {
        self.intent = intent
        self.payload = payload
    }
}
