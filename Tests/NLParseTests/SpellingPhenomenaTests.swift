import Foundation
import Grammars
import NLParse
import Temporal
import Testing

/// The bundled `spelling` lines at work: short words, chat forms and real-word misspellings read
/// as the grammar's words inside whole commands, in made-up frames.
struct SpellingPhenomenaTests {
    static let parser = Parser(grammar: try! Grammar.load(directory: BundledGrammars.directory()!, label: BundledGrammars.label()))
    static let context = ParseContext(now: Date(timeIntervalSince1970: 1_767_794_400), timeZone: TimeZone(secondsFromGMT: -5 * 3600)!)

    func intent(_ text: String) -> String? { Self.parser.parse(text, context: Self.context).intent }

    @Test func aQuestionWordTypedShortIsStillAQuestion() {
        for what in ["what's", "wat's", "wats", "whats", "wut's", "waht's"] {
            for calendar in ["calendar", "calender", "calander", "schedule", "schdule"] {
                for when in ["today", "tomorrow", "this week", "on friday"] {
                    let text = "\(what) on my \(calendar) \(when)"
                    #expect(intent(text) == "schedule.query", "\(text)")
                }
            }
        }
    }

    /// The prompt's own short words typed with a slip are those words, alone or in a frame.
    @Test func aShortCommandWordWithASlip() {
        for (word, slips) in [("pause", ["paus", "puase", "pasue"]), ("stop", ["stp", "sotp", "stpo"]), ("help", ["hepl", "hlep", "hlp"]),
                              ("undo", ["udno", "unod"])] {
            for slip in slips {
                for frame in ["%@", "%@ please", "ok %@"] {
                    let text = String(format: frame, slip), right = String(format: frame, word)
                    #expect(intent(text) == intent(right) && intent(text) != "none", "\(text)")
                }
            }
        }
    }

    /// "task" and "done" with two letters swapped ("add tsak …", "mark it as dnoe"): the
    /// commonest four-letter slips of the words that say what a line is, each in several frames.
    @Test func taskAndDoneWithTwoLettersSwapped() {
        for slip in ["tsak", "atsk", "taks"] {
            for frame in ["add %@ call the dentist tomorrow", "new %@: renew passport", "add a %@ to pay rent friday"] {
                let text = String(format: frame, slip), right = String(format: frame, "task")
                #expect(intent(text) == "task.add" && intent(right) == "task.add", "\(text)")
            }
        }
        for slip in ["dnoe", "odne", "doen"] {
            for frame in ["mark pay rent as %@", "mark the dentist task %@", "call mom is %@"] {
                let text = String(format: frame, slip), right = String(format: frame, "done")
                #expect(intent(text) == intent(right) && intent(text) == "task.complete", "\(text)")
            }
        }
    }

    /// Command verbs typed short: "ad" is "add" and "shw"/"sho" is "show" in every frame, the
    /// rest of the command read as usual.
    @Test func aCommandVerbTypedShort() {
        for add in ["add", "ad"] {
            for task in ["task pay the bill friday", "milk to the shopping list", "a meeting with sara on thursday at 2pm"] {
                let text = "\(add) \(task)"
                #expect(intent(text) == intent("add \(task)") && intent(text) != "none", "\(text)")
            }
        }
        for show in ["show", "shw", "sho", "shwo"] {
            for what in ["my tasks", "me the shopping list", "my notes", "my presets"] {
                let text = "\(show) \(what)"
                #expect(intent(text) == intent("show \(what)") && intent(text) != "none", "\(text)")
            }
        }
    }

    /// A shell's and a chat's short forms (new-user run 79): "mv" is "move", "w" is "with",
    /// "strt" is "start", "tiem" is "time", each in several frames, read as the word spelled out.
    @Test func shellAndChatShortForms() {
        let cases: [(String, [String], [String])] = [
            ("move", ["mv", "mvoe"], ["%@ the meeting with jon to friday", "%@ pay rent to tomorrow", "%@ the dentist to 3pm"]),
            ("with", ["w", "wth"], ["lunch %@ sam on friday at noon", "cancel the meeting %@ jon", "add coffee %@ priya tomorrow at 9 to my calendar"]),
            ("start", ["strt", "srart"], ["%@ focus 30", "%@ a 25 minute focus session", "%@ deep work"]),
            ("time", ["tiem", "tmie"], ["how much %@ is left", "how much %@ left"]),
        ]
        for (word, forms, frames) in cases {
            for frame in frames {
                let right = intent(String(format: frame, word))
                #expect(right != "none", "\(String(format: frame, word))")
                for form in forms {
                    let text = String(format: frame, form)
                    #expect(intent(text) == right, "\(text): \(intent(text) ?? "nil"), spelled out \(right ?? "nil")")
                }
            }
        }
    }

    @Test func chatFormsAndSwappedLettersReadAsTheirWords() {
        for can in ["can you", "can u", "cna you", "could u"] {
            for list in ["list", "lsit", "lst", "shopping list", "shopping lsit"] {
                for item in ["milk", "eggs and bread"] {
                    for determiner in ["my", "the", "teh"] {
                        let text = "\(can) add \(item) to \(determiner) \(list)"
                        #expect(intent(text) == "list.add", "\(text)")
                    }
                }
            }
        }
        for how in ["how", "hwo"] {
            for question in ["many tasks do i have", "many points does mia have", "much protein have i had today"] {
                #expect(intent("\(how) \(question)") != nil, "\(how) \(question)")
            }
        }
    }

    @Test func weekdaysWrittenAsTheySoundAreThoseDays() throws {
        for (spelled, weekday) in [("wensday", 4), ("wendsday", 4), ("wednessday", 4), ("thurday", 5), ("thrusday", 5)] {
            for frame in ["remind me on %@ at 5pm to call mom", "dentist appointment %@ at 3pm", "add task pay rent by %@"] {
                let text = String(format: frame, spelled)
                let result = Self.parser.parse(text, context: Self.context)
                let slot = try #require(result.slots.first { $0.name == "when" || $0.name == "due" }, "\(text)")
                guard case .temporal(let entity) = slot.value, case .instant(let date, _) = entity.value else {
                    Issue.record("\(text): \(slot.value)")
                    continue
                }
                var calendar = Calendar(identifier: .gregorian)
                calendar.timeZone = Self.context.timeZone
                #expect(calendar.component(.weekday, from: date) == weekday, "\(text)")
            }
        }
    }

    @Test func aShortMealWordNamesTheMeal() {
        for snack in ["snack", "snak", "snck"] {
            for separator in [": ", " - ", " "] {
                let text = "\(snack)\(separator)an apple and peanut butter"
                let result = Self.parser.parse(text, context: Self.context)
                #expect(result.intent == "meal.log", "\(text)")
            }
        }
    }
}
