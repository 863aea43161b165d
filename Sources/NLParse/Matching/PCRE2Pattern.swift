import Foundation
import CPCRE2
import Synchronization

/// A PCRE2 pattern compiled at load (or read from the grammar cache) and JIT-compiled the second
/// time it is matched. Every match runs under a match limit and a depth limit, so no input can
/// make a pattern run away.
///
/// JIT compilation is most of the cost of loading a grammar, and one command tries only the few
/// patterns its words allow (about 10 of 760), so it is done on use: `ask "…"` starts without
/// compiling machine code for patterns it never tries. And not on the first use: JIT-compiling a
/// pattern costs about a million instructions, interpreting it once a few thousand, so a
/// one-shot (which tries each pattern once) interprets, and a long-running process compiles a
/// pattern the second time it needs it.
package final class PCRE2Pattern: @unchecked Sendable {
    // PCRE2 code objects are safe to share between threads for matching once JIT compilation is
    // done; that one change happens under `jitLock`, before any match. Everything mutable during
    // a match (match data, JIT stack, limits) lives in `MatchScratch`.
    private let code: OpaquePointer
    let captureCount: Int
    private let jitTried = Atomic<Bool>(false)
    /// Matches so far without JIT code (counted only until JIT compilation is tried).
    private let interpretedMatches = Atomic<Int>(0)
    private let jitLock = NSLock()
    private var jitSucceeded = false

    /// True once the pattern has been JIT-compiled (it is matched by the interpreter otherwise).
    var isJITCompiled: Bool {
        prepareJIT()
        return jitSucceeded
    }

    /// False until the second match (or `isJITCompiled`) asks for JIT compilation.
    var hasTriedJIT: Bool { jitTried.load(ordering: .acquiring) }

    /// JIT-compiles the pattern if that has not been tried yet.
    @inline(__always)
    func prepareJIT() {
        guard !jitTried.load(ordering: .acquiring) else { return }
        jitLock.lock()
        defer { jitLock.unlock() }
        guard !jitTried.load(ordering: .relaxed) else { return }
        jitSucceeded = pcre2_jit_compile_8(code, UInt32(PCRE2_JIT_COMPLETE)) == 0
        jitTried.store(true, ordering: .releasing)
    }

    /// Called before every match: the first is interpreted, the second compiles.
    @inline(__always)
    private func prepareJITIfReused() {
        guard !jitTried.load(ordering: .acquiring) else { return }
        if interpretedMatches.wrappingAdd(1, ordering: .relaxed).oldValue >= 1 { prepareJIT() }
    }

    /// Limits that bound the work of one match (backtracking steps and nesting depth); a parse's
    /// matches together are bounded by its `ParseBudget`.
    static let matchLimit: UInt32 = 200_000
    static let depthLimit: UInt32 = 10_000

    /// Compiles `sources` on all cores; results in the same order.
    static func compileAll(_ sources: [String]) -> [Result<PCRE2Pattern, CompileError>] {
        sources.concurrentMap { source in
            do {
                return .success(try PCRE2Pattern(source))
            } catch let error as CompileError {
                return .failure(error)
            } catch {
                return .failure(CompileError(message: "\(error)", offset: 0))
            }
        }
    }

    struct CompileError: Error {
        var message: String
        /// Offset in the pattern where PCRE2 stopped.
        var offset: Int
    }

    init(_ pattern: String) throws {
        var errorCode: Int32 = 0
        var errorOffset: Int = 0
        let options = UInt32(PCRE2_UTF) | UInt32(PCRE2_DOLLAR_ENDONLY)
        let compiled = pattern.withCString { pointer in
            pointer.withMemoryRebound(to: UInt8.self, capacity: pattern.utf8.count) { bytes in
                pcre2_compile_8(bytes, pattern.utf8.count, options, &errorCode, &errorOffset, nil)
            }
        }
        guard let compiled else {
            throw CompileError(message: Self.message(for: errorCode), offset: errorOffset)
        }
        code = compiled

        var count: UInt32 = 0
        pcre2_pattern_info_8(compiled, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        captureCount = Int(count)
    }

    /// Takes ownership of a code decoded from the grammar cache.
    private init(code: OpaquePointer) {
        self.code = code
        var count: UInt32 = 0
        pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_CAPTURECOUNT), &count)
        captureCount = Int(count)
    }

    deinit {
        pcre2_code_free_8(code)
    }

    /// The compiled code of `patterns` in PCRE2's serialized form (without JIT code, which is
    /// never serialized), each pattern on its own so the grammar cache can decode one without
    /// the rest: the bytes every serialization of one code starts with (a header and the
    /// character tables, the same for all), and each code's own bytes. Nil if PCRE2 refuses.
    static func serializeSeparately(_ patterns: [PCRE2Pattern]) -> (prefix: [UInt8], codes: [[UInt8]])? {
        var prefix: [UInt8]?
        var codes: [[UInt8]] = []
        codes.reserveCapacity(patterns.count)
        for pattern in patterns {
            var code: OpaquePointer? = pattern.code
            var bytes: UnsafeMutablePointer<UInt8>?
            var size = 0
            guard pcre2_serialize_encode_8(&code, 1, &bytes, &size, nil) == 1, let bytes else { return nil }
            defer { pcre2_serialize_free_8(bytes) }
            let all = UnsafeBufferPointer(start: bytes, count: size)
            // A serialization is its header and tables, then the code's block as it is in memory.
            let blockSize = pattern.blockSize
            guard blockSize > 0, blockSize < size else { return nil }
            let head = Array(all[0..<(size - blockSize)])
            guard prefix == nil || prefix == head else { return nil }
            prefix = head
            codes.append(Array(all[(size - blockSize)...]))
        }
        return (prefix ?? [], codes)
    }

    /// The size of the pattern's compiled block, what its serialization carries after the prefix.
    private var blockSize: Int {
        var size = 0
        return pcre2_pattern_info_8(code, UInt32(PCRE2_INFO_SIZE), &size) == 0 ? size : 0
    }

    /// One pattern `serializeSeparately` wrote: its `prefix` and its own `code` bytes. Nil when
    /// they are not a code of this PCRE2 build. PCRE2 checks only the framing, so callers
    /// checksum the bytes first.
    static func deserialize(prefix: UnsafeRawBufferPointer, code: UnsafeRawBufferPointer) -> PCRE2Pattern? {
        guard prefix.count >= 16, !code.isEmpty else { return nil }
        var bytes = [UInt8](prefix)
        bytes.append(contentsOf: code)
        var decoded: OpaquePointer?
        let count = bytes.withUnsafeBufferPointer { bytes -> Int32 in
            guard pcre2_serialize_get_number_of_codes_8(bytes.baseAddress) == 1 else { return 0 }
            return pcre2_serialize_decode_8(&decoded, 1, bytes.baseAddress, nil)
        }
        guard count == 1, let decoded else { return nil }
        let pattern = PCRE2Pattern(code: decoded)
        // The block read must be the whole of what was stored, no more and no less.
        return pattern.blockSize == code.count ? pattern : nil
    }

    /// PCRE2's version, part of the cache key (serialized code is only valid for the same build).
    static var libraryVersion: String {
        var buffer = [UInt8](repeating: 0, count: 64)
        let length = pcre2_config_8(UInt32(PCRE2_CONFIG_VERSION), &buffer)
        return length > 1 ? String(decoding: buffer[0..<Int(length - 1)], as: UTF8.self) : "unknown"
    }

    package enum Outcome {
        case matched
        case noMatch
        /// The match hit a limit or failed; treated as no match, but reported.
        case failed(String)
        /// The parse's budget ran out before the match finished.
        case cut
    }

    /// Runs `attempt` (one PCRE2 call under the scratch's match context) under the tiers of the
    /// per-match limit that `budget` allows: first `ParseBudget.firstTry`, then four times more
    /// while the try hits the limit, up to `matchLimit`. Returns PCRE2's code, or nil when the
    /// budget ran out first.
    private func underBudget(_ budget: inout ParseBudget, scratch: MatchScratch, _ attempt: () -> Int32) -> Int32? {
        var tier = ParseBudget.firstTry
        while true {
            guard let limit = budget.limit(for: tier) else { return nil }
            pcre2_set_match_limit_8(scratch.matchContext, limit)
            let result = attempt()
            budget.charge(limit)
            guard result == PCRE2_ERROR_MATCHLIMIT else { return result }
            if limit < tier {
                budget.exhaust()
                return nil
            }
            if tier >= Self.matchLimit { return result }
            tier = min(Self.matchLimit, tier &* 4)
        }
    }

    /// Matches the whole `subject` (UTF-8 bytes). On a match, `groups` holds each capture group's
    /// byte range, or nil for a group that did not take part.
    package func match(_ subject: UnsafeBufferPointer<UInt8>, scratch: MatchScratch, budget: inout ParseBudget, groups: inout [Range<Int>?]) -> Outcome {
        prepareJITIfReused()
        let data = scratch.data(forCaptures: captureCount)
        // The JIT's own entry point skips pcre2_match's option checks; the match context still
        // carries the limits. The subject is valid UTF-8 by construction (built from Strings).
        let jit = jitSucceeded
        guard let result = underBudget(&budget, scratch: scratch, {
            jit
                ? pcre2_jit_match_8(code, subject.baseAddress, subject.count, 0, 0, data, scratch.matchContext)
                : pcre2_match_8(code, subject.baseAddress, subject.count, 0, UInt32(PCRE2_NO_UTF_CHECK), data, scratch.matchContext)
        }) else { return .cut }
        if result == PCRE2_ERROR_NOMATCH { return .noMatch }
        if result < 0 { return .failed(Self.message(for: result)) }
        let vector = pcre2_get_ovector_pointer_8(data)!
        groups.removeAll(keepingCapacity: true)
        let unset = cpcre2_unset()
        for group in 0...captureCount {
            let start = vector[2 * group]
            let end = vector[2 * group + 1]
            groups.append(start == unset ? nil : Int(start)..<Int(end))
        }
        return .matched
    }

    /// True when `subject` is all or the start of something the pattern matches (PCRE2 hard
    /// partial matching): the basis of "matched this far, then failed here" in explanations.
    /// Nil when the budget ran out first.
    /// Interpreted: the JIT code is compiled for complete matches only, and compiling it here
    /// made every `ask explain` JIT-compile the whole grammar for nothing.
    package func acceptsPrefix(_ subject: UnsafeBufferPointer<UInt8>, scratch: MatchScratch, budget: inout ParseBudget) -> Bool? {
        let data = scratch.data(forCaptures: captureCount)
        guard let result = underBudget(&budget, scratch: scratch, {
            pcre2_match_8(code, subject.baseAddress, subject.count, 0, UInt32(PCRE2_PARTIAL_HARD) | UInt32(PCRE2_NO_UTF_CHECK), data, scratch.matchContext)
        }) else { return nil }
        return result >= 0 || result == PCRE2_ERROR_PARTIAL
    }

    static func message(for code: Int32) -> String {
        var buffer = [UInt8](repeating: 0, count: 256)
        let length = pcre2_get_error_message_8(code, &buffer, buffer.count)
        return length > 0 ? String(decoding: buffer[0..<Int(length)], as: UTF8.self) : "PCRE2 error \(code)"
    }
}

/// The mutable state of matching, reused across the patterns of one parse and never used by two
/// parses at once (`MatchScratchPool` lends it out): match data, the match context carrying the
/// limits, and the JIT stack.
package final class MatchScratch: @unchecked Sendable {
    private var data: OpaquePointer?
    private var capacity = 0
    let matchContext: OpaquePointer
    private let jitStack: OpaquePointer?
    /// The parser's prefilter marks (see `RequiredWordIndex`).
    var prefilterMarks = RequiredWordIndex.Marks()

    package init() {
        matchContext = pcre2_match_context_create_8(nil)
        pcre2_set_match_limit_8(matchContext, PCRE2Pattern.matchLimit)
        pcre2_set_depth_limit_8(matchContext, PCRE2Pattern.depthLimit)
        jitStack = pcre2_jit_stack_create_8(32 * 1024, 512 * 1024, nil)
        pcre2_jit_stack_assign_8(matchContext, nil, UnsafeMutableRawPointer(jitStack))
    }

    func data(forCaptures count: Int) -> OpaquePointer {
        if let data, capacity > count { return data }
        if let data { pcre2_match_data_free_8(data) }
        capacity = max(count + 1, 16)
        data = pcre2_match_data_create_8(UInt32(capacity), nil)
        return data!
    }

    deinit {
        if let data { pcre2_match_data_free_8(data) }
        if let jitStack { pcre2_jit_stack_free_8(jitStack) }
        pcre2_match_context_free_8(matchContext)
    }
}
