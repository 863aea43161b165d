import Foundation
import Logging

/// `ask serve [--host 127.0.0.1] [--port 8080] [--grammars DIR] [--state-dir DIR] [--no-model]`.
struct ServerOptions {
    var host = "127.0.0.1"
    var port = 8080
    /// A directory of `.grammar` files instead of the bundled ones.
    var grammars: String?
    /// Where each household's state lives: `<dir>/<household>.json`.
    var stateDirectory: URL
    var model: String?
    var noModel = false
    var logLevel: Logger.Level = .info

    struct Invalid: Error, CustomStringConvertible {
        var description: String
    }

    init(arguments: [String], environment: [String: String] = ProcessInfo.processInfo.environment) throws {
        let data = environment["XDG_DATA_HOME"].flatMap { $0.hasPrefix("/") ? URL(fileURLWithPath: $0) : nil }
            ?? URL(fileURLWithPath: environment["HOME"] ?? "/tmp").appendingPathComponent(".local/share")
        stateDirectory = data.appendingPathComponent("ask/households")
        var index = 0
        func value() throws -> String {
            guard index + 1 < arguments.count else { throw Invalid(description: "\(arguments[index]) needs a value") }
            index += 1
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--host": host = try value()
            case "--port":
                let text = try value()
                guard let number = Int(text), (0...65535).contains(number) else { throw Invalid(description: "--port needs a number from 0 to 65535; got “\(text)”") }
                port = number
            case "--grammars": grammars = try value()
            case "--state-dir": stateDirectory = URL(fileURLWithPath: try value())
            case "--model": model = try value()
            case "--no-model": noModel = true
            case "--log-level":
                let text = try value()
                guard let level = Logger.Level(rawValue: text) else { throw Invalid(description: "--log-level: trace, debug, info, notice, warning, error or critical") }
                logLevel = level
            default:
                throw Invalid(description: "unknown argument “\(arguments[index])” (options: --host, --port, --grammars, --state-dir, --model, --no-model, --log-level)")
            }
            index += 1
        }
    }
}
