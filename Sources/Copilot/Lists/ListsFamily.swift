import Intents
import Numbers

/// Lists as wholes: `list.rename` ("rename the party list to birthday party") and `restock.clear`
/// ("clear restock"). Items on lists still go through `IntentBuilder` (`list.add`, `list.remove`, ...).
enum ListsFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case rename(list: String, to: String)
        /// `list` nil: the shopping list.
        case clearRestock(list: String?)
    }

    static let intents = ["list.rename", "restock.clear"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        switch slots.intent {
        case "list.rename":
            guard let list = slots.text("list"), let name = slots.text("name") else { return nil }
            return .rename(list: list, to: name)
        case "restock.clear":
            return .clearRestock(list: slots.text("list"))
        default:
            return nil
        }
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .rename(let list, let name): return executor.renameList(list, to: name, intent: intent)
        case .clearRestock(let list): return executor.clearRestock(list, intent: intent)
        }
    }
}

extension Executor {
    mutating func renameList(_ said: String, to newName: String, intent: String) -> Reply {
        let old = listName(said)
        let new = listName(newName)
        guard let index = state.model.lists.firstIndex(where: { $0.name == old }) else {
            return Reply("There is no \(old) list.", outcome: .notDone, intent: intent)
        }
        guard !new.isEmpty else { return Reply("What should the \(old) list be called?", outcome: .notDone, intent: intent) }
        // The shopping list answers to "groceries", "grocery list" and "food" already.
        guard new != old else { return Reply("The \(old) list already answers to “\(newName)”.", intent: intent) }
        guard !state.model.lists.contains(where: { $0.name == new }) else {
            return Reply("There is a \(new) list already; remove it or pick another name.", outcome: .notDone, intent: intent)
        }
        state.checkpoint("renamed the \(old) list to \(new)")
        state.model.lists[index].name = new
        return Reply("Renamed the \(old) list to “\(new)” (\(ReplyFormat.count(state.model.lists[index].items.count, "item"))).", intent: intent)
    }

    mutating func clearRestock(_ said: String?, intent: String) -> Reply {
        let name = listName(said)
        guard let index = state.model.lists.firstIndex(where: { $0.name == name }), !state.model.lists[index].restock.isEmpty else {
            return Reply("Nothing waits in restock for the \(name) list.", intent: intent)
        }
        let count = state.model.lists[index].restock.count
        state.checkpoint("cleared the \(name) restock")
        state.model.lists[index].restock.removeAll()
        return Reply("Cleared restock for the \(name) list (\(ReplyFormat.count(count, "item"))); the list itself is unchanged.", intent: intent)
    }
}
