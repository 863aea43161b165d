import Copilot
import Foundation

/// `ask export --format json` and its import: everything the model holds, in the state file's
/// format (`{"format": "ask-state", "version": 1, "state": {"model": …}}`) with sorted keys, so
/// the file is also a legacy `--state FILE.json` and an export of an import of it is the same
/// bytes. Undo history and a pending question are not exported; dates are ISO-8601 to the second.
public enum JSONExchange {
    private struct File: Codable {
        var format: String
        var version: Int
        var state: CopilotState
    }

    public static func export(_ model: Model) -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .iso8601
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        var state = CopilotState()
        state.model = model
        var data = (try? encoder.encode(File(format: "ask-state", version: 1, state: state))) ?? Data()
        data.append(UInt8(ascii: "\n"))
        return data
    }

    /// The model in an export or a state file; a foreign or broken file is refused.
    public static func read(_ data: Data, path: String) throws(StoreFailure) -> Model {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        let file: File
        do {
            file = try decoder.decode(File.self, from: data)
        } catch {
            throw .exchange(path: path, reason: "not an ask JSON export or state file (\(error))")
        }
        guard file.format == "ask-state" else { throw .exchange(path: path, reason: "format is “\(file.format)”, not ask-state") }
        guard file.version <= 1 else { throw .exchange(path: path, reason: "version \(file.version) is newer than this ask understands (1)") }
        var model = file.state.model
        model.tasks.sort { $0.id < $1.id }
        return model
    }
}
