import Testing
@Test func placeholderNLParseTests() {}
