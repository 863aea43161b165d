import Foundation
import Testing

/// The grammar cache as a user meets it: `$XDG_CACHE_HOME/ask`, written by the first run, read by
/// the next, and rebuilt without a word when someone damages it.
struct GrammarCacheCommandTests {
    @Test func theSecondRunReadsTheCacheAndADamagedCacheIsRebuilt() throws {
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("ask-xdg-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: home) }
        let environment = ["XDG_CACHE_HOME": home.path]
        let arguments = AskProcess.pinned + ["parse", "--json", "add task buy milk tomorrow"]
        let first = try AskProcess.run(arguments, environment: environment)
        #expect(first.status == 0)
        let directory = home.appendingPathComponent("ask")
        let files = try FileManager.default.contentsOfDirectory(atPath: directory.path)
        #expect(files.count == 1)
        let file = directory.appendingPathComponent(try #require(files.first))
        let written = try Data(contentsOf: file)

        // A hit leaves the file as it was (a miss writes it again).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: file.path)
        let second = try AskProcess.run(arguments, environment: environment)
        #expect(second.stdout == first.stdout)
        #expect(second.stderr.isEmpty)
        let untouched = try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date
        #expect(untouched == Date(timeIntervalSince1970: 0))

        // Damaged on purpose: same answer, nothing said, and the file written afresh.
        var damaged = written
        damaged[damaged.count / 2] ^= 0xFF
        damaged.removeLast(100)
        try damaged.write(to: file)
        let third = try AskProcess.run(arguments, environment: environment)
        #expect(third.status == 0)
        #expect(third.stdout == first.stdout)
        #expect(third.stderr.isEmpty)
        #expect(try Data(contentsOf: file) != damaged)
        // ...and read by the next run (the layout of some tables depends on hash order, so the
        // bytes are not compared with the first file's).
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSince1970: 0)], ofItemAtPath: file.path)
        #expect(try AskProcess.run(arguments, environment: environment).stdout == first.stdout)
        #expect(try FileManager.default.attributesOfItem(atPath: file.path)[.modificationDate] as? Date == Date(timeIntervalSince1970: 0))
    }
}

/// `ask` linked from a directory of its own (`ln -s …/release/ask ~/bin/ask`) finds the grammars
/// and the food table beside the file the link names (`Installation` reads `/proc/self/exe`).
struct InstalledBinaryTests {
    @Test func aLinkedBinaryFindsItsBundles() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("ask-bin-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let link = directory.appendingPathComponent("ask")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: AskProcess.executable)
        let output = try AskProcess.run(
            AskProcess.pinned + ["log two eggs for breakfast"], environment: ["XDG_CACHE_HOME": directory.appendingPathComponent("cache").path], executable: link
        )
        #expect(output.status == 0, "\(output.stderr)")
        #expect(output.stdout.contains("143 kcal"), "\(output.stdout)")
        #expect(output.stderr.isEmpty, "\(output.stderr)")
    }
}
