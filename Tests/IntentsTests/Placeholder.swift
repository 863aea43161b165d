import Testing
@Test func placeholderIntentsTests() {}
