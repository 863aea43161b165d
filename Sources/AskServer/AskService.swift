import Copilot
import Foundation
import Grammars
import Hummingbird
import Intents
import Logging
import NLParse

/// The HTTP face of the library (docs/openapi.yaml is the contract):
///
/// - `GET /v1/health`: the server is up, with its grammar's size.
/// - `POST /v1/parse`: `{"text", "now"?, "tz"?}` answers the parse JSON of `ask parse --json`;
///   `{"texts": [...], "now"?, "tz"?}` answers `{"results": [...]}` in the same order.
/// - `POST /v1/command`: `{"text", "household", "now"?, "tz"?}` runs the command against that
///   household's state (`<state-dir>/<household>.json`, the same file format and lock as the
///   command line's `--state`) and answers the REPL's reply.
///
/// Bad input is a JSON error with a 4xx status, never a crash: a body over 64 KB (413), not
/// UTF-8 or not JSON (400), a field of the wrong type or an unknown field (400). The parser is
/// shared by every request (it is thread-safe), loaded once through the grammar cache and
/// JIT-compiled before the first request. A command's change is on disk before its reply is
/// sent, so stopping the server (SIGTERM, SIGINT: in-flight requests finish first) loses no
/// acknowledged command.
struct AskService {
    static let maxBody = 64 * 1024
    /// A batch parses at most this many texts (each at most `Parser.maxScalars` long).
    static let maxBatch = 256
    static let version = "0.5.0"

    let options: ServerOptions
    let logger: Logger
    let parser: Parser
    let copilot: Copilot

    init(options: ServerOptions, logger: Logger) throws {
        self.options = options
        self.logger = logger
        let directory = options.grammars.map { URL(fileURLWithPath: $0) } ?? BundledGrammars.directory()
        guard let directory else { throw ServerOptions.Invalid(description: "the bundled grammars are missing; pass --grammars DIR") }
        let started = ContinuousClock.now
        let grammar = try Grammar.load(directory: directory, label: options.grammars == nil ? BundledGrammars.label() : nil,
                                       cache: GrammarCache.standard(version: "server \(Self.version)"))
        grammar.compileAllJIT()
        var model: IntentModelSource?
        if !options.noModel {
            let url = options.model.map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent(BundledGrammars.modelFile)
            if FileManager.default.fileExists(atPath: url.path) { model = IntentModelSource(contentsOf: url) }
        }
        parser = Parser(grammar: grammar, model: model)
        copilot = Copilot(parser: parser)
        logger.info("grammar loaded", metadata: [
            "patterns": "\(grammar.patterns.count)", "from_cache": "\(grammar.isFromCache)",
            "ms": "\((ContinuousClock.now - started).components.attoseconds / 1_000_000_000_000_000 + (ContinuousClock.now - started).components.seconds * 1000)",
        ])
    }

    func run() async throws {
        let router = Router()
        router.add(middleware: AccessLog(logger: logger))
        router.get("/v1/health") { _, _ in
            Self.json(.ok, .object([
                ("status", .string("ok")), ("version", .string(Self.version)),
                ("patterns", .number(Double(parser.grammar.patterns.count))), ("intents", .number(Double(parser.grammar.intents.count))),
            ]))
        }
        router.post("/v1/parse") { request, _ in
            await Self.answer { try await parse(request) }
        }
        router.post("/v1/command") { request, _ in
            await Self.answer { try await command(request) }
        }
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(options.host, port: options.port), serverName: "ask"),
            onServerRunning: { channel in
                logger.info("listening", metadata: ["address": "\(channel.localAddress.map { "\($0)" } ?? "?")"])
            },
            logger: logger
        )
        try await app.runService(gracefulShutdownSignals: [.sigterm, .sigint])
        logger.info("stopped")
    }

    // MARK: Endpoints

    private func parse(_ request: Request) async throws(BadRequest) -> Response {
        let body = try await Self.body(of: request)
        try body.allowOnly(["text", "texts", "now", "tz"])
        let context = try Self.context(body)
        if let texts = body["texts"] {
            guard body["text"] == nil else { throw BadRequest("give \"text\" or \"texts\", not both") }
            guard case .array(let items) = texts else { throw BadRequest("\"texts\" must be an array of strings") }
            guard items.count <= Self.maxBatch else { throw BadRequest("\"texts\" holds at most \(Self.maxBatch) texts") }
            let strings = try items.map { item throws(BadRequest) -> String in
                guard let string = item.stringValue else { throw BadRequest("\"texts\" must be an array of strings") }
                return string
            }
            return Self.json(.ok, .object([("results", .array(strings.map { TypedValues.json(parser.parse($0, context: context), in: context.timeZone) }))]))
        }
        guard let text = try body.string("text") else { throw BadRequest("\"text\" (a string) or \"texts\" (an array of strings) is required") }
        return Self.json(.ok, TypedValues.json(parser.parse(text, context: context), in: context.timeZone))
    }

    private func command(_ request: Request) async throws(BadRequest) -> Response {
        let body = try await Self.body(of: request)
        try body.allowOnly(["text", "household", "now", "tz"])
        guard let text = try body.string("text") else { throw BadRequest("\"text\" (a string) is required") }
        guard let household = try body.string("household") else { throw BadRequest("\"household\" (a string) is required") }
        guard (1...64).contains(household.utf8.count), household.utf8.allSatisfy({ $0 < 0x80 && (Character(Unicode.Scalar($0)).isLetter || Character(Unicode.Scalar($0)).isNumber || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")) }) else {
            throw BadRequest("\"household\" is 1 to 64 letters, digits, '-' or '_'")
        }
        let context = try Self.context(body)
        let store = StateStore(url: options.stateDirectory.appendingPathComponent("\(household).json"))
        do {
            try FileManager.default.createDirectory(at: options.stateDirectory, withIntermediateDirectories: true)
            let reply = try store.update { state in copilot.respond(to: text, state: &state, context: context) }
            return Self.json(.ok, .object([
                ("reply", .string(reply.printable)), ("outcome", .string(reply.outcome == .done ? "done" : "not_done")),
                ("intent", .string(reply.intent)), ("household", .string(household)),
            ]))
        } catch {
            logger.error("state not usable", metadata: ["household": "\(household)", "error": "\(error)"])
            return Self.json(.internalServerError, Self.error("state", "the household's state cannot be used: \(error)"))
        }
    }

    // MARK: Input

    struct BadRequest: Error {
        var status: HTTPResponse.Status = .badRequest
        var code = "bad_request"
        var message: String
        init(_ message: String, status: HTTPResponse.Status = .badRequest, code: String = "bad_request") {
            self.message = message
            self.status = status
            self.code = code
        }
    }

    /// The body as a JSON object: at most 64 KB of UTF-8.
    private static func body(of request: Request) async throws(BadRequest) -> JSONValue {
        if let length = request.headers[.contentLength].flatMap(Int.init), length > maxBody {
            throw BadRequest("the body is \(length) bytes; the limit is \(maxBody)", status: .contentTooLarge, code: "too_large")
        }
        var buffer: ByteBuffer
        do {
            buffer = try await request.body.collect(upTo: maxBody)
        } catch {
            throw BadRequest("the body is over \(maxBody) bytes", status: .contentTooLarge, code: "too_large")
        }
        let bytes = buffer.readBytes(length: buffer.readableBytes) ?? []
        guard let text = String(validating: bytes, as: UTF8.self) else { throw BadRequest("the body is not valid UTF-8", code: "not_utf8") }
        guard let value = JSONValue.parse(text) else { throw BadRequest("the body is not valid JSON", code: "not_json") }
        guard case .object = value else { throw BadRequest("the body must be a JSON object") }
        return value
    }

    /// `now` (ISO-8601 with offset) and `tz` (an IANA zone), as the command line's --now and --tz.
    private static func context(_ body: JSONValue) throws(BadRequest) -> ParseContext {
        var date = Date()
        var zone = TimeZone.current
        if let now = try body.string("now") {
            switch ReferenceTime.read(now) {
            case .success(let (parsed, offsetZone)):
                date = parsed
                zone = offsetZone
            case .failure(let problem):
                throw BadRequest("\"now\": \(problem)")
            }
        }
        if let tz = try body.string("tz") {
            guard let named = TimeZone(identifier: tz) else { throw BadRequest("\"tz\" must be an IANA time zone such as Europe/Lisbon; got “\(tz)”") }
            zone = named
        }
        return ParseContext(now: date, timeZone: zone)
    }

    // MARK: Output

    private static func answer(_ body: () async throws -> Response) async -> Response {
        do {
            return try await body()
        } catch let error as BadRequest {
            return json(error.status, Self.error(error.code, error.message))
        } catch {
            return json(.internalServerError, Self.error("internal", "the request failed"))
        }
    }

    static func error(_ code: String, _ message: String) -> JSONValue {
        .object([("error", .object([("code", .string(code)), ("message", .string(message))]))])
    }

    static func json(_ status: HTTPResponse.Status, _ value: JSONValue) -> Response {
        var buffer = ByteBuffer()
        buffer.writeString(value.text)
        return Response(status: status, headers: [.contentType: "application/json; charset=utf-8"], body: ResponseBody(byteBuffer: buffer))
    }
}

extension JSONValue {
    /// A string member, nil when absent or null; an error when it is there with another type.
    func string(_ key: String) throws(AskService.BadRequest) -> String? {
        switch self[key] {
        case nil, .null?: return nil
        case .string(let value)?: return value
        default: throw AskService.BadRequest("\"\(key)\" must be a string")
        }
    }

    /// Unknown members are refused, so a misspelt field is not silently ignored.
    func allowOnly(_ keys: Set<String>) throws(AskService.BadRequest) {
        guard case .object(let members) = self else { return }
        if let unknown = members.first(where: { !keys.contains($0.0) }) {
            throw AskService.BadRequest("unknown field \"\(unknown.0)\" (known: \(keys.sorted().joined(separator: ", ")))", code: "unknown_field")
        }
    }
}

/// One structured log line per request: method, path, status and time taken.
struct AccessLog<Context: RequestContext>: RouterMiddleware {
    let logger: Logger

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        let started = ContinuousClock.now
        do {
            let response = try await next(request, context)
            log(request, status: response.status.code, since: started)
            return response
        } catch let error as HTTPResponseError {
            log(request, status: error.status.code, since: started)
            throw error
        } catch {
            log(request, status: 500, since: started)
            return AskService.json(.internalServerError, AskService.error("internal", "the request failed"))
        }
    }

    private func log(_ request: Request, status: Int, since started: ContinuousClock.Instant) {
        let elapsed = ContinuousClock.now - started
        let micros = elapsed.components.seconds * 1_000_000 + elapsed.components.attoseconds / 1_000_000_000_000
        logger.info("request", metadata: [
            "method": "\(request.method.rawValue)", "path": "\(request.uri.path)", "status": "\(status)", "us": "\(micros)",
        ])
    }
}
