/// What a member's diet and allergies, food logged for them and what they ate say
/// (`FamilyMealsFamily`): `family-meals.replies`.
struct FamilyMealsReplies: ReplyFamily {
    static let file = ReplyFile.bundled("family-meals")

    let noChildren = Key("no.children")
    let noMembers = Key("no.members")

    let dietUnknown = Key("diet.unknown", "allergies")
    let dietAlready = Key("diet.already", "diet")
    let dietNoted = Key("diet.noted", "diet", "name", "unchecked")
    let dietUnchecked = Key("diet.unchecked", "allergies")
    let dietNone = Key("diet.none", "name")
    let diet = Key("diet", "Diet")
    let describeAllergic = Key("describe.allergic", "name", "allergies")
    let describeEats = Key("describe.eats", "name", "diets")
    let describeBoth = Key("describe.both", "name", "allergies", "diets")

    let mealNothing = Key("meal.nothing", "name", "reason")
    let mealLogged = Key("meal.logged", "name", "meal", "foods")
    let mealWarning = Key("meal.warning", "name", "warning")
    let mealNotLogged = Key("meal.not.logged", "foods")
    let mealsNone = Key("meals.none", "name", "when")
    let meals = Key("meals", "name", "when", "kcal")

    let changeDiet = Key("change.diet", "name")
    let changeMeal = Key("change.meal", "name", "meal")
}
