@testable import Copilot
import Foundation
import NLParse
import Testing

/// Whether a meal was logged, asked yes or no ("have i logged lunch yet", "did I eat breakfast
/// today"): the answer is that meal's log for the day, or that nothing was logged for it. Made-up
/// variants of opening, verb, determiner, meal and day.
struct MealLoggedQuestionTests {
    static let openings = ["did i", "have i", "have i already", "did i even", "hey did i", "please tell me did i"]
    static let verbs = ["log", "logged", "eat", "eaten", "have", "had"]
    static let determiners = ["", "my ", "any "]
    static let tails = ["", " yet", " today", " so far", " so far today", " today yet"]

    @Test(arguments: ["breakfast", "lunch", "dinner", "snack"])
    func aMealAskedAboutGivesThatMealsLog(meal: String) {
        var state = CopilotState()
        _ = Fixtures.converse(["log 2 eggs for breakfast"], state: &state)
        var variant = 0
        for opening in Self.openings {
            for verb in Self.verbs {
                // Grammatical pairs only: "did i logged" is no one's English. "did I have lunch" is
                // also a lunch on the calendar (`schedule.query`), so "did ... have" is left out.
                guard opening.hasPrefix("did") == ["log", "eat", "have"].contains(verb), !(opening.hasPrefix("did") && verb == "have") else { continue }
                let line = "\(opening) \(verb) \(Self.determiners[variant % 3])\(meal)\(Self.tails[variant % Self.tails.count])"
                variant += 1
                let result = Fixtures.copilot.parser.parse(line, context: Fixtures.context)
                #expect(result.intent == "nutrition.query", "\(line)")
                #expect(result[slot: "mealtime"] == .name(meal), "\(line)")
                let reply = Fixtures.copilot.respond(to: line, state: &state, context: Fixtures.context).text
                if meal == "breakfast" {
                    #expect(reply.contains("2 eggs"), "\(line): \(reply)")
                } else {
                    #expect(reply == "Nothing logged for \(meal) today.", "\(line): \(reply)")
                }
            }
        }
    }

    @Test func anythingAskedAboutGivesTheDay() {
        var state = CopilotState()
        let replies = Fixtures.converse(["did i log anything today", "log a banana", "have i eaten anything yet"], state: &state)
        #expect(replies[0].hasPrefix("Nothing logged"), "\(replies)")
        #expect(replies[2].contains("banana"), "\(replies)")
    }
}
