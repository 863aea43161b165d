import Foundation
@testable import Copilot
import NLParse
import Testing
import Text

/// A preset the user saved is started by its name alone ("start morning pages"): the name is read
/// as a `preset` entity from the user's own presets, so it works for any name and takes nothing
/// that is not one ("start the car").
struct SavedPresetTests {
    /// A preset's break is said with its length ("50 minute sessions and 10 minute breaks"), and
    /// a built-in's name makes the user's own version, which "start" then finds.
    @Test(arguments: ["create a preset called deep work with 50 minute sessions and 10 minute breaks",
                      "make a deep work preset: 50 min focus, 10 min break", "create a preset called Deep Work, 50 minutes and a 10 minute break"])
    func aPresetKeepsItsBreakAndMayReplaceABuiltIn(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse([said, "start deep work", "stop", "show my presets"], state: &state)
        #expect(replies[0].hasSuffix("It takes the place of the built-in Deep Work (90 min, 15-min breaks)."), "\(said): \(replies)")
        #expect(state.model.focus.presets.first?.minutes == 50 && state.model.focus.presets.first?.breakMinutes == 10, "\(said)")
        #expect(replies[1].hasPrefix("Started ") && replies[1].contains(": 50 min"), "\(said): \(replies)")
        #expect(replies[3].components(separatedBy: "eep Work").count == 2 || replies[3].components(separatedBy: "eep work").count == 2, "\(said): \(replies)")
    }

    func converse(_ lines: [String], _ state: inout CopilotState) -> [String] { Fixtures.converse(lines, state: &state) }

    /// A preset of one's own is deleted by its name, however it is said; a built-in one stays,
    /// and deleting the user's version of one brings the built-in back.
    @Test func aPresetIsDeletedByItsName() {
        let names = ["morning pages", "Sprint 2", "kata"]
        let frames = ["delete the %@ preset", "remove my %@ preset", "get rid of the preset called %@", "delete preset %@", "please delete my %@ focus preset"]
        for name in names {
            for frame in frames {
                var state = CopilotState()
                let said = String(format: frame, name)
                let replies = converse(["create a preset called \(name), 20 minutes", "create a preset called other, 30 minutes", said], &state)
                #expect(replies[2] == "Deleted the preset “\(name)”.", "\(said): \(replies)")
                #expect(state.model.focus.presets.map(\.name) == ["other"], "\(said)")
                #expect(converse(["undo"], &state)[0].hasPrefix("Undone"), "\(said)")
                #expect(state.model.focus.presets.count == 2, "\(said)")
            }
        }
        var state = CopilotState()
        let replies = converse(["delete the study preset", "create a preset called study, 30 minutes", "delete the study preset", "delete a preset"], &state)
        #expect(replies[0] == "Study is built in and stays. To change it, save a preset of the same name.")
        #expect(replies[2] == "Deleted the preset “study”. The built-in Study (45 min, 10-min breaks) is back.")
        #expect(replies[3] == "You have no presets of your own to delete; the built-in ones stay.")
        #expect(state.model.focus.presets.isEmpty)
    }

    @Test func aSavedPresetStartsByItsName() {
        let names = ["morning pages", "Sprint 2", "evening wind down", "kata"]
        let frames = ["start %@", "begin my %@ session", "fire up the %@ preset", "i want to start %@", "start %@ for 10 minutes", "Start %@ please"]
        for name in names {
            for frame in frames {
                var state = CopilotState()
                let said = String(format: frame, name.lowercased())
                let replies = converse(["create a preset called \(name), 20 minutes, fireplace sound", said], &state)
                #expect(state.model.focus.current?.preset == name, "\(said): \(replies)")
                let minutes = frame.contains("10 minutes") ? 10 : 20
                #expect(state.model.focus.current?.plannedMinutes == minutes, "\(said): \(replies)")
                #expect(state.model.focus.current?.sound == .fireplace, "\(said): \(replies)")
            }
        }
    }

    @Test func onlyASavedNameIsAPreset() {
        var state = CopilotState()
        _ = converse(["create a preset called morning pages, 20 minutes"], &state)
        for said in ["start the car", "start evening pages", "start morning", "start pages", "begin my vacuum", "start \"morning pages\" as a task title"] {
            var copy = state
            _ = converse([said], &copy)
            #expect(copy.model.focus.current == nil, "\(said)")
        }
        // Without presets saved, nothing is read as one.
        let empty = SavedNameRecognizer().recognize(Tokenizer.tokenize("start morning pages"), context: Fixtures.context)
        #expect(empty.isEmpty)
        var context = Fixtures.context
        context.presets = ["Morning Pages"]
        let found = SavedNameRecognizer().recognize(Tokenizer.tokenize("Start MORNING pages now"), context: context)
        #expect(found.map(\.text) == ["MORNING pages"] && found.first?.value == .name("Morning Pages"))
        #expect(SavedNameRecognizer().recognize(Tokenizer.tokenize("start \"morning pages\""), context: context).isEmpty)
    }

    /// A sound or background the app does not have is named back with the ones it has; the preset is
    /// saved with what was understood, and the unknown word never ends up in its name.
    static let unknownParts: [[String]] = ["Morning Pages", "deep dive", "Reading"].flatMap { (name: String) -> [[String]] in
        [["create a preset called \(name): 20 minutes, fireplace sound, dim background", name, "fireplace", "", "dim"],
         ["make a preset named \(name), 20 min, jazz sound, forest background", name, "", "forest", "jazz"],
         ["create a preset called \(name) for 20 minutes with rain sound and sunset background", name, "light rain", "sunset", ""]]
    }

    @Test(arguments: unknownParts)
    func anUnknownSoundOrBackgroundIsNamedBack(case said: [String]) {
        let (line, name, sound, background, unknown) = (said[0], said[1], said[2], said[3], said[4])
        var state = CopilotState()
        let reply = Fixtures.converse([line], state: &state)[0]
        let preset = state.model.focus.presets.first
        #expect(preset?.name == name, "\(line): \(reply)")
        #expect(preset?.minutes == 20)
        #expect((preset?.sound?.description ?? "") == sound, "\(line)")
        #expect((preset?.background?.description ?? "") == background, "\(line)")
        #expect(reply.contains("No “\(unknown)”") == !unknown.isEmpty, "\(line): \(reply)")
    }
}
