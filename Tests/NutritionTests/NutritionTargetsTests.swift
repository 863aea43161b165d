import Testing
@testable import Nutrition

@Suite struct NutritionTargetsTests {
    let woman = BodyProfile(sex: .female, ageYears: 30, weightKg: 65, heightCm: 170, activity: .moderate)

    @Test func mifflinStJeorAndActivity() {
        #expect(NutritionTargets.bmr(woman) == 1401.5)
        let man = BodyProfile(sex: .male, ageYears: 30, weightKg: 65, heightCm: 170, activity: .sedentary)
        #expect(NutritionTargets.bmr(man) == 1567.5)
        #expect(abs(NutritionTargets.tdee(woman) - 2172.325) < 1e-9)
        #expect(ActivityLevel.allCases.map(\.factor) == [1.2, 1.375, 1.55, 1.725, 1.9])
        #expect(ActivityLevel.named("moderately active") == .moderate)
    }

    @Test func goalsAndFloors() throws {
        let lose = try NutritionTargets.daily(woman, goal: .lose(poundsPerWeek: 1))
        #expect(abs(lose.kcal - 1672.325) < 1e-6)
        #expect(abs(lose.macros.carbsG - 1672.325 * 0.45 / 4) < 1e-9)
        #expect(abs(lose.macros.fatG - 1672.325 * 0.25 / 9) < 1e-9)
        let small = BodyProfile(sex: .female, ageYears: 60, weightKg: 48, heightCm: 150, activity: .sedentary)
        let floored = try NutritionTargets.daily(small, goal: .lose(poundsPerWeek: 2))
        #expect(floored.kcal == 1200)
        #expect(floored.floorApplied)
        #expect(throws: NutritionTargets.Refusal.rateOutOfRange(poundsPerWeek: 3)) {
            try NutritionTargets.daily(woman, goal: .lose(poundsPerWeek: 3))
        }
        let gain = try NutritionTargets.daily(woman, goal: .gain(poundsPerWeek: 0.5))
        #expect(abs(gain.kcal - (2172.325 + 250)) < 1e-6)
    }

    @Test func macroSplitStaysInsideAMDRUnlessInsisted() throws {
        let moreProtein = MacroSplit.standard.setting(.protein, to: 35)
        #expect(abs(moreProtein.carbsPercent + moreProtein.fatPercent - 65) < 1e-9)
        // 45:25 rescaled into 65 puts carbs at 41.8 %, below 45 %: refused unless insisted.
        #expect(throws: NutritionTargets.Refusal.self) { try NutritionTargets.macros(kcal: 2000, split: moreProtein) }
        let insisted = try NutritionTargets.macros(kcal: 2000, split: moreProtein, insist: true)
        #expect(abs(insisted.proteinG - 175) < 1e-9)
        let fine = MacroSplit(carbsPercent: 50, proteinPercent: 25, fatPercent: 25)
        #expect(fine.amdrViolations.isEmpty)
        #expect(MacroSplit(carbsPercent: 40, proteinPercent: 40, fatPercent: 20).amdrViolations.count == 2)
    }

    @Test func imperialInput() {
        #expect(abs(ImperialMeasures.height("5'7\"")! - 170.18) < 1e-9)
        #expect(abs(ImperialMeasures.height("5 ft 7 in")! - 170.18) < 1e-9)
        #expect(ImperialMeasures.height("170 cm") == 170)
        #expect(abs(ImperialMeasures.weight("143 lbs")! - 64.863) < 1e-3)
        #expect(ImperialMeasures.weight("65 kg") == 65)
    }

    /// A number goes to the field its unit names; a number without a unit goes to neither (except the
    /// inches after feet).
    @Test func unitsRouteNumbersToWeightOrHeight() {
        #expect(BodyMeasures(reading: "208 lbs").heightCm == nil)
        #expect(abs(BodyMeasures(reading: "208 lbs").weightKg! - 94.347) < 1e-3)
        let mixed = BodyMeasures(reading: "34 year old male, 5 foot 11, 210 lbs, lightly active")
        #expect(abs(mixed.heightCm! - 180.34) < 1e-9)
        #expect(abs(mixed.weightKg! - 95.254) < 1e-3)
        let marks = BodyMeasures(reading: "i'm 72 kg and 5' 9\"")
        #expect(marks.weightKg == 72)
        #expect(abs(marks.heightCm! - 175.26) < 1e-9)
        #expect(BodyMeasures(reading: "180cm, 1.5 stone").heightCm == 180)
        #expect(abs(BodyMeasures(reading: "180cm, 1.5 stone").weightKg! - 9.525) < 1e-3)
        #expect(BodyMeasures(reading: "1.83 m").heightCm == 183)
        let bare = BodyMeasures(reading: "I am 34, 180")
        #expect(bare.weightKg == nil && bare.heightCm == nil)
        #expect(bare.unitless == [34, 180])
    }

    @Test func dietaryConflictsAreHints() {
        let table = FoodTable.bundled()
        let chicken = table.curatedFood(named: "chicken breast")!
        let vegetarian = DietaryRestrictions(preferences: [.vegetarian])
        let warnings = DietaryCheck.warnings(for: chicken, restrictions: vegetarian)
        #expect(warnings.map(\.tag) == ["meat"])
        #expect(warnings.first?.message.contains("hints") == true)
        let peanutButter = table.curatedFood(named: "peanut butter")!
        let allergic = DietaryRestrictions(allergies: ["peanuts"])
        #expect(DietaryCheck.warnings(for: peanutButter, restrictions: allergic).first?.reason == "allergy")
        #expect(DietaryCheck.warnings(for: table.curatedFood(named: "banana")!, restrictions: allergic).isEmpty)
    }
}
