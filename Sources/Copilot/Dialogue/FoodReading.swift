import Foundation
import Intents
import NLParse

/// A line that nothing else reads but the food table reads whole ("oatmeal with blueberries",
/// "black coffee") is offered as a meal, not done: "Did you mean to log what you ate? …", and
/// "yes" logs it. The food table decides, so no food word lives in the grammar or in Swift.
extension Copilot {
    func foodReading(_ result: ParseResult, intent: Intent, text: String, state: CopilotState, format: ReplyFormat, now: Date) -> Reply? {
        guard case .none = intent, !result.isAmbiguous, !result.isCut, result.error == nil, state.pending == nil else { return nil }
        let parsed = Executor.meals.parse(text)
        guard !parsed.items.isEmpty, parsed.unresolved.isEmpty,
              parsed.items.allSatisfy({ $0.food != nil && $0.grams != nil && $0.nutrients != nil }) else { return nil }
        let meal = Intent.mealLog(MealLog(text: text.trimmingCharacters(in: .whitespacesAndNewlines)))
        var trial = state
        let wouldBe = execute(meal, text: text, state: &trial, format: format, now: now)
        guard wouldBe.outcome == .done, wouldBe.question == nil else { return nil }
        let said = text.trimmingCharacters(in: .whitespacesAndNewlines)
        let question = PendingQuestion(kind: .confirmation(summary: "log “\(said)”"), intent: meal, asked: now)
        let meaning = parser.grammar.says("meal.log").map { " to \($0)" } ?? ""
        return Reply("Did you mean\(meaning)? \(wouldBe.text) (yes or no)", outcome: .notDone, intent: "meal.log", question: question)
    }
}
