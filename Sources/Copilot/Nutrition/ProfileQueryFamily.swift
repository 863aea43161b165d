import Foundation
import Intents
import Nutrition
import Numbers

/// `profile.query`: what the profile holds ("show my profile", "what do you know about me"): the
/// body in the user's units, the activity, diets and allergies, the goal and the day's target,
/// and what is still missing for targets.
enum ProfileQueryFamily: IntentFamily {
    enum Command: Codable, Sendable, Equatable { case show }

    static let intents = ["profile.query"]

    static func command(from slots: Slots) throws(QuantityOutOfRange) -> Command? { .show }

    static func run(_ command: Command, intent: String, on executor: inout Executor) -> Reply {
        let say = Replies.nutrition
        let profile = executor.state.model.nutrition
        // The units the measures were last said in ("5'10, 190 lb"), else the units setting.
        let imperial = executor.measuresInPounds(profile)
        var body: [String] = []
        if let sex = profile.sex { body.append(sex.rawValue) }
        if let age = profile.ageYears { body.append(say.profileAge(years: Executor.whole(age))) }
        if let kg = profile.weightKg { body.append(imperial ? "\(Executor.whole(ImperialMeasures.pounds(kilograms: kg))) lb" : "\(QuantityParser.format((kg * 10).rounded() / 10)) kg") }
        if let cm = profile.heightCm {
            let inches = Int((cm / ImperialMeasures.centimetersPerInch).rounded())
            body.append(imperial ? say.profileHeight(feet: inches / 12, inches: inches % 12) : "\(Executor.whole(cm)) cm")
        }
        if let activity = profile.activity { body.append(say.profileActivity(activity: activity.rawValue)) }
        var lines = [body.isEmpty ? say.profileNone() : say.profile(details: body.joined(separator: ", "))]
        let restrictions = profile.restrictions.preferences.map(\.rawValue) + profile.restrictions.allergies.map { say.allergy(allergen: RestrictionFamily.name($0)) }
        if !restrictions.isEmpty { lines.append(say.profileDiet(diet: restrictions.joined(separator: ", "))) }
        switch profile.goal {
        case .lose(let rate): lines.append(say.profileLose(pace: QuantityParser.format(rate)))
        case .gain(let rate): lines.append(say.profileGain(pace: QuantityParser.format(rate)))
        case .maintain: break
        }
        if let targets = executor.dayTargets() {
            let split = profile.split
            let (kcal, carbs, protein, fat) = (Executor.kcal(targets.kcal), Executor.percent(split.carbsPercent), Executor.percent(split.proteinPercent), Executor.percent(split.fatPercent))
            lines.append(profile.calorieGoal == nil ? say.profileTarget(kcal: kcal, carbs: carbs, protein: protein, fat: fat)
                                                    : say.profileTargetOwn(kcal: kcal, carbs: carbs, protein: protein, fat: fat))
        } else if !profile.missing.isEmpty {
            lines.append(say.profileMissing(missing: profile.missing.joined(separator: ", ")))
        }
        return Reply(lines.joined(separator: "\n"), intent: intent)
    }
}
