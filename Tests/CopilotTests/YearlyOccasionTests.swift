import Copilot
import Foundation
import Testing

/// A birthday or an anniversary told as a fact ("Leo's birthday is March 3", "nov 30 is dad's
/// birthday") is kept as an event that repeats every year; asked about as a question ("is it true
/// that Leo's birthday is March 3") it stays a question, and going to one ("Mia's birthday on
/// saturday at 3pm") is once. The fixture's now is Wed 7 Jan 2026 09:00.
struct YearlyOccasionTests {
    static let owners: [(said: String, title: String)] = [("mom's", "mom's"), ("Grandpa's", "Grandpa's"), ("my", ""), ("our", "")]
    static let occasions = ["birthday", "bday", "anniversary", "wedding anniversary"]
    static let dates: [(said: String, shown: String)] = [("march 3", "Tue 3 Mar"), ("on the 12th of may", "Tue 12 May"), ("October 2nd", "Fri 2 Oct")]
    static let verbs = ["is", "falls on", "will be"]

    @Test func aYearlyOccasionToldAsAFactRepeatsEveryYear() {
        for owner in Self.owners {
            for occasion in Self.occasions {
                for (index, date) in Self.dates.enumerated() {
                    let verb = Self.verbs[index % Self.verbs.count]
                    let said = "\(owner.said) \(occasion) \(verb) \(date.said)"
                    var state = CopilotState()
                    let replies = Fixtures.converse([said], state: &state)
                    let title = owner.title.isEmpty ? occasion : "\(owner.title) \(occasion)"
                    #expect(replies[0] == "Added to your calendar: “\(title)”, \(date.shown), repeating yearly.", "\(said): \(replies)")
                    #expect(state.model.tasks.first?.recurrence?.rule?.frequency == .yearly, "\(said)")
                }
            }
        }
    }

    /// The date first: "may 12 is mom's birthday".
    @Test(arguments: ["may 12 is mom's birthday", "12 may is mom's birthday", "the 12th of may is mom's birthday"])
    func theDateFirstIsTheSameFact(said: String) {
        var state = CopilotState()
        let replies = Fixtures.converse([said, "when is mom's birthday"], state: &state)
        #expect(replies[0] == "Added to your calendar: “mom's birthday”, Tue 12 May, repeating yearly.", "\(said): \(replies)")
        #expect(replies[1].contains("Tue 12 May  mom's birthday"), "\(said): \(replies)")
    }

    /// A member's birthday is on their calendar, and asked for by their name.
    @Test func aMembersBirthdayIsTheirs() {
        var state = CopilotState()
        let replies = Fixtures.converse(["add Leo as a child", "Leo's birthday is March 3", "when is leo's birthday"], state: &state)
        #expect(replies[1] == "Added to Leo's calendar: “birthday”, Tue 3 Mar, repeating yearly.", "\(replies)")
        #expect(replies[2].contains("Tue 3 Mar  birthday (event, Leo)"), "\(replies)")
    }

    /// Questions stay questions; a party gone to is once.
    @Test func questionsAndPartiesAreNotYearlyFacts() {
        var state = CopilotState()
        var replies = Fixtures.converse(["is it true that mom's birthday is march 3", "mom's birthday is march 3, right"], state: &state)
        #expect(state.model.tasks.isEmpty, "\(replies)")
        replies = Fixtures.converse(["I'd like to go to Mia's birthday on saturday at 3pm"], state: &state)
        #expect(replies[0] == "Added to your calendar: “Mia's birthday”, Sat 10 Jan at 15:00.", "\(replies)")
        #expect(state.model.tasks.first?.recurrence == nil)
    }
}
