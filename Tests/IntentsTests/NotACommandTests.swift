import Foundation
import Intents
import NLParse
import Testing

/// Sentences that only look like commands: what one "had" that is not food, availability said as
/// a statement inside a message, and other apps' collections deleted. Each phenomenon in made-up
/// variants, with the commands beside them that must still be read (grammar alone).
struct NotACommandTests {
    static let context = IntentBuilderTests.context
    static let parser = IntentBuilderTests.parser

    func intent(_ text: String) -> String { Self.parser.parse(text, context: Self.context).intent }

    @Test func whatOneHadThatIsNotFoodIsNoMeal() {
        let subjects = ["i", "we", "i just", ""]
        let things = ["a lot of meetings", "a long day", "back to back calls", "a great time", "a busy morning", "a headache", "a nap",
                      "a call with sam", "so many errands", "a rough week", "to leave early", "my exam"]
        for subject in subjects {
            for thing in things {
                let text = "\(subject) had \(thing) today".trimmingCharacters(in: .whitespaces)
                #expect(intent(text) != "meal.log", "\(text)")
            }
        }
        for (subject, food) in [("i", "a lot of pasta"), ("we", "two slices of pizza"), ("i just", "a bagel"), ("", "oatmeal with blueberries"),
                                ("i", "a big salad"), ("we", "lots of rice")] {
            let text = "\(subject) had \(food)".trimmingCharacters(in: .whitespaces)
            #expect(intent(text) == "meal.log", "\(text)")
        }
    }

    /// A question about an alarm already set never sets one; the commands beside it still do.
    @Test func aQuestionAboutAnAlarmSetsNone() {
        for lead in ["at what time", "for what time", "what time"] {
            for subject in ["have you", "did you", "did i", "do you"] {
                for alarm in ["alarm", "my alarm", "the alarm", "an alarm"] {
                    for tail in ["", " for me", " for tomorrow"] {
                        let text = "\(lead) \(subject) set \(alarm)\(tail)"
                        #expect(intent(text) != "reminder.add", "\(text)")
                    }
                }
            }
        }
        for command in ["set an alarm for 6am", "can you set an alarm at 7", "please set my alarm for 5:30 tomorrow", "set alarm for 10 a.m."] {
            #expect(intent(command) == "reminder.add", "\(command)")
        }
    }

    @Test func availabilityStatedInAMessageIsNoQuestion() {
        let messages = ["send a text to sam which says", "email my boss that", "tell jenny", "write to mom saying"]
        for message in messages {
            for state in ["i am busy tomorrow", "i'm free on friday", "im available at 3"] {
                #expect(intent("\(message) \(state)") != "schedule.query", "\(message) \(state)")
            }
        }
        for question in ["am i free tomorrow", "check if i'm busy on friday", "tell me if i am free at 3", "let me know whether im available monday",
                         "will i be free tonight", "is my afternoon free"] {
            #expect(intent(question) == "schedule.query", "\(question)")
        }
    }

    @Test func otherAppsCollectionsAreNoTasks() {
        for verb in ["delete", "remove", "get rid of", "please delete"] {
            for things in ["the contacts i never call", "all my old photos", "the spam emails", "my voicemails", "the downloads from last week"] {
                #expect(intent("\(verb) \(things)") != "task.delete", "\(verb) \(things)")
            }
            for task in ["email the boss", "text mom", "file taxes", "the dentist appointment", "call the plumber"] {
                #expect(intent("\(verb) \(task)") == "task.delete", "\(verb) \(task)")
            }
        }
    }
}
