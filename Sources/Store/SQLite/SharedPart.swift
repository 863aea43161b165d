import Copilot

/// A part of the model kept in another store than this SQLite database: a shared household in
/// PostgreSQL (`HouseholdStore`). `SQLiteStore.update` runs the other store's transaction inside
/// its own, so a command is still one transaction:
///
/// 1. SQLite `BEGIN IMMEDIATE`, the local rows read;
/// 2. `begin`: the other store's transaction, its lock, its part put into the model;
/// 3. the command runs on the whole model;
/// 4. the local rows written (`local` of the model: the shared part left out), then `commit`
///    writes the shared rows and commits the other store; only then does SQLite commit.
///
/// When the other store fails, SQLite rolls back: nothing of the command is kept anywhere. Undo
/// steps stay local and hold the shared rows too, so undoing a list change writes the household.
public protocol SharedPart: AnyObject {
    /// Opens the other store's transaction (holding its lock until `commit` or `rollback`) and
    /// puts its part into `model`, replacing what the local database holds of it.
    func begin(into model: inout Model) throws(StoreFailure)
    /// `model` without the shared part: what the local database keeps.
    func local(_ model: Model) -> Model
    /// Writes what changed of the shared part between the two models and commits.
    func commit(from original: Model, to model: Model) throws(StoreFailure)
    /// Ends the other store's transaction, writing nothing.
    func rollback()
}
