import Intents
import Numbers

/// Lists as wholes: `list.rename` ("rename the party list to birthday party") and `restock.clear`
/// ("clear restock"). Items on lists still go through `IntentBuilder` (`list.add`, `list.remove`, ...).
enum ListsFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable {
        case rename(list: String, to: String)
        /// `list` nil: the shopping list.
        case clearRestock(list: String?)
        /// Items taken off one list and put on another; `from` nil: whichever list has them.
        case move(items: [String], from: String?, to: String)
    }

    static let intents = ["list.rename", "restock.clear", "list.move"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? {
        switch slots.intent {
        case "list.rename":
            guard let list = slots.text("list"), let name = slots.text("name") else { return nil }
            return .rename(list: list, to: name)
        case "restock.clear":
            return .clearRestock(list: slots.text("list"))
        case "list.move":
            let items = slots.listItems("items").map(\.name)
            guard !items.isEmpty, let list = slots.text("list") else { return nil }
            return .move(items: items, from: slots.text("from"), to: list)
        default:
            return nil
        }
    }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        switch command {
        case .rename(let list, let name): return executor.renameList(list, to: name, intent: intent)
        case .clearRestock(let list): return executor.clearRestock(list, intent: intent)
        case .move(let items, let from, let to): return executor.moveItems(items, from: from, to: to, intent: intent)
        }
    }
}

private let say = Replies.lists

extension Executor {
    mutating func renameList(_ said: String, to newName: String, intent: String) -> Reply {
        let old = listName(said)
        let new = listName(newName)
        guard let index = state.model.lists.firstIndex(where: { $0.name == old }) else {
            return Reply(say.missing(list: old), outcome: .notDone, intent: intent)
        }
        guard !new.isEmpty else { return Reply(say.renameName(list: old), outcome: .notDone, intent: intent) }
        // The shopping list answers to "groceries", "grocery list" and "food" already.
        guard new != old else { return Reply(say.renameSame(list: old, said: newName), intent: intent) }
        guard !state.model.lists.contains(where: { $0.name == new }) else {
            return Reply(say.renameTaken(list: new), outcome: .notDone, intent: intent)
        }
        state.checkpoint(say.changeRenamed(old: old, new: new))
        state.model.lists[index].name = new
        return Reply(say.renamed(old: old, new: new, count: state.model.lists[index].items.count), intent: intent)
    }

    /// "move cleats to the target list": off the list that has them (the one named, else the
    /// first that does), onto the other, made when there is none yet. Not a purchase, so nothing
    /// goes to restock.
    mutating func moveItems(_ said: [String], from: String?, to: String, intent: String) -> Reply {
        let target = listName(to)
        let sources = from.map { [listName($0)] } ?? state.model.lists.map(\.name).filter { $0 != target }
        var moved: [ListEntry] = []
        var source: String?
        var lists = state.model.lists
        for name in sources {
            guard let index = lists.firstIndex(where: { $0.name == name }) else { continue }
            let found = lists[index].items.filter { entry in said.contains { Self.namedBy(entry.name, $0) } }
            guard !found.isEmpty else { continue }
            lists[index].items.removeAll { entry in found.contains(entry) }
            moved = found
            source = name
            break
        }
        guard let source else {
            let place = from.map { say.movePlace(list: listName($0)) } ?? say.moveAnywhere()
            return Reply(say.moveNowhere(items: said.joined(separator: ", "), place: place), outcome: .notDone, intent: intent)
        }
        guard source != target else { return Reply(say.moveAlready(list: target), intent: intent) }
        if !lists.contains(where: { $0.name == target }) { lists.append(ShoppingList(name: target)) }
        let index = lists.firstIndex { $0.name == target }!
        for entry in moved where !lists[index].items.contains(where: { $0.name == entry.name }) { lists[index].items.append(entry) }
        state.checkpoint(say.changeMoved(items: moved.map(\.display).joined(separator: ", "), list: target))
        state.model.lists = lists
        return Reply(say.moved(from: source, to: target, items: moved.map(\.display).joined(separator: ", ")), intent: intent)
    }

    mutating func clearRestock(_ said: String?, intent: String) -> Reply {
        let name = listName(said)
        guard let index = state.model.lists.firstIndex(where: { $0.name == name }), !state.model.lists[index].restock.isEmpty else {
            return Reply(say.restockNothing(list: name), intent: intent)
        }
        let count = state.model.lists[index].restock.count
        state.checkpoint(say.changeRestockCleared(list: name))
        state.model.lists[index].restock.removeAll()
        return Reply(say.restockCleared(list: name, count: count), intent: intent)
    }
}
