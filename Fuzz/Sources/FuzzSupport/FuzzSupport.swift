import CLibFuzzer
import Foundation
import Grammars
import NLParse

/// The parser every target drives: the bundled grammar and intent model, loaded once per process
/// (loading per input would make each run measure the loader, not the parse).
public enum FuzzSupport {
    public static let parser: Parser = {
        guard let directory = BundledGrammars.directory() else { fatalError("fuzz: the bundled grammars are missing") }
        do {
            let grammar = try Grammar.load(directory: directory)
            let model = IntentModelSource(contentsOf: directory.appendingPathComponent(BundledGrammars.modelFile))
            return Parser(grammar: grammar, model: model)
        } catch {
            fatalError("fuzz: the bundled grammar does not load: \(error)")
        }
    }()

    /// The README's reference time: Wednesday 7 January 2026, 09:00 in New York.
    public static let context = ParseContext(
        now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(identifier: "America/New_York")!
    )

    /// The input as text; invalid UTF-8 is repaired, as `readLine` and the argument parser do.
    public static func text(_ start: UnsafePointer<UInt8>, _ count: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: start, count: count), as: UTF8.self)
    }
}

extension FuzzSupport {
    /// Loads the grammar and the intent model (read on the first line no pattern settles), so
    /// one-time work is not charged to the first input (libFuzzer's timeout counts it).
    public static func warmUp() {
        for line in ["add task buy milk tomorrow", "play some jazz music"] { _ = parser.parse(line, context: context) }
    }

    /// Runs libFuzzer with the process's arguments over `test` and exits with its status.
    public static func runFuzzer(_ test: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> Never {
        var argc = CommandLine.argc
        var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
        exit(LLVMFuzzerRunDriver(&argc, &argv, test))
    }
}
