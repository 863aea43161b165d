import Foundation
import Intents
import NLParse
import Numbers

/// The registry of intent families: each is listed once, by its domain, and found here by the
/// grammar intent a parse names. Intents no family has taken over yet still go through
/// `IntentBuilder` and the copilot's switch.
public enum IntentFamilies {
    /// Where families are registered, for a lint error about a handler.
    public static let registryFile = "Sources/Copilot/Families/IntentFamilies.swift"

    /// Every registered family, by domain.
    static let all: [any IntentFamily.Type] = FocusFamilies.all + NutritionFamilies.all + HouseholdFamilies.all + SettingsFamilies.all + ConversationFamilies.all + TaskFamilies.all

    private static let byIntent: [String: any IntentFamily.Type] = {
        var table: [String: any IntentFamily.Type] = [:]
        for family in all {
            for intent in family.intents {
                // Two families claiming one intent is a programming error: the registry must say one.
                precondition(table[intent] == nil, "intent \(intent) is registered by two families")
                table[intent] = family
            }
        }
        return table
    }()

    /// The grammar intents the registered families handle.
    public static var intents: Set<String> { Set(byIntent.keys) }

    /// Every grammar intent the copilot can carry out: the families' and the builder's.
    public static var handledIntents: Set<String> { intents.union(IntentBuilder.handledIntents) }

    /// The keys of the families' states in the model, for the store.
    static let stateKeys: [String] = all.flatMap { family in family.states.map { state in state.key } }

    /// The typed intent of a parse: a registered family's command, else the builder's reading.
    public static func build(_ result: ParseResult, context: ParseContext) -> Intent {
        guard !result.isAmbiguous, let family = byIntent[result.intent] else { return IntentBuilder.build(result, context: context) }
        do {
            return try command(family, Slots(of: result, context: context))
        } catch {
            return .outOfRange(intent: result.intent, error)
        }
    }

    private static func command<F: IntentFamily>(_ family: F.Type, _ slots: Slots) throws(QuantityOutOfRange) -> Intent {
        guard let command = try family.command(from: slots) else { return .none }
        return .family(FamilyCommand(intent: slots.intent, payload: ModelRows.encode(command)))
    }

    /// Runs a family's command; nil when no registered family handles its intent (a pending
    /// question saved by a build that had one).
    static func run(_ command: FamilyCommand, on executor: inout Executor) -> Reply? {
        guard let family = byIntent[command.intent] else { return nil }
        return run(family, command, on: &executor)
    }

    private static func run<F: IntentFamily>(_ family: F.Type, _ command: FamilyCommand, on executor: inout Executor) -> Reply? {
        guard let typed = try? ModelRows.decode(F.Command.self, command.payload) else { return nil }
        return family.run(typed, intent: command.intent, on: &executor)
    }
}
