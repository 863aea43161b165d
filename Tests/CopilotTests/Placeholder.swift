import Testing
@Test func placeholderCopilotTests() {}
