import Foundation
import Testing
@testable import Temporal

/// Ordinary words are not dates: whole words only, and words that are also dates ("may", "sun",
/// "march", "second") need a date context.
@Test(arguments: [
    "Mark", "Decide", "paprika", "monitor", "I may call Jane", "Create monthly report", "fried rice",
    "sunday roast recipe", "wait a second", "This may take longer", "march on", "the sun is out", "sat down",
    "Mortgages were at 6.45 percent", "two to four people", "buy 1/2 cup sugar", "Tel: +86 138-2010-2015",
    "daily standup notes", "3rd floor", "Tom called", "the third one", "on the second shelf", "on the first try", "prepare Q3 report",
    // Digits glued to a word the lexicon does not know are part of that word.
    "buy vitamin b12", "covid19 test", "set it to p1", "abc5pm", "renew ps5 warranty",
    // A decade word is an age after a possessive; "more than" is a comparison without an anchor day.
    "she is in her seventies", "more than three people", "the life of saint patrick",
])
func ordinaryWordsAreNotDates(text: String) {
    #expect(Fixture.resolver().entities(in: text).isEmpty, "\(text)")
}

/// "sunday roast recipe" is a title: a bare weekday directly before a word the resolver does not
/// know (a noun) is read as part of the title. With a lead-in it is a date again.
@Test func weekdayBeforeANounIsATitle() {
    #expect(Fixture.resolver().entities(in: "sunday roast recipe").isEmpty)
    #expect(Fixture.value("make roast on sunday") == "2026-01-11")
    // A weekday before a word for an agenda names that day's agenda.
    #expect(Fixture.value("what is on my friday calendar") == "2026-01-09")
}

@Test func quotedTextIsNeverRead() {
    let text = "add \"friday notes\" due tomorrow"
    let found = Fixture.resolver().entities(in: text, skipping: [4..<18])
    #expect(found.count == 1)
    #expect(found.first?.text == "tomorrow")
}

@Test func spansAreUnicodeScalarOffsets() throws {
    let text = "café ☕️ friday"
    let entity = try #require(Fixture.resolver().entities(in: text).first)
    let scalars = Array(text.unicodeScalars)
    #expect(String(String.UnicodeScalarView(scalars[entity.range])) == "friday")
}

/// A lead-in glued to a time is still read: "at5pm" is a typo for "at 5pm", not a word.
@Test func aTimeGluedToItsLeadInIsRead() {
    let found = Fixture.resolver().entities(in: "call mom at5pm")
    #expect(found.count == 1)
    #expect(found.first?.text == "5pm")
}
