import Foundation
import Glibc
import Testing

/// `ask serve` end to end: the real server on a loopback port, answers checked against
/// docs/openapi.yaml (status codes and required keys), bad input answered with 4xx JSON, and a
/// clean stop on SIGTERM that keeps every acknowledged command.
@Suite(.serialized)
struct ServeTests {
    var spec: OpenAPIDocument { OpenAPIDocument.load() }

    @Test func parseCommandHealthAndErrorsFollowTheSpec() throws {
        let server = try ServerProcess.start()
        defer { server.stop() }

        let health = try server.request("GET", "/v1/health")
        try spec.check(health, path: "/v1/health", method: "get", schema: "Health")
        #expect(health.json?["status"] as? String == "ok")

        let parse = try server.request("POST", "/v1/parse", json: ["text": "add task call mom tomorrow at 6 @phone p2", "now": "2026-01-07T09:00:00-05:00"])
        try spec.check(parse, path: "/v1/parse", method: "post", schema: "ParseResult")
        #expect(parse.json?["intent"] as? String == "task.add")
        #expect((parse.json?["slots"] as? [String: Any])?["due"] as? String == "2026-01-08T18:00:00-05:00")

        let batch = try server.request("POST", "/v1/parse", json: ["texts": ["done 3", "log 2 eggs"], "now": "2026-01-07T09:00:00-05:00"])
        try spec.check(batch, path: "/v1/parse", method: "post", schema: "ParseBatch")
        let results = try #require(batch.json?["results"] as? [[String: Any]])
        #expect(results.map { $0["intent"] as? String } == ["task.complete", "meal.log"])

        let household = "test-\(UUID().uuidString.prefix(8))"
        let added = try server.request("POST", "/v1/command", json: ["text": "add task buy milk tomorrow", "household": household, "now": "2026-01-07T09:00:00-05:00"])
        try spec.check(added, path: "/v1/command", method: "post", schema: "CommandReply")
        #expect(added.json?["reply"] as? String == "Added “buy milk”, due Thu 8 Jan.")
        let listed = try server.request("POST", "/v1/command", json: ["text": "list", "household": household, "now": "2026-01-07T09:00:00-05:00"])
        #expect((listed.json?["reply"] as? String)?.contains("buy milk") == true)
        #expect(FileManager.default.fileExists(atPath: server.stateDirectory.appendingPathComponent("\(household).json").path))

        // Bad input: JSON errors with 4xx, and the server goes on.
        let cases: [(String, Data, Int)] = [
            ("/v1/parse", Data([0x7B, 0x22, 0x74, 0x65, 0x78, 0x74, 0x22, 0x3A, 0x22, 0xFF, 0xFE, 0x22, 0x7D]), 400),  // invalid UTF-8
            ("/v1/parse", Data("not json".utf8), 400),
            ("/v1/parse", Data("[1, 2]".utf8), 400),
            ("/v1/parse", Data(#"{"text": 42}"#.utf8), 400),
            ("/v1/parse", Data(#"{"texts": "one"}"#.utf8), 400),
            ("/v1/parse", Data(#"{"txt": "typo in the field name"}"#.utf8), 400),
            ("/v1/parse", Data(#"{"text": "x", "now": "tomorrow"}"#.utf8), 400),
            ("/v1/parse", Data(#"{"text": "x", "tz": "Mars/Olympus"}"#.utf8), 400),
            ("/v1/parse", Data(("{\"text\": \"" + String(repeating: "a", count: 70_000) + "\"}").utf8), 413),
            ("/v1/command", Data(#"{"text": "list"}"#.utf8), 400),
            ("/v1/command", Data(#"{"text": "list", "household": "../etc"}"#.utf8), 400),
        ]
        for (path, body, status) in cases {
            let answer = try server.request("POST", path, body: body)
            #expect(answer.status == status, "\(path) \(String(decoding: body.prefix(60), as: UTF8.self))")
            try spec.check(answer, path: path, method: "post", schema: "Error")
        }
        #expect(try server.request("GET", "/v1/health").status == 200)
    }

    @Test func sigtermStopsCleanlyAndKeepsAcknowledgedCommands() throws {
        let server = try ServerProcess.start()
        let household = "stop-\(UUID().uuidString.prefix(8))"
        for item in 1...5 {
            let answer = try server.request("POST", "/v1/command", json: ["text": "add task item \(item)", "household": household, "now": "2026-01-07T09:00:00-05:00"])
            #expect(answer.status == 200)
        }
        kill(server.process.processIdentifier, SIGTERM)
        server.process.waitUntilExit()
        #expect(server.process.terminationReason == .exit)
        #expect(server.process.terminationStatus == 0)
        let state = try String(contentsOf: server.stateDirectory.appendingPathComponent("\(household).json"), encoding: .utf8)
        for item in 1...5 { #expect(state.contains("item \(item)")) }
    }
}

/// The `ask-server` binary beside `ask`, started on a free loopback port.
final class ServerProcess {
    let process = Process()
    let stateDirectory: URL

    struct Answer {
        var status: Int
        var body: Data
        var json: [String: Any]? { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] }
    }

    private init(stateDirectory: URL) {
        self.stateDirectory = stateDirectory
    }

    static func start() throws -> ServerProcess {
        let binary = AskProcess.executable.deletingLastPathComponent().appendingPathComponent("ask-server")
        let state = FileManager.default.temporaryDirectory.appendingPathComponent("ask-serve-\(UUID().uuidString)")
        let errors = Pipe()
        let server = ServerProcess(stateDirectory: state)
        server.process.executableURL = binary
        server.process.arguments = ["--port", "0", "--state-dir", state.path]
        server.process.standardError = errors
        server.process.standardOutput = FileHandle.nullDevice
        try server.process.run()
        // The log line "listening" carries the port the system chose.
        var seen = Data()
        let deadline = Date().addingTimeInterval(120)
        while Date() < deadline {
            let chunk = errors.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
            let text = String(decoding: seen, as: UTF8.self)
            if let line = text.split(separator: "\n").first(where: { $0.contains("listening") && $0.contains("address=") }),
               let address = line.split(separator: " ").first(where: { $0.hasPrefix("address=") }),
               let port = Int(address.split(separator: ":").last?.filter(\.isNumber) ?? "") {
                // Keep draining the log, so a full pipe never blocks the server.
                let log = errors.fileHandleForReading
                Thread { while !log.availableData.isEmpty {} }.start()
                return server.with(port: port)
            }
        }
        server.process.terminate()
        throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "ask-server did not start: \(String(decoding: seen, as: UTF8.self))"])
    }

    private var chosenPort = 0
    private func with(port: Int) -> ServerProcess {
        chosenPort = port
        return self
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
    }

    func request(_ method: String, _ path: String, json: [String: Any]) throws -> Answer {
        try request(method, path, body: JSONSerialization.data(withJSONObject: json))
    }

    /// One HTTP/1.1 exchange over a plain socket (`Connection: close`, read to the end).
    func request(_ method: String, _ path: String, body: Data? = nil) throws -> Answer {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw POSIXError(.EIO) }
        defer { close(socket) }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(chosenPort).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard connected == 0 else { throw POSIXError(.ECONNREFUSED) }
        var message = Data("\(method) \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n".utf8)
        if let body { message += Data("Content-Type: application/json\r\nContent-Length: \(body.count)\r\n".utf8) }
        message += Data("\r\n".utf8)
        if let body { message += body }
        try message.withUnsafeBytes { bytes in
            var sent = 0
            while sent < bytes.count {
                let count = send(socket, bytes.baseAddress! + sent, bytes.count - sent, Int32(MSG_NOSIGNAL))
                // The server may answer 413 and close before reading everything: stop sending then.
                if count <= 0 { break }
                sent += count
            }
        }
        var response = Data()
        var buffer = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = recv(socket, &buffer, buffer.count, 0)
            if count <= 0 { break }
            response.append(contentsOf: buffer[0..<count])
        }
        guard let split = response.range(of: Data("\r\n\r\n".utf8)) else { throw POSIXError(.EBADMSG) }
        let head = String(decoding: response[..<split.lowerBound], as: UTF8.self)
        let status = Int(head.split(separator: " ").dropFirst().first ?? "") ?? 0
        var content = Data(response[split.upperBound...])
        if head.lowercased().contains("transfer-encoding: chunked") { content = Self.unchunk(content) }
        return Answer(status: status, body: content)
    }

    private static func unchunk(_ data: Data) -> Data {
        var output = Data()
        var rest = data[...]
        while let line = rest.range(of: Data("\r\n".utf8)) {
            guard let size = Int(String(decoding: rest[..<line.lowerBound], as: UTF8.self), radix: 16), size > 0 else { break }
            let start = line.upperBound
            guard rest.distance(from: start, to: rest.endIndex) >= size else { break }
            let end = rest.index(start, offsetBy: size)
            output += rest[start..<end]
            rest = rest[rest.index(end, offsetBy: min(2, rest.distance(from: end, to: rest.endIndex)))...]
        }
        return output
    }
}

/// docs/openapi.yaml, read with a reader of the YAML subset it is written in (block mappings,
/// block lists, `[a, b]` lists, quoted or plain scalars): enough to look up each operation's
/// responses and each schema's required keys.
struct OpenAPIDocument {
    let root: [String: Any]

    static func load() -> OpenAPIDocument {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/openapi.yaml")
        let text = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        var lines = text.split(separator: "\n").map(String.init).filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty && !$0.trimmingCharacters(in: .whitespaces).hasPrefix("#") }
        var index = 0
        return OpenAPIDocument(root: (Self.block(&lines, &index, indent: 0) as? [String: Any]) ?? [:])
    }

    private static func indent(_ line: String) -> Int { line.prefix { $0 == " " }.count }

    private static func scalar(_ text: String) -> Any {
        let value = text.trimmingCharacters(in: .whitespaces)
        if value.hasPrefix("[") && value.hasSuffix("]") {
            return value.dropFirst().dropLast().split(separator: ",").map { String(scalar(String($0)) as? String ?? "") }
        }
        if value.count >= 2, value.first == "\"", value.last == "\"" { return String(value.dropFirst().dropLast()) }
        return value
    }

    private static func block(_ lines: inout [String], _ index: inout Int, indent level: Int) -> Any {
        if index < lines.count, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("- ") {
            var items: [Any] = []
            while index < lines.count, indent(lines[index]) == level, lines[index].trimmingCharacters(in: .whitespaces).hasPrefix("- ") {
                let content = String(lines[index].trimmingCharacters(in: .whitespaces).dropFirst(2))
                index += 1
                if let colon = content.range(of: ": ") {
                    items.append([String(content[..<colon.lowerBound]): scalar(String(content[colon.upperBound...]))])
                } else {
                    items.append(scalar(content))
                }
            }
            return items
        }
        var mapping: [String: Any] = [:]
        while index < lines.count, indent(lines[index]) == level {
            let content = lines[index].trimmingCharacters(in: .whitespaces)
            index += 1
            if content.hasSuffix(":") {
                let key = String(scalar(String(content.dropLast())) as? String ?? "")
                let inner = index < lines.count ? indent(lines[index]) : 0
                mapping[key] = inner > level ? block(&lines, &index, indent: inner) : ""
            } else if let colon = content.range(of: ": ") {
                let key = String(scalar(String(content[..<colon.lowerBound])) as? String ?? "")
                mapping[key] = scalar(String(content[colon.upperBound...]))
            }
        }
        return mapping
    }

    private func value(_ path: [String]) -> Any? {
        var node: Any? = root
        for key in path { node = (node as? [String: Any])?[key] }
        return node
    }

    /// The answer's status is listed for the operation, the operation's schema for that status
    /// names `schema` (directly or in `oneOf`), and the body holds that schema's required keys.
    func check(_ answer: ServerProcess.Answer, path: String, method: String, schema: String) throws {
        let response = try #require(value(["paths", path, method, "responses", String(answer.status)]) as? [String: Any], "status \(answer.status) of \(method) \(path) is not in the spec")
        let declared = try #require(((response["content"] as? [String: Any])?["application/json"] as? [String: Any])?["schema"] as? [String: Any])
        let references = ([declared["$ref"] as? String] + ((declared["oneOf"] as? [[String: Any]]) ?? []).map { $0["$ref"] as? String }).compactMap { $0 }
        #expect(references.contains("#/components/schemas/\(schema)"), "\(method) \(path) \(answer.status) does not answer \(schema)")
        let body = try #require(answer.json, "the body is not a JSON object: \(String(decoding: answer.body, as: UTF8.self))")
        try checkRequired(body, schema: try #require(value(["components", "schemas", schema]) as? [String: Any]))
    }

    private func checkRequired(_ body: [String: Any], schema: [String: Any]) throws {
        for key in (schema["required"] as? [String]) ?? [] {
            #expect(body[key] != nil, "required key \(key) is missing")
            if let nested = (schema["properties"] as? [String: Any])?[key] as? [String: Any], nested["required"] != nil, let inner = body[key] as? [String: Any] {
                try checkRequired(inner, schema: nested)
            }
        }
    }
}
