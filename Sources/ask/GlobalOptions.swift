import ArgumentParser
import Foundation
import Grammars
import NLParse
import Store
import Synchronization

/// Options every command takes.
struct GlobalOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The reference time, ISO-8601 with offset (e.g. 2026-01-07T09:00:00-05:00).", valueName: "time"))
    var now: String?

    @Option(help: ArgumentHelp("The time zone, an IANA name (e.g. Europe/Lisbon). Default: the offset of --now, else the system zone.", valueName: "zone"))
    var tz: String?

    @Option(help: ArgumentHelp("A directory of .grammar files to use instead of the bundled ones.", valueName: "dir"))
    var grammars: String?

    @Option(help: ArgumentHelp("Where to keep tasks and history: a SQLite database (default: $XDG_DATA_HOME/ask/ask.sqlite), or a legacy JSON state file when the path ends .json.", valueName: "path"))
    var state: String?

    @Option(help: ArgumentHelp("Share the household's lists, backlog and members through PostgreSQL: postgres://user@host:port/database (default: $ASK_STORE). Everything else stays in --state.", valueName: "url"))
    var store: String?

    @Option(help: ArgumentHelp("The intent model (stage 2) to use instead of the one beside the grammars.", valueName: "file"))
    var model: String?

    @Flag(help: "Parse with the grammar alone: no intent model (stage 2).")
    var noModel = false

    @Flag(help: "Keep nothing: start empty and save nothing.")
    var ephemeral = false

    /// The options as plain values.
    var settings: Settings {
        Settings(now: now, tz: tz, grammars: grammars, state: state, store: store, model: model, noModel: noModel, ephemeral: ephemeral)
    }

    func context() throws -> ParseContext { try settings.context() }
    var grammarDirectory: URL? { settings.grammarDirectory }
    var modelSource: IntentModelSource? { settings.modelSource }
    func parser(_ grammar: Grammar) -> Parser { settings.parser(grammar) }
    func loadGrammar() throws -> Grammar { try settings.loadGrammar() }
}

/// What the global options say, as plain values: what a session and the commands work from.
/// `GlobalOptions` gives one from the argument parser; `QuickStart` reads one without it.
struct Settings {
    var now: String?
    var tz: String?
    var grammars: String?
    var state: String?
    var store: String?
    var model: String?
    var noModel = false
    var ephemeral = false

    /// The injected clock and zone.
    func context() throws -> ParseContext {
        var date = Date()
        var zone = TimeZone.current
        if let now {
            switch ReferenceTime.read(now) {
            case .success(let (parsed, offsetZone)):
                date = parsed
                zone = offsetZone
            case .failure(.tooManyFractionDigits(let count)):
                throw ValidationError("--now: the fraction of a second has \(count) digits; at most \(ReferenceTime.maxFractionDigits) are allowed")
            case .failure(.notISO8601):
                throw ValidationError("--now needs an ISO-8601 time with offset, such as 2026-01-07T09:00:00-05:00; got “\(now)”")
            }
        }
        if let tz {
            guard let named = TimeZone(identifier: tz) else {
                throw ValidationError("--tz needs a time zone name such as Europe/Lisbon or America/New_York; got “\(tz)”")
            }
            zone = named
        }
        return ParseContext(now: date, timeZone: zone)
    }

    /// Where the state lives: --ephemeral, --state PATH, else the default database.
    var stateLocation: StateLocation {
        if ephemeral { return .ephemeral }
        if let state { return .given(state) }
        return .defaultLocation()
    }

    /// The shared household: --store, else `ASK_STORE`; nil when neither is set (or set empty).
    func household(environment: [String: String] = ProcessInfo.processInfo.environment) throws(StoreFailure) -> HouseholdAddress? {
        guard let text = store ?? environment["ASK_STORE"], !text.isEmpty else { return nil }
        return try HouseholdAddress.parse(text)
    }

    /// Who this person is in a shared household: `ASK_MEMBER`, else `user@host`. The others'
    /// notes name them when they replace a change.
    func member(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        environment["ASK_MEMBER"].flatMap { $0.isEmpty ? nil : $0 }
    }

    var grammarDirectory: URL? {
        if let grammars { return URL(fileURLWithPath: grammars) }
        return BundledGrammars.directory()
    }

    /// The intent model: --model, else `intents.model` beside the grammars, else the bundled one.
    /// It is read on the first line the grammar does not settle.
    var modelSource: IntentModelSource? {
        if noModel { return nil }
        if let model { return IntentModelSource(contentsOf: URL(fileURLWithPath: model)) }
        for directory in [grammarDirectory, BundledGrammars.directory()].compactMap({ $0 }) {
            let url = directory.appendingPathComponent(BundledGrammars.modelFile)
            if FileManager.default.fileExists(atPath: url.path) { return IntentModelSource(contentsOf: url) }
        }
        return nil
    }

    /// The parser over `grammar`, with the intent model.
    func parser(_ grammar: Grammar) -> Parser {
        Parser(grammar: grammar, model: modelSource)
    }

    /// The grammar, or a usage error listing every problem with file:line:col.
    func loadGrammar() throws -> Grammar {
        guard let directory = grammarDirectory else {
            throw ValidationError("the bundled grammars are missing; pass --grammars DIR")
        }
        do {
            let grammar = try Grammar.load(directory: directory, label: grammars == nil ? BundledGrammars.label() : nil, cache: GrammarCache.standard(version: Ask.version))
            LoadedGrammars.keep(grammar)
            return grammar
        } catch {
            FileHandle.standardError.write(Data("\(error)\n".utf8))
            let count = error.diagnostics.count
            printError("the grammar in \(directory.path) has \(count) error\(count == 1 ? "" : "s")")
            throw ExitCode.usage
        }
    }
}

/// The grammar this process loaded last, kept until it exits (or the next is loaded: the prompt
/// reloads an edited grammar). Freeing one (its 1,200 patterns and their tables) costs about 8
/// million instructions, a tenth of a one-shot command, for memory the exit returns anyway.
enum LoadedGrammars {
    private static let kept = Mutex<Grammar?>(nil)

    static func keep(_ grammar: Grammar) {
        kept.withLock { $0 = grammar }
    }
}
