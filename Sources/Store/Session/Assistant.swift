import Copilot
import Foundation
import NLParse

/// The copilot and where its state lives: what the CLI, the prompt and an app embedding the
/// library use to run a line and get the reply. Each line is one transaction on the store.
public final class Assistant: @unchecked Sendable {
    public var copilot: Copilot
    public let location: StateLocation
    /// The conversation this assistant speaks in: its pending question and undo steps are its
    /// own (see `ConversationID`).
    public let session: String
    /// Said once on opening (a JSON state imported, leftovers removed); empty when nothing was.
    public private(set) var notices: [String] = []

    private enum Backend {
        case memory
        case json(StateStore)
        case sqlite(SQLiteStore)
    }

    private let backend: Backend
    private var memory = CopilotState()
    /// The shared household the lists, backlog and members live in (`--store postgres://…`);
    /// nil when everything is local.
    public let household: HouseholdStore?

    /// `household` puts the shared part of the model in PostgreSQL; it needs the SQLite store
    /// for the rest. An unreachable household fails here, in one line: never a silent fallback.
    /// `member` names who writes (default `user@host`): what the others are told when this
    /// assistant replaces their change.
    public init(copilot: Copilot, location: StateLocation, session: String = SQLiteStore.sharedSession, household address: HouseholdAddress? = nil, member: String? = nil) throws(StoreFailure) {
        self.copilot = copilot
        self.location = location
        self.session = session
        switch location {
        case .ephemeral:
            backend = .memory
        case .json(let path):
            let store = StateStore(url: URL(fileURLWithPath: path))
            notices += store.removeLeftovers()
            do {
                _ = try store.load()
            } catch {
                throw StoreFailure(error, path: path)
            }
            backend = .json(store)
        case .sqlite(let path, let legacy):
            let (store, notice) = try SQLiteStore.open(path: path, importing: legacy)
            if let notice { notices.append(notice) }
            backend = .sqlite(store)
        }
        guard let address else {
            household = nil
            return
        }
        guard case .sqlite(let store) = backend else {
            throw .household(address: address.description, reason: "a shared household keeps personal data in the SQLite store, not with --ephemeral or a .json state")
        }
        let household = try HouseholdStore(address: address, writer: member ?? HouseholdStore.defaultWriter())
        if let notice = try household.seedIfNew(from: { () throws(StoreFailure) in try store.load().model }) { notices.append(notice) }
        if let notice = try household.renumberClashes(in: store, session: session) { notices.append(notice) }
        self.household = household
    }

    /// The SQLite store, when the state is in one (export, import, tests).
    public var database: SQLiteStore? {
        if case .sqlite(let store) = backend { return store }
        return nil
    }

    /// Runs one line against the state; with a store, in one transaction that saves any change.
    public func respond(to text: String, context: ParseContext) throws(StoreFailure) -> Reply {
        let copilot = self.copilot
        switch backend {
        case .memory:
            return copilot.respond(to: text, state: &memory, context: context)
        case .json(let store):
            do {
                return try store.update { state in copilot.respond(to: text, state: &state, context: context) }
            } catch {
                throw StoreFailure(error, path: store.url.path)
            }
        case .sqlite(let store):
            // The grammar's reading picks what to read; the copilot parses again (a tenth of a
            // millisecond) inside the transaction.
            if let household {
                var reply = try store.update(session: session, now: context.now, shared: household) { state in
                    copilot.respond(to: text, state: &state, context: context)
                }
                // Someone replaced this person's change since their last command: say so.
                for notice in household.notices { reply.text += "\nNote: " + notice }
                return reply
            }
            let parse = copilot.parser.parse(text, context: context)
            // A date said in the line ("for lunch yesterday", "how was march") reaches back to it.
            let said = parse.entities.compactMap { entity -> Date? in
                guard case .temporal(let time) = entity.value else { return nil }
                return LoadPlan.earliest(time)
            }.min()
            return try store.update(session: session, now: context.now, plan: { hasPending, journal in
                LoadPlan.forIntent(parse.intent, said: said, now: context.now, hasPending: hasPending, journal: journal)
            }) { state in
                copilot.respond(to: text, state: &state, context: context)
            }
        }
    }

    /// The state as stored now.
    public func state() throws(StoreFailure) -> CopilotState {
        switch backend {
        case .memory: return memory
        case .json(let store):
            do { return try store.load() } catch { throw StoreFailure(error, path: store.url.path) }
        case .sqlite(let store):
            var state = try store.load(session: session)
            try household?.read(into: &state.model)
            return state
        }
    }

    /// Replaces the model as one undoable change ("imported …").
    public func replaceModel(_ model: Model, change: String) throws(StoreFailure) {
        switch backend {
        case .memory:
            memory.history.append(CopilotState.Snapshot(model: memory.model, change: change))
            memory.model = model
        case .json(let store):
            do {
                try store.update { state in
                    state.history.append(CopilotState.Snapshot(model: state.model, change: change))
                    if state.history.count > CopilotState.historyLimit { state.history.removeFirst() }
                    state.undone.removeAll()
                    state.model = model
                }
            } catch {
                throw StoreFailure(error, path: store.url.path)
            }
        case .sqlite(let store):
            try store.replaceModel(model, change: change, session: session, shared: household)
        }
    }
}
