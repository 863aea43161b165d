import Foundation
@testable import Copilot
import Intents
import NLParse
import Testing

struct NutritionConversationTests {
    let context = Fixtures.context
    var format: ReplyFormat { ReplyFormat(timeZone: context.timeZone, now: context.now) }

    func run(_ intent: Intent, _ state: inout CopilotState) -> Reply {
        Fixtures.copilot.execute(intent, text: "", state: &state, format: format, now: context.now)
    }

    @Test func logAMealAskAboutItAndUndo() {
        var state = CopilotState()
        let logged = run(.mealLog(MealLog(text: "2 eggs and a slice of toast for breakfast")), &state)
        print(logged.text)
        #expect(logged.text.hasPrefix("Logged breakfast: 2 eggs (100 g, 143 kcal), a slice of toast ("))
        #expect(state.model.meals.count == 1)
        let total = run(.nutritionQuery(NutritionQuery(metric: "calories", food: nil, window: nil, text: "how many calories today")), &state)
        print(total.text)
        #expect(total.text.hasPrefix("Today: 2"))
        let left = run(.nutritionQuery(NutritionQuery(metric: "calories", food: nil, window: nil, text: "how many calories left today")), &state)
        #expect(left.outcome == .notDone)
        #expect(left.text.contains("I need your profile (sex, age, weight, height)"))
        #expect(run(.undo, &state).text == "Undone: logged breakfast.")
        #expect(state.model.meals.isEmpty)
    }

    @Test func unknownDishesAreAskedAboutNotGuessed() {
        var state = CopilotState()
        let reply = run(.mealLog(MealLog(text: "a bowl of zorblax stew")), &state)
        print(reply.text)
        #expect(reply.outcome == .notDone)
        #expect(state.model.meals.isEmpty)
    }

    @Test func profileTargetsAndMacroGoalsStayInsideTheRecommendedRanges() {
        var state = CopilotState()
        let profile = run(.profileSet(ProfileUpdate(text: "I'm a 30 year old woman, 65 kg, 170 cm, moderately active")), &state)
        print(profile.text)
        // Mifflin-St Jeor: 10·65 + 6.25·170 − 5·30 − 161 = 1401.5; × 1.55 = 2172.3.
        #expect(profile.text == "Profile updated. Daily target: 2172 kcal (BMR 1402 kcal × 1.55 for moderate activity).")
        #expect(run(.goalSet(GoalChange(text: "set protein to 35%")), &state).text == "Macro split: carbs 45%, protein 35%, fat 20%.")
        #expect(run(.goalSet(GoalChange(text: "set protein to 50%")), &state).outcome == .notDone)
        #expect(run(.goalSet(GoalChange(text: "I want to lose 5 lb a week")), &state).text == "A safe pace is 0.5 to 2 lb a week; 5.0 is outside that.")
        let left = run(.nutritionQuery(NutritionQuery(metric: "calories", food: nil, window: nil, text: "calories left")), &state)
        #expect(left.text == "2172 kcal left of 2172 kcal today (you've had 0 kcal).")
    }

    @Test func caloriesInAFoodWithoutLoggingIt() {
        var state = CopilotState()
        let reply = run(.nutritionQuery(NutritionQuery(metric: "calories", food: "a banana", window: nil, text: "calories in a banana")), &state)
        print(reply.text)
        #expect(reply.text.hasPrefix("a banana ("))
        #expect(state.model.meals.isEmpty)
    }
}
