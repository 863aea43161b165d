/// The nutrition domain's registered families (`IntentFamilies`). Meals, foods, the profile and
/// goals still go through `IntentBuilder`.
enum NutritionFamilies {
    static let all: [any IntentFamily.Type] = [WaterFamily.self, FoodCheckFamily.self, WeightGoalFamily.self, RestrictionFamily.self, ProfileQueryFamily.self, LoggingStreakFamily.self, WeightHistoryFamily.self, MealRepeatFamily.self, MealDeleteFamily.self]
}
