import Testing
@Test func placeholderNutritionTests() {}
