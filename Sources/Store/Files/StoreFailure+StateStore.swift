import Copilot

extension StoreFailure {
    /// A JSON state file's failure as the store's, keeping its reason only: wrapping the whole
    /// description printed the path and the advice twice.
    init(_ failure: StateStore.Failure, path: String) {
        switch failure {
        case .unreadable(_, let reason): self = .unreadable(path: path, reason: reason)
        case .corrupt(_, let reason): self = .invalidJSONState(path: path, reason: reason)
        case .unwritable(_, let reason): self = .unwritable(path: path, reason: reason)
        }
    }
}
