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
        let profile = executor.state.model.nutrition
        // The units the measures were last said in ("5'10, 190 lb"), else the units setting.
        let imperial = executor.measuresInPounds(profile)
        var body: [String] = []
        if let sex = profile.sex { body.append(sex.rawValue) }
        if let age = profile.ageYears { body.append("\(Executor.whole(age)) years old") }
        if let kg = profile.weightKg { body.append(imperial ? "\(Executor.whole(ImperialMeasures.pounds(kilograms: kg))) lb" : "\(QuantityParser.format((kg * 10).rounded() / 10)) kg") }
        if let cm = profile.heightCm {
            let inches = Int((cm / ImperialMeasures.centimetersPerInch).rounded())
            body.append(imperial ? "\(inches / 12) ft \(inches % 12) in" : "\(Executor.whole(cm)) cm")
        }
        if let activity = profile.activity { body.append("\(activity.rawValue) activity") }
        var lines = [body.isEmpty ? "Your profile has no body details yet." : "Your profile: \(body.joined(separator: ", "))."]
        let restrictions = profile.restrictions.preferences.map(\.rawValue) + profile.restrictions.allergies.map { "\(RestrictionFamily.name($0)) allergy" }
        if !restrictions.isEmpty { lines.append("Diet: \(restrictions.joined(separator: ", ")).") }
        switch profile.goal {
        case .lose(let rate): lines.append("Goal: lose \(QuantityParser.format(rate)) lb a week.")
        case .gain(let rate): lines.append("Goal: gain \(QuantityParser.format(rate)) lb a week.")
        case .maintain: break
        }
        if let targets = executor.dayTargets() {
            let split = profile.split
            lines.append("Daily target: \(Executor.kcal(targets.kcal))\(profile.calorieGoal == nil ? "" : " (set by you)") · carbs \(Executor.percent(split.carbsPercent)), protein \(Executor.percent(split.proteinPercent)), fat \(Executor.percent(split.fatPercent)).")
        } else if !profile.missing.isEmpty {
            lines.append("For daily targets I still need: \(profile.missing.joined(separator: ", ")). For example: “I'm a 30 year old woman, 65 kg, 170 cm, moderately active”.")
        }
        return Reply(lines.joined(separator: "\n"), intent: intent)
    }
}
