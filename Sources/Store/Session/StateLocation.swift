import Copilot
import Foundation

/// Where the state lives.
///
/// The default is a SQLite database, `$XDG_DATA_HOME/ask/ask.sqlite` (else
/// `~/.local/share/ask/ask.sqlite`); a `state.json` left there by an older ask is imported on the
/// first run and kept beside it, renamed `state.json.imported`. `--state PATH` names the database;
/// a PATH ending `.json` keeps the legacy JSON file (rewritten whole, undo by snapshots), for
/// scripts that read the file and for sharing one file by hand.
public enum StateLocation: Sendable, Equatable {
    /// Nothing is kept (`--ephemeral`).
    case ephemeral
    /// The legacy JSON state file.
    case json(path: String)
    /// The SQLite database; `legacy` is a JSON state to import on first use.
    case sqlite(path: String, legacy: String?)

    public static func given(_ path: String) -> StateLocation {
        path.lowercased().hasSuffix(".json") ? .json(path: path) : .sqlite(path: path, legacy: nil)
    }

    public static func defaultLocation(environment: [String: String] = ProcessInfo.processInfo.environment) -> StateLocation {
        let directory = StateStore.defaultURL(environment: environment).deletingLastPathComponent()
        return .sqlite(path: directory.appendingPathComponent("ask.sqlite").path,
                       legacy: directory.appendingPathComponent("state.json").path)
    }
}
