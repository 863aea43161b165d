import Copilot
import Foundation
import Store
import Testing

/// The legacy JSON store (`--state FILE.json`) removes the temporary files a killed `ask` left
/// beside the state, and names them once.
@Suite struct LegacyLeftoversTests {
    @Test func temporaryFilesOfDeadProcessesAreRemovedOnTheNextStart() throws {
        let directory = StoreFixtures.directory()
        let path = directory + "/state.json"
        try FileManager.default.copyItem(atPath: StoreFixtures.releasedStateFile, toPath: path)
        // pid 999999999 is never running; our own pid is (a write in flight is not debris).
        for name in [".state.json.999999999.tmp", ".state.json.\(getpid()).tmp", ".other.json.999999999.tmp"] {
            try Data("partial".utf8).write(to: URL(fileURLWithPath: directory + "/" + name))
        }
        let assistant = try Assistant(copilot: StoreFixtures.copilot, location: .json(path: path))
        #expect(assistant.notices == ["Removed 1 temporary file left by an interrupted ask: .state.json.999999999.tmp."])
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory).sorted() == [".other.json.999999999.tmp", ".state.json.\(getpid()).tmp", "state.json"])
    }
}
