import Foundation
import Intents
import NLParse
import Nutrition
import Numbers

private let say = Replies.lists

/// Shopping lists with restock, and the backlog of ideas.
extension Executor {
    /// The grammar's names of the shopping list ("groceries", "supermarket") are one list, and so
    /// is no name at all; other names are their own lists.
    func listName(_ said: String?) -> String {
        let filler = lexicon[.listFiller]
        let words = (said ?? "").lowercased().split(separator: " ").filter { !filler.contains(String($0)) }
        let name = words.joined(separator: " ")
        if name.isEmpty || lexicon[.shoppingList].contains(name) { return Self.shoppingList }
        // "the hardware list" for the one list called "hardware store": its first words name it.
        if !state.model.lists.contains(where: { $0.name == name }) {
            let longer = state.model.lists.filter { $0.name.hasPrefix(name + " ") }
            if longer.count == 1 { return longer[0].name }
        }
        return name
    }

    /// Whether `list` has an item of each name.
    static func has(_ items: [ListItemPhrase], _ list: ShoppingList?) -> Bool {
        guard let list else { return false }
        return items.allSatisfy { phrase in list.items.contains { namedBy($0.name, phrase.name) } }
    }

    /// The list things go on when no list is named.
    static let shoppingList = "shopping"

    private mutating func listIndex(_ name: String) -> Int {
        if let index = state.model.lists.firstIndex(where: { $0.name == name }) { return index }
        state.model.lists.append(ShoppingList(name: name))
        return state.model.lists.count - 1
    }

    /// "add toilet paper to restock": onto the list's restock shelf, to come back with "restock";
    /// an item already on the list itself stays there.
    mutating func addToRestock(_ items: [ListItemPhrase], list name: String) -> Reply {
        // The list is made only with a change to undo: nothing shelved creates nothing.
        let existing = state.model.lists.first { $0.name == name }
        let onList = items.filter { item in existing?.items.contains { $0.name == item.name } ?? false }
        let shelved = items.filter { item in !onList.contains(item) && !(existing?.restock.contains { $0.name == item.name } ?? false) }
        var lines: [String] = []
        if !shelved.isEmpty {
            state.checkpoint(say.changeRestock(items: shelved.map(\.text).joined(separator: ", ")))
            let index = listIndex(name)
            state.model.lists[index].restock += shelved.map { ListEntry(name: $0.name, quantity: $0.quantity, unit: $0.unit.map { unit in lexicon.items.unit(unit, for: nil) }) }
            lines.append(say.restockAdded(list: name, items: shelved.map(\.name).joined(separator: ", "), them: shelved.count == 1 ? say.it() : say.them()))
        }
        let already = items.filter { item in !onList.contains(item) && !shelved.contains(item) }
        if !already.isEmpty { lines.append(say.restockAlready(items: already.map(\.name).joined(separator: ", "))) }
        if !onList.isEmpty { lines.append(say.alreadyOn(list: name, items: onList.map(\.name).joined(separator: ", "))) }
        return Reply(lines.joined(separator: "\n"), outcome: shelved.isEmpty ? .notDone : .done, intent: "list.add")
    }

    mutating func addToList(_ change: ListChange) -> Reply {
        let name = listName(change.list)
        if change.items.isEmpty && (change.list == nil || change.wantsItems) || change.namesNoItem {
            // "add an item", "add it to my list", "add to my shopping list": nothing says what.
            var asked = change
            asked.items = []
            return ask(say.addWhat(list: name), .missing(.listItems), about: .listAdd(asked))
        }
        if change.items.isEmpty {
            // "start a new checklist for the move": a new, empty list.
            guard !state.model.lists.contains(where: { $0.name == name }) else {
                return Reply(say.exists(list: name), outcome: .notDone, intent: "list.add")
            }
            state.checkpoint(say.changeCreated(list: name))
            _ = listIndex(name)
            return Reply(say.created(list: name), intent: "list.add")
        }
        if change.toRestock == true { return addToRestock(change.items, list: name) }
        let before = state
        state.checkpoint(say.changeAdded(items: change.items.map(\.text).joined(separator: ", "), list: name))
        let index = listIndex(name)
        var added: [String] = []
        for phrase in change.items {
            let entry = ListEntry(name: phrase.name, quantity: phrase.quantity, unit: phrase.unit.map { lexicon.items.unit($0, for: phrase.quantity) })
            state.model.lists[index].restock.removeAll { $0.name == entry.name }
            if let existing = state.model.lists[index].items.firstIndex(where: { $0.name == entry.name }) {
                // Duplicates merge: quantities add up when both have one and the units agree.
                var merged = state.model.lists[index].items[existing]
                if let more = entry.quantity, lexicon.items.unitKey(merged.unit) == lexicon.items.unitKey(entry.unit) {
                    let total = (merged.quantity ?? 1) + more
                    do {
                        merged.quantity = try QuantityKind.items.amount(total)
                        merged.unit = merged.unit.map { lexicon.items.unit($0, for: merged.quantity) }
                    } catch {
                        // Merged, the quantity would be past what a count of things can be: nothing is added.
                        state = before
                        return Reply(say.mergeRefused(item: merged.name, list: name, error: error), outcome: .notDone, intent: "list.add")
                    }
                }
                state.model.lists[index].items[existing] = merged
                added.append(say.merged(item: merged.display))
            } else {
                state.model.lists[index].items.append(entry)
                added.append(entry.display)
            }
        }
        state.model.lastMention = .listItems(list: name, names: change.items.map(\.name))
        return Reply(say.added(list: name, items: added.joined(separator: ", ")), intent: "list.add")
    }

    /// "actually make that 4 avocados", "make it 2", "no, oat milk" right after adding to a list:
    /// the item just added (the one named, or the only one) takes the new amount, or the new name.
    mutating func correctListItem(_ edit: MealEdit, list: String, names: [String]) -> Reply {
        guard let listIndex = state.model.lists.firstIndex(where: { $0.name == list }) else {
            return Reply(say.gone(list: list), outcome: .notDone, intent: "list.add")
        }
        let said = edit.value.trimmingCharacters(in: .whitespaces)
        var phrase = ListItemPhrase.split(said, words: lexicon.items).first ?? ListItemPhrase(name: said, text: said)
        // A bare amount ("make it 4"), or an amount in a measure ("make it 2 loaves"), keeps the
        // item's name (the phrase's name is then its whole text).
        if let amount = Double(phrase.name) {
            phrase = ListItemPhrase(name: "", quantity: amount, text: said)
        } else if phrase.unit != nil, phrase.name == phrase.text.lowercased() {
            phrase.name = ""
        }
        // The item just added that is named, else one already on the list of that name ("add
        // milk, eggs" … "add coffee" … "make that 3 gallons of milk" is the milk), else the one
        // added in the measure said ("eggs, a loaf of bread" … "make it 2 loaves"), else the only one added.
        let items = state.model.lists[listIndex].items
        let onList = items.map(\.name)
        let measure = lexicon.items.measureKey(phrase.unit)
        let inMeasure = measure == nil ? [] : names.filter { name in items.contains { $0.name == name && lexicon.items.measureKey($0.unit) == measure } }
        let target: String?
        if let item = edit.item {
            // An item named ("change the milk to 2 gallons") is that one, on the list if not just added.
            guard let named = names.first(where: { Self.sameItem($0, item) }) ?? onList.first(where: { Self.sameItem($0, item) }) else {
                return Reply(say.editMissing(item: item, list: list), outcome: .notDone, intent: "list.add")
            }
            target = named
        } else {
            target = names.first { Self.sameItem($0, phrase.name) }
                ?? (phrase.name.isEmpty ? nil : onList.first { Self.sameItem($0, phrase.name) })
                ?? (phrase.name.isEmpty && inMeasure.count == 1 ? inMeasure[0] : nil)
                ?? Self.oneByLastWord(phrase.name, among: names)
                ?? (names.count == 1 ? names[0] : nil)
        }
        guard let target, let itemIndex = state.model.lists[listIndex].items.firstIndex(where: { $0.name == target }) else {
            return Reply(say.editWhich(items: names.joined(separator: ", "), list: list), outcome: .notDone, intent: "list.add")
        }
        var entry = state.model.lists[listIndex].items[itemIndex]
        let before = entry.display
        if let quantity = phrase.quantity {
            do {
                entry.quantity = try QuantityKind.items.amount(quantity)
            } catch {
                return Reply(say.editRefused(error: error), outcome: .notDone, intent: "list.add")
            }
            // The measure said, or the item's own when only its amount changes; "of" kept when
            // the item's name follows ("2 loaves" of "1 loaf of bread" is "2 loaves of bread").
            let unit = phrase.unit.map { phrase.name.isEmpty ? lexicon.items.linked($0, like: entry.unit) : $0 } ?? (phrase.name.isEmpty ? entry.unit : nil)
            entry.unit = unit.map { lexicon.items.unit($0, for: entry.quantity) }
        }
        // A new name, unless it is the item's last word ("peas" of "frozen peas").
        let lastWord = entry.name.split(separator: " ").last.map(String.init) ?? entry.name
        if !phrase.name.isEmpty, !Self.sameItem(phrase.name, entry.name), !Self.sameItem(phrase.name, lastWord) { entry.name = phrase.name }
        guard entry != state.model.lists[listIndex].items[itemIndex] else {
            return Reply(say.editSame(list: list, item: before), outcome: .notDone, intent: "list.add")
        }
        state.checkpoint(say.changeEdited(before: before, after: entry.display, list: list))
        state.model.lists[listIndex].items[itemIndex] = entry
        state.model.lastMention = .listItems(list: list, names: names.map { $0 == target ? entry.name : $0 })
        return Reply(say.edited(list: list, before: before, after: entry.display), intent: "list.add")
    }

    /// The one item just added whose name ends with the word said ("peas" for "frozen peas"),
    /// when exactly one does.
    private static func oneByLastWord(_ said: String, among names: [String]) -> String? {
        guard let last = said.split(separator: " ").last.map(String.init) else { return nil }
        let found = names.filter { name in name.split(separator: " ").last.map { sameItem(String($0), last) } ?? false }
        return found.count == 1 ? found[0] : nil
    }

    /// One item said two ways: the same name, singular or plural ("avocado", "avocados").
    private static func sameItem(_ a: String, _ b: String) -> Bool {
        WordForms.singular(a.lowercased()) == WordForms.singular(b.lowercased())
    }

    /// Checking items off moves them to restock, ready for the next trip. Items are named, or
    /// counted by their place as the list is shown ("item 2", "the last one"); a list named with
    /// no items is deleted whole.
    /// "eggs is already off the shopping list (in restock)." when every item named waits in restock.
    private func alreadyOff(_ change: ListChange, in list: ShoppingList) -> Reply? {
        let waiting = change.items.compactMap { wanted in list.restock.first { Self.namedBy($0.name, wanted.name) }?.display }
        guard !waiting.isEmpty, waiting.count == change.items.count else { return nil }
        let items = ReplyFormat.list(waiting)
        return Reply(waiting.count == 1 ? say.alreadyOffOne(items: items, list: list.name) : say.alreadyOff(items: items, list: list.name), intent: "list.remove")
    }

    /// An item named as said or by the start of its name ("milk" is "milk 2%").
    static func namedBy(_ name: String, _ said: String) -> Bool {
        if name == said || name.hasPrefix(said) || said.hasPrefix(name) { return true }
        // A typo on either side ("remove spinch"), word for word, by the typo corrector's rule.
        let kept = name.split(separator: " "), typed = said.split(separator: " ")
        return kept.count == typed.count && zip(kept, typed).allSatisfy { $0 == $1 || WordCorrector.isTypo(String($1), of: String($0)) }
    }

    mutating func removeFromList(_ change: ListChange) -> Reply {
        var name = listName(change.list)
        // "got the nails", no list named: the one list that has every item named, when the
        // shopping list has not.
        if change.list == nil, !change.items.isEmpty, !Self.has(change.items, state.model.lists.first { $0.name == name }) {
            let holding = state.model.lists.filter { Self.has(change.items, $0) }
            if holding.count == 1 { name = holding[0].name }
        }
        // "remove that from the list" points at an item: it never deletes the list.
        if change.items.isEmpty && change.position == nil && change.end == nil && !change.namesNoItem {
            // "clear the list": the list meant when none is named (items go to restock, undoable).
            if change.emptying == true { return emptyList(name) }
            guard change.list != nil else {
                return Reply(say.removeWhich(), outcome: .notDone, intent: "list.remove")
            }
            return change.emptying == true ? emptyList(name) : deleteList(name)
        }
        guard let index = state.model.lists.firstIndex(where: { $0.name == name }), !state.model.lists[index].items.isEmpty else {
            // a list named that was never made is not an empty one ("from my itinerary")
            let made = name == listName(nil) || state.model.lists.contains { $0.name == name }
            if !made { return Reply(say.noList(list: name), outcome: .notDone, intent: "list.remove") }
            if let list = state.model.lists.first(where: { $0.name == name }), let reply = alreadyOff(change, in: list) { return reply }
            return Reply(say.empty(list: name), outcome: .notDone, intent: "list.remove")
        }
        var list = state.model.lists[index]
        if change.namesNoItem {
            return Reply(say.whichItem(list: name) + "\n" + numbered(list.items), outcome: .notDone, intent: "list.remove")
        }
        if change.position != nil || change.end != nil {
            let count = list.items.count
            let place = change.position ?? (change.end == "first" ? 1 : count)
            guard (1...count).contains(place) else {
                return Reply(say.noPlace(list: name, count: count, place: place), outcome: .notDone, intent: "list.remove")
            }
            let entry = list.items.remove(at: place - 1)
            list.restock.append(entry)
            state.checkpoint(say.changeTookOff(items: entry.display, list: name))
            state.model.lists[index] = list
            return Reply(say.tookOff(list: name, items: entry.display), intent: "list.remove")
        }
        var moved: [String] = []
        var missing: [String] = []
        for phrase in change.items {
            if let found = list.items.firstIndex(where: { Self.namedBy($0.name, phrase.name) }) {
                let entry = list.items.remove(at: found)
                list.restock.append(entry)
                moved.append(entry.display)
            } else {
                missing.append(phrase.text)
            }
        }
        guard !moved.isEmpty else {
            // "bought the eggs" twice: ticked off already, waiting in restock, is no failure.
            if let reply = alreadyOff(change, in: list) { return reply }
            return Reply(say.notOn(items: missing.joined(separator: ", "), list: name), outcome: .notDone, intent: "list.remove")
        }
        state.checkpoint(say.changeTookOff(items: moved.joined(separator: ", "), list: name))
        state.model.lists[index] = list
        var text = say.tookOff(list: name, items: moved.joined(separator: ", "))
        if !missing.isEmpty { text += say.notOnList(items: missing.joined(separator: ", ")) }
        return Reply(text, intent: "list.remove")
    }

    private mutating func deleteList(_ name: String) -> Reply {
        guard let index = state.model.lists.firstIndex(where: { $0.name == name }) else {
            return Reply(say.missing(list: name), outcome: .notDone, intent: "list.remove")
        }
        let count = state.model.lists[index].items.count
        state.checkpoint(say.changeDeleted(list: name))
        state.model.lists.remove(at: index)
        return Reply(say.deleted(list: name, count: count), intent: "list.remove")
    }

    /// Every item off the list, into its restock; the list stays ("clear the shopping list").
    private mutating func emptyList(_ name: String) -> Reply {
        guard let index = state.model.lists.firstIndex(where: { $0.name == name }) else {
            return Reply(say.missing(list: name), outcome: .notDone, intent: "list.remove")
        }
        let items = state.model.lists[index].items
        guard !items.isEmpty else { return Reply(say.emptyAlready(list: name), outcome: .notDone, intent: "list.remove") }
        state.checkpoint(say.changeCleared(list: name))
        state.model.lists[index].restock.append(contentsOf: items)
        state.model.lists[index].items.removeAll()
        return Reply(say.cleared(list: name, items: items.map(\.display).joined(separator: ", ")), intent: "list.remove")
    }

    /// "  1. milk" lines: the numbers are what "remove item 2" counts.
    private func numbered(_ items: [ListEntry]) -> String {
        items.enumerated().map { say.line(number: $0.offset + 1, item: $0.element.display) }.joined(separator: "\n")
    }

    /// The items checked off and waiting in restock, per list.
    func showRestock(_ said: String?) -> Reply {
        let name = listName(said)
        let lists = state.model.lists.filter { (said == nil || $0.name == name) && !$0.restock.isEmpty }
        guard !lists.isEmpty else {
            return Reply(said == nil ? say.restockNone() : say.restockNoneList(list: name), intent: "list.query")
        }
        let text = lists.map { list in
            say.restockList(list: list.name, count: list.restock.count) + "\n" + numbered(list.restock)
        }.joined(separator: "\n") + "\n" + say.restockBack()
        return Reply(text, intent: "list.query")
    }

    func showList(_ said: String?) -> Reply {
        let name = listName(said)
        let lists = said == nil || lexicon[.allLists].contains(name) ? state.model.lists : state.model.lists.filter { $0.name == name }
        let nonEmpty = lists.filter { !$0.items.isEmpty }
        // Every list asked for: the empty ones are named too ("what lists do I have").
        let all = said == nil || lexicon[.allLists].contains(name)
        let empty = all ? lists.filter { $0.items.isEmpty }.map(\.name) : []
        guard !nonEmpty.isEmpty else {
            if empty.count > 1 { return Reply(say.allEmpty(lists: empty.joined(separator: ", ")), intent: "list.query") }
            return Reply(say.empty(list: empty.first ?? name), intent: "list.query")
        }
        let text = nonEmpty.map { list in
            say.list(list: list.name.capitalized, count: list.items.count) + "\n" + numbered(list.items)
        }.joined(separator: "\n")
        return Reply(text + (empty.isEmpty ? "" : "\n" + say.emptyLists(lists: empty.joined(separator: ", "))), intent: "list.query")
    }

    /// Puts restock items back on the list: the ones named, or all of them.
    mutating func restock(_ change: ListChange) -> Reply {
        let name = listName(change.list)
        guard let index = state.model.lists.firstIndex(where: { $0.name == name }), !state.model.lists[index].restock.isEmpty else {
            return Reply(say.restockNothing(list: name), outcome: .notDone, intent: "list.restock")
        }
        var list = state.model.lists[index]
        // "restock everything" names no item (the grammar reads it so): all of them come back.
        let wanted = change.items.map(\.name)
        let back = wanted.isEmpty ? list.restock : list.restock.filter { entry in wanted.contains { entry.name == $0 || entry.name.hasPrefix($0) } }
        guard !back.isEmpty else {
            return Reply(say.notInRestock(items: wanted.joined(separator: ", ")), outcome: .notDone, intent: "list.restock")
        }
        state.checkpoint(say.changeRestocked(items: back.map(\.display).joined(separator: ", ")))
        list.restock.removeAll { entry in back.contains(entry) }
        list.items += back.filter { entry in !list.items.contains { $0.name == entry.name } }
        state.model.lists[index] = list
        return Reply(say.restocked(list: name, items: back.map(\.display).joined(separator: ", ")), intent: "list.restock")
    }

    mutating func addIdea(_ change: BacklogChange) -> Reply {
        let say = Replies.ideas
        guard let item = change.item, !item.isEmpty else {
            return Reply(say.what(), outcome: .notDone, intent: "backlog.add")
        }
        let backlog = (change.backlog ?? "ideas").lowercased()
        let recipient = change.recipient.map(Self.displayName)
        state.checkpoint(say.changeAdded(idea: item, backlog: backlog))
        state.model.backlog.append(BacklogEntry(backlog: backlog, item: item, added: now, recipient: recipient))
        let count = state.model.backlog.filter { $0.backlog == backlog }.count
        // The default backlog is "ideas" itself: "your ideas", not "ideas ideas".
        let named = change.backlog == nil || backlog == "ideas" ? say.yours() : say.named(backlog: backlog)
        let text = recipient.map { say.addedFor(backlog: named, idea: item, recipient: $0, count: count) } ?? say.added(backlog: named, idea: item, count: count)
        return Reply(text, intent: "backlog.add")
    }

    /// Whether a backlog stored as `backlog` is the one `wanted` names ("vacation" for "vacation
    /// ideas", "home" for "home projects").
    static func backlog(_ backlog: String, isNamed wanted: String) -> Bool {
        backlog == wanted || backlog.hasPrefix(wanted) || wanted.hasPrefix(backlog)
            || backlog.split(separator: " ").first == wanted.split(separator: " ").first
    }

    func showIdeas(_ change: BacklogChange) -> Reply {
        let wanted = change.backlog?.lowercased()
        let entries = state.model.backlog.filter { entry in wanted.map { Self.backlog(entry.backlog, isNamed: $0) } ?? true }
        let say = Replies.ideas
        guard !entries.isEmpty else {
            return Reply(wanted.map { say.noneIn(backlog: $0) } ?? say.none(), intent: "backlog.query")
        }
        let groups = Dictionary(grouping: entries, by: \.backlog).sorted { $0.key < $1.key }
        return Reply(groups.map { name, items in
            say.group(backlog: name.capitalized) + "\n"
                + items.map { entry in entry.recipient.map { say.lineFor(idea: entry.item, recipient: $0) } ?? say.line(idea: entry.item) }.joined(separator: "\n")
        }.joined(separator: "\n"), intent: "backlog.query")
    }
}
