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

    public init(copilot: Copilot, location: StateLocation, session: String = SQLiteStore.sharedSession) throws(StoreFailure) {
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
                throw .corrupt(path: path, reason: error.description)
            }
            backend = .json(store)
        case .sqlite(let path, let legacy):
            let (store, notice) = try SQLiteStore.open(path: path, importing: legacy)
            if let notice { notices.append(notice) }
            backend = .sqlite(store)
        }
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
                throw StoreFailure.unwritable(path: store.url.path, reason: error.description)
            }
        case .sqlite(let store):
            // The grammar's reading picks what to read; the copilot parses again (a tenth of a
            // millisecond) inside the transaction.
            let intent = copilot.parser.parse(text, context: context).intent
            return try store.update(session: session, now: context.now, plan: { hasPending, journal in
                LoadPlan.forIntent(intent, hasPending: hasPending, journal: journal)
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
            do { return try store.load() } catch { throw .corrupt(path: store.url.path, reason: error.description) }
        case .sqlite(let store): return try store.load(session: session)
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
                throw StoreFailure.unwritable(path: store.url.path, reason: error.description)
            }
        case .sqlite(let store):
            try store.replaceModel(model, change: change, session: session)
        }
    }
}
