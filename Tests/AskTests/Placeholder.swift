import Testing
@Test func placeholderAskTests() {}
