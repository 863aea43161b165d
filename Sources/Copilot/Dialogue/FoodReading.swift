import Foundation
import Intents
import NLParse
import Text

/// A line that nothing else reads but the food table reads whole ("oatmeal with blueberries",
/// "black coffee") is offered as a meal, not done: "Did you mean to log what you ate? …", and
/// "yes" logs it. The food table decides, so no food word lives in the grammar or in Swift.
extension Copilot {
    func foodReading(_ result: ParseResult, intent: Intent, text: String, state: CopilotState, format: ReplyFormat, now: Date) -> Reply? {
        guard case .none = intent, !result.isAmbiguous, !result.isCut, result.error == nil, state.pending == nil else { return nil }
        var said = text.trimmingCharacters(in: .whitespacesAndNewlines)
        // The line as parsed, from its first token to its last: read from its tokens.
        var words = result.input.tokens.first.flatMap { first in
            TokenizedPart(result.input, scalars: first.scalars.lowerBound..<result.input.tokens.last!.scalars.upperBound, reading: said)
        }
        var parsed = words.map { Executor.meals.parse($0) } ?? Executor.meals.parse(said)
        // A dish made only of foods the table knows ("chicken stir fry") is read as those foods, and
        // the question says so: "yes" logs them.
        var readAs: [String] = []
        if !parsed.unresolved.isEmpty, parsed.unresolved.allSatisfy({ !$0.match.parts.isEmpty && $0.match.unknownWords.isEmpty }) {
            var scalars = Array(said.unicodeScalars)
            for item in parsed.unresolved.sorted(by: { $0.span.lowerBound > $1.span.lowerBound }) {
                guard item.span.upperBound <= scalars.count else { return nil }
                let names = ReplyFormat.list(item.match.parts.map(\.name))
                scalars.replaceSubrange(item.span, with: Array(names.unicodeScalars))
                readAs.insert("“\(item.text)” as \(names)", at: 0)
            }
            said = String(String.UnicodeScalarView(scalars))
            words = nil
            parsed = Executor.meals.parse(said)
        }
        guard !parsed.items.isEmpty, parsed.unresolved.isEmpty,
              parsed.items.allSatisfy({ $0.food != nil && $0.grams != nil && $0.nutrients != nil }) else { return nil }
        let meal = Intent.mealLog(MealLog(text: said, words: words))
        var trial = state
        let wouldBe = execute(meal, text: text, state: &trial, format: format, now: now)
        guard wouldBe.outcome == .done, wouldBe.question == nil else { return nil }
        let say = Replies.meta
        let question = PendingQuestion(kind: .confirmation(summary: say.logFood(text: said)), intent: meal, asked: now)
        let meaning = parser.grammar.says("meal.log").map { say.meaningTo(says: $0) } ?? ""
        let text = readAs.isEmpty ? say.didYouMean(meaning: meaning, reply: wouldBe.text)
            : say.didYouMeanRead(meaning: meaning, reply: wouldBe.text, readings: readAs.joined(separator: ", "))
        return Reply(text, outcome: .notDone, intent: "meal.log", question: question)
    }
}
