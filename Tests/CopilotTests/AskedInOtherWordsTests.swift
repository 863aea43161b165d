@testable import Copilot
import Foundation
import Testing

/// Questions a parent asked in new-user run 45 in words no pattern had: what is left to approve
/// (an infinitive: "what's left to approve"), what a child must not eat ("what can't Lily eat"),
/// and a child's points record ("show Lily's points history"). Each in made-up variants.
struct AskedInOtherWordsTests {
    static func household() -> CopilotState {
        var state = CopilotState()
        _ = Fixtures.converse(["add Lily as my daughter", "add Max as my son", "Lily did 40 minutes of reading", "lily is allergic to shellfish",
                               "auto-approve requests up to 10 minutes", "Lily wants 30 minutes of minecraft"], state: &state)
        return state
    }

    @Test func whatIsLeftToApprove() {
        let openings = ["what's", "whats", "what is", "anything", "is there anything", "what else", "what do i have", "what do i need", "what have i got"]
        let middles = ["", "still ", "left ", "else ", "still pending ", "more "]
        let ends = ["to approve", "for me to approve", "to decide on", "to sign off on", "i need to approve", "to review", "to say yes to"]
        var variant = 0
        for opening in openings {
            for end in ends {
                var state = Self.household()
                let line = "\(opening) \(middles[variant % middles.count])\(end)" + (variant % 3 == 0 ? "?" : "")
                variant += 1
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.contains("Lily") && reply.contains("minecraft"), "\(line): \(reply)")
            }
        }
    }

    @Test func whatAChildMustNotEat() {
        let forms = ["what can't {p} eat", "what cannot {p} have", "what can {p} not eat", "what foods can't {p} have", "which foods should {p} avoid",
                     "what should {p} stay away from", "what food must {p} not eat", "what things shouldn't {p} eat", "what does {p} have to avoid"]
        var state = Self.household()
        for form in forms {
            for name in ["Lily", "lily"] {
                let line = form.replacingOccurrences(of: "{p}", with: name)
                let reply = Fixtures.converse([line], state: &state)[0]
                #expect(reply.contains("shellfish"), "\(line): \(reply)")
            }
        }
        let none = Fixtures.converse(["what can't max eat"], state: &state)[0]
        #expect(!none.contains("shellfish") && !none.hasPrefix("Sorry"), "\(none)")
    }

    @Test func aChildsPointsRecord() {
        var state = Self.household()
        for line in ["show lily's points history", "Lily's reward log", "lily's points record this week", "what's lily's learning history", "check Lily's point activity today"] {
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(reply.hasPrefix("Lily"), "\(line): \(reply)")
            #expect(reply.contains("40"), "\(line): \(reply)")
        }
    }
}

/// Whether a food suits a member ("can Lily eat shrimp", "is it ok for Max to have a ham
/// sandwich"): checked against what is noted for them, in made-up wordings.
struct CanAMemberEatTests {
    static let forms = ["can {p} eat {f}", "could {p} eat {f}?", "can {p} safely eat {f}", "should {p} try {f}", "is {f} ok for {p}",
                        "is {f} safe for {p} to eat", "are {f} fine for {p}", "is it ok for {p} to have {f}", "would it be safe for {p} to eat {f}",
                        "can {p} have {f}", "could {p} have some {f}?", "may {p} have {f}"]

    @Test func aFoodIsCheckedAgainstTheMembersAllergiesAndDiet() {
        var state = CopilotState()
        _ = Fixtures.converse(["add Lily as my daughter", "add Max as my son", "lily is allergic to shellfish", "max is vegetarian"], state: &state)
        for (index, form) in Self.forms.enumerated() {
            let said = { (person: String, food: String) in form.replacingOccurrences(of: "{p}", with: person).replacingOccurrences(of: "{f}", with: food) }
            let shrimp = Fixtures.converse([said(index % 2 == 0 ? "Lily" : "lily", "shrimp")], state: &state)[0]
            #expect(shrimp.hasPrefix("Best not:") && shrimp.contains("shellfish"), "\(form): \(shrimp)")
            let banana = Fixtures.converse([said("Lily", "bananas")], state: &state)[0]
            #expect(banana.hasPrefix("Nothing in banana"), "\(form): \(banana)")
            let ham = Fixtures.converse([said("Max", "ham")], state: &state)[0]
            #expect(ham.hasPrefix("Best not:") && ham.contains("vegetarian"), "\(form): \(ham)")
        }
        // Nothing noted: nothing to check against, said so.
        _ = Fixtures.converse(["add Zoe as my daughter"], state: &state)
        #expect(Fixtures.converse(["can zoe eat shrimp"], state: &state)[0].hasPrefix("No diet or allergies noted for Zoe"))
        // Screen time, company and things are not food.
        for line in ["can max have 30 minutes of minecraft", "can max have screen time", "can Lily have a friend over", "could lily have the ipad",
                     "can max have an hour of tv", "may Lily have more time"] {
            let reply = Fixtures.converse([line], state: &state)[0]
            #expect(!reply.contains("diet") && !reply.contains("food"), "\(line): \(reply)")
        }
    }
}

/// The user's own check ("can I eat chicken"), `food.check`, in made-up wordings.
struct CanIEatTests {
    static let forms = ["can i eat {f}", "could I eat {f}?", "can i safely eat {f}", "should i try {f}", "may i drink {f}", "is {f} ok for me",
                        "is {f} safe for me to eat", "are {f} fine for me", "is it ok for me to have {f}", "would it be safe to eat {f}", "can i still eat {f}"]

    @Test func aFoodIsCheckedAgainstTheUsersOwnAllergiesAndDiet() {
        var state = CopilotState()
        let before = Fixtures.converse(["can i eat shrimp"], state: &state)[0]
        #expect(before.hasPrefix("No diet or allergies noted for you"), "\(before)")
        _ = Fixtures.converse(["I'm allergic to shellfish", "i'm vegetarian"], state: &state)
        for form in Self.forms {
            let said = { (food: String) in form.replacingOccurrences(of: "{f}", with: food) }
            let shrimp = Fixtures.converse([said("shrimp")], state: &state)[0]
            #expect(shrimp.hasPrefix("Best not:") && shrimp.contains("shellfish, which you are allergic to"), "\(form): \(shrimp)")
            let ham = Fixtures.converse([said("ham")], state: &state)[0]
            #expect(ham.hasPrefix("Best not:") && ham.contains("vegetarian"), "\(form): \(ham)")
            let banana = Fixtures.converse([said("bananas")], state: &state)[0]
            #expect(banana.hasPrefix("Nothing in banana clashes with your diet"), "\(form): \(banana)")
        }
        #expect(state.model.meals.isEmpty)
    }
}

/// What goes into a drink is no one to meet: "coffee with milk" is food, "coffee with Jess" an event.
struct DrinkWithAdditionTests {
    @Test func anAdditionIsFoodAPersonIsAnEvent() {
        for drink in ["coffee", "drinks"] {
            for addition in ["milk", "oat milk", "sugar", "honey", "cream", "a splash of milk", "whole milk and sugar"] {
                let result = Fixtures.copilot.parser.parse("\(drink) with \(addition)", context: Fixtures.context)
                #expect(result.intent != "event.add", "\(drink) with \(addition)")
            }
            for person in ["jess", "Sam", "my sister", "the team"] {
                #expect(Fixtures.copilot.parser.parse("\(drink) with \(person) tomorrow at 10", context: Fixtures.context).intent == "event.add", "\(drink) with \(person)")
            }
        }
        var state = CopilotState()
        let replies = Fixtures.converse(["coffee with milk", "yes"], state: &state)
        #expect(replies[0].hasPrefix("Did you mean to log what you ate?"), "\(replies)")
        #expect(state.model.meals.first?.items.map(\.foodName).contains("milk") == true, "\(replies)")
    }
}
