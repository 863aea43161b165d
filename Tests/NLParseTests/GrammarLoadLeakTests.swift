import Foundation
@testable import NLParse
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// Loading and dropping a grammar returns every byte it took. LeakSanitizer and valgrind report
/// the pattern trees of a grammar that is still alive as lost (a multi-payload enum keeps its
/// box pointers with the case in their spare bits, which a leak scanner does not recognise), so
/// the check here is the one those tools cannot fool: the heap must not grow over many loads.
/// The heap is the process's: suites running beside this one move it, so the check runs only when
/// asked (`ASK_HEAP_TESTS=1 swift test --filter GrammarLoadLeakTests`, alone), never in CI.
@Suite(.serialized, .enabled(if: ProcessInfo.processInfo.environment["ASK_HEAP_TESTS"] != nil))
struct GrammarLoadLeakTests {
    private static let source = """
        rule thing = (task|todo|to-do|item) [please]
        type state = (late|past due|behind [schedule]) => overdue | (done|finished) => completed
        intent task.add
          pattern (add|put|create) [a|an|new] <thing> {title:text} [to !(the) (list|shopping list)]
          pattern remind me to {title:text} [at {when:datetime}]
          pattern show {status:state} <thing>s
          example "add task buy milk" -> title="buy milk"
        """

    #if canImport(Glibc) && arch(x86_64)
    /// glibc's `mallinfo2().uordblks`, the bytes allocated and not freed. The Glibc module does
    /// not export <malloc.h>; on x86-64 a struct this large is returned through a hidden first
    /// argument, so the call is made with that pointer by hand.
    private func heapInUse() -> Int {
        typealias MallInfo2 = @convention(c) (UnsafeMutableRawPointer) -> UnsafeMutableRawPointer?
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallinfo2") else { return 0 }
        var fields = [Int](repeating: 0, count: 10)
        _ = fields.withUnsafeMutableBytes { unsafeBitCast(symbol, to: MallInfo2.self)($0.baseAddress!) }
        return fields[7]  // arena, ordblks, smblks, hblks, hblkhd, usmblks, fsmblks, uordblks, …
    }

    /// Bytes the heap grew by over `loads` loads (after a warm-up that fills every cache).
    private func growth(loads: Int) throws -> Int {
        let before = heapInUse()
        for _ in 0..<loads {
            let grammar = try Grammar(sources: [(file: "leak.grammar", text: Self.source)])
            #expect(grammar.patterns.count == 3)
            // The trees a cached grammar parses on first use are dropped with it too.
            _ = grammar.patterns.map(\.node)
        }
        return heapInUse() - before
    }

    @Test func loadingAGrammarManyTimesDoesNotGrowTheHeap() throws {
        _ = try growth(loads: 20)
        // Other suites run beside this one and move the heap either way; a leak grows it every
        // round, so the smallest of ten rounds is the figure.
        let rounds = try (0..<10).map { _ in try growth(loads: 50) }
        #expect(rounds.min()! < 50 * 1_024, "the heap grew by \(rounds) bytes over rounds of 50 grammar loads")
        #expect(heapInUse() > 0)
    }
    #endif

    /// The pattern trees themselves: parsed and dropped, nothing left.
    @Test func parsingPatternsDoesNotGrowTheHeap() throws {
        #if canImport(Glibc) && arch(x86_64)
        let pattern = "(add|put) [a] <thing> {title:text} to !(the) [my (list|shopping list)] please : x-y"
        func round() throws -> Int {
            let before = heapInUse()
            for _ in 0..<2_000 { _ = try PatternParser.parse(pattern[...], startColumn: 1) }
            return heapInUse() - before
        }
        _ = try round()
        let rounds = try (0..<10).map { _ in try round() }
        #expect(rounds.min()! < 2_000 * 8, "the heap grew by \(rounds) bytes over 2,000 parses")
        #endif
    }
}
