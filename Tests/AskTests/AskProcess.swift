import Foundation

/// Runs the built `ask` executable, as a user would.
struct AskProcess {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The `ask` binary beside this test bundle (SwiftPM builds it because the tests depend on it).
    static let executable: URL = {
        if let override = ProcessInfo.processInfo.environment["ASK_BINARY"] { return URL(fileURLWithPath: override) }
        var candidates = [URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("ask")]
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        for _ in 0..<4 {
            candidates.append(directory.appendingPathComponent("ask"))
            directory = directory.deletingLastPathComponent()
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/ask"))
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) } ?? candidates.last!
    }()

    static let pinned = ["--ephemeral", "--now", "2026-01-07T09:00:00-05:00"]

    /// One child at a time: Foundation's `Process` on Linux can hang when many threads of one test
    /// process launch children at once, as the suite's parallel tests would.
    private static let launches = NSLock()

    static func run(_ arguments: [String], stdin: Data? = nil, environment: [String: String] = [:], executable: URL = AskProcess.executable) throws -> Output {
        launches.lock()
        defer { launches.unlock() }
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if !environment.isEmpty { process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 } }
        let output = Pipe(), errors = Pipe(), input = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = input
        try process.run()
        // Write stdin on another thread so a large input cannot deadlock against a full stdout pipe.
        let writer = Thread {
            if let stdin { input.fileHandleForWriting.write(stdin) }
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        // stderr is drained beside stdout, so a child that writes much of it cannot block.
        final class Box: @unchecked Sendable { var data = Data() }
        let errorBox = Box()
        let drained = DispatchSemaphore(value: 0)
        let reader = Thread {
            errorBox.data = errors.fileHandleForReading.readDataToEndOfFile()
            drained.signal()
        }
        reader.start()
        let stdout = output.fileHandleForReading.readDataToEndOfFile()
        drained.wait()
        let stderr = errorBox.data
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self), stderr: String(decoding: stderr, as: UTF8.self))
    }
}
