import Copilot
import Foundation
import Store
import Testing
#if canImport(Glibc)
import Glibc
#endif

/// A file that is not ours is named and never written; links are followed; paths that are not
/// files say what they are.
@Suite struct StoreFaultTests {
    private func refusal(_ path: String) -> String? {
        do {
            _ = try SQLiteStore(path: path)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func aCorruptFileIsReportedInOneLineAndLeftAlone() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let garbage = Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 7 &+ 3) })
        try garbage.write(to: URL(fileURLWithPath: path))
        let message = try #require(refusal(path))
        #expect(message.contains("is not a valid ask database") && !message.contains("\n"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == garbage)
    }

    @Test func aJSONStateAtADatabasePathSaysSo() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        try FileManager.default.copyItem(atPath: StoreFixtures.releasedStateFile, toPath: path)
        #expect(refusal(path)?.contains("it is JSON") == true)
    }

    @Test func aSQLiteFileWithABrokenBodyIsCorruptAndLeftAlone() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        var bytes = Data("SQLite format 3\0".utf8)
        bytes.append(Data(repeating: 0xAB, count: 4080))
        try bytes.write(to: URL(fileURLWithPath: path))
        #expect(refusal(path)?.contains("not a valid ask database") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == bytes)
    }

    @Test func anotherProgramsDatabaseIsRefused() throws {
        let path = StoreFixtures.directory() + "/other.sqlite"
        #expect(system("sqlite3 '\(path)' 'CREATE TABLE photos (id INTEGER PRIMARY KEY); INSERT INTO photos VALUES (1);' 2>/dev/null") == 0 || true)
        guard FileManager.default.fileExists(atPath: path) else { return }  // no sqlite3 binary
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(refusal(path)?.contains("another program's database") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aNewerSchemaIsRefusedWithItsVersion() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        try SQLiteStore(path: path).close()
        #expect(system("sqlite3 '\(path)' 'PRAGMA user_version = 7;' 2>/dev/null") == 0 || true)
        let message = refusal(path)
        if message == nil { return }  // no sqlite3 binary to age the file with
        #expect(message?.contains("schema version 7, newer than this ask understands (3)") == true)
    }

    @Test func pathsThatAreNotFilesSayWhatTheyAre() throws {
        let directory = StoreFixtures.directory()
        #expect(refusal(directory)?.contains("is a directory") == true)
        #expect(refusal(directory + "/sub/")?.contains("a directory name") == true)
        let fifo = directory + "/fifo"
        #expect(mkfifo(fifo, 0o600) == 0)
        #expect(refusal(fifo)?.contains("is a FIFO") == true)
        #expect(refusal("/dev/null")?.contains("a character device") == true)
        let loop = directory + "/loop"
        #expect(symlink(loop + "2", loop) == 0 && symlink(loop, loop + "2") == 0)
        #expect(refusal(loop)?.contains("a symlink loop") == true)
    }

    @Test func aReadOnlyStateIsRefusedAndLeftAlone() throws {
        let path = StoreFixtures.directory() + "/ask.sqlite"
        let store = try SQLiteStore(path: path)
        store.close()
        chmod(path, 0o444)
        let before = try Data(contentsOf: URL(fileURLWithPath: path))
        #expect(refusal(path)?.contains("is read-only") == true)
        #expect(try Data(contentsOf: URL(fileURLWithPath: path)) == before)
    }

    @Test func aSymlinkedStateWritesItsTargetAndStaysALink() throws {
        let directory = StoreFixtures.directory()
        try FileManager.default.createDirectory(atPath: directory + "/synced", withIntermediateDirectories: true)
        let link = directory + "/ask.sqlite", target = directory + "/synced/real.sqlite"
        #expect(symlink(target, link) == 0)  // dangling: the target is created
        let first = try StoreFixtures.assistant(link)
        try StoreFixtures.say(first, "add task renew passport")
        first.database?.close()
        let again = try StoreFixtures.assistant(target)
        #expect(try again.state().model.tasks.map(\.title) == ["renew passport"])
        let kind = try FileManager.default.attributesOfItem(atPath: link)[.type] as? FileAttributeType
        #expect(kind == .typeSymbolicLink)
        // A relative link too.
        let relative = directory + "/relative.sqlite"
        #expect(symlink("synced/real.sqlite", relative) == 0)
        #expect(try StoreFixtures.assistant(relative).state().model.tasks.count == 1)
    }

    @Test func theDatabaseFilesAreGoneButTheDatabaseAfterAClose() throws {
        let directory = StoreFixtures.directory()
        let assistant = try StoreFixtures.assistant(directory + "/ask.sqlite")
        try StoreFixtures.say(assistant, "add task a")
        assistant.database?.close()
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory) == ["ask.sqlite"])
    }
}
