import Testing
@Test func placeholderTemporalTests() {}
