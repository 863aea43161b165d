/// What meals, weigh-ins and the logging streak say: `nutrition.replies`.
struct NutritionReplies: ReplyFamily {
    static let file = ReplyFile.bundled("nutrition")

    let streakNone = Key("streak.none")
    let streakBroken = Key("streak.broken", "best")
    let streakToday = Key("streak.today", "days", "best")
    let streakPending = Key("streak.pending", "days", "next", "best")
    let streakBest = Key("streak.best", "days")

    let mealNoneToday = Key("meal.none.today", "meal")
    let mealNoneOn = Key("meal.none.on", "meal", "day")
    let mealRemoved = Key("meal.removed", "meal", "foods", "kcal")

    let meal = Key("meal")
    let repeatNone = Key("repeat.none", "meal")
    let repeatNothing = Key("repeat.nothing", "when")
    let repeatThen = Key("repeat.then")
    let repeated = Key("repeated", "meal", "day", "foods", "kcal")
    let repeatedAs = Key("repeated.as", "meal", "day", "name", "foods", "kcal")

    let weighinsNone = Key("weighins.none")
    let weighinsNoneWhen = Key("weighins.none.when", "when")
    let weighins = Key("weighins")
    let weighinsLast = Key("weighins.last", "count")
    let weighin = Key("weighin", "day", "weight")
    let weighinOne = Key("weighin.one", "weight", "day")
    let weightSame = Key("weight.same", "since", "first", "last")
    let weightDown = Key("weight.down", "change", "since", "first", "last")
    let weightUp = Key("weight.up", "change", "since", "first", "last")
    let sinceToday = Key("since.today")
    let sinceEarlier = Key("since.earlier", "day")

    let changeRemoved = Key("change.removed", "meal")
    let changeRepeated = Key("change.repeated", "meal")
}
