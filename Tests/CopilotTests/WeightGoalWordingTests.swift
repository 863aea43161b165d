@testable import Copilot
import Foundation
import Testing

/// A weight goal answered in the unit it was said in ("lose 5 kg" in kilograms, "lose 10
/// pounds" in pounds), and a pace said as a command ("lose 0.5 kg a week"). Run 49.
struct WeightGoalWordingTests {
    @Test func theReplySpeaksTheUnitSaid() {
        for (said, expected) in [("lose 5 kg", "Goal set: lose 0.5 kg a week (11 weeks for 5 kg)."), ("lose 5 kilos", "Goal set: lose 0.5 kg a week (11 weeks for 5 kg)."),
                                 ("gain 3 kg", "Goal set: gain 0.5 kg a week (7 weeks for 3 kg)."), ("lose 10 pounds", "Goal set: lose 1 lb a week (10 weeks for 10 lb)."),
                                 ("goal: lose 10 lbs", "Goal set: lose 1 lb a week (10 weeks for 10 lb).")] {
            var state = CopilotState()
            #expect(Fixtures.converse([said], state: &state)[0] == expected, "\(said)")
        }
    }

    @Test func aPaceSaidAsACommand() {
        for (said, reply) in [("lose 0.5 kg a week", "Goal set: lose 0.5 kg a week."), ("lose half a kilo per week", "Goal set: lose 0.5 kg a week."),
                              ("gain 1 lb every week", "Goal set: gain 1 lb a week."), ("target: lose 1 pound a week", "Goal set: lose 1 lb a week."),
                              ("lose 2 kg a week", "A safe pace is 0.25 to 0.9 kg a week; 2 kg is outside that."),
                              ("lose 3 lbs per week", "A safe pace is 0.5 to 2 lb a week; 3 lb is outside that.")] {
            var state = CopilotState()
            #expect(Fixtures.converse([said], state: &state)[0] == reply, "\(said)")
        }
    }
}

/// Water said with the water first and its amount after ("track water 500ml").
struct WaterFirstTests {
    @Test func theAmountAfterTheWater() {
        for (said, liters) in [("track water 500ml", "500 ml"), ("log water 2 glasses", "500 ml"), ("log my water 1 liter", "1 L"), ("add water 750 ml", "750 ml"),
                               ("record my water intake 3 cups", "720 ml")] {
            var state = CopilotState()
            let reply = Fixtures.converse([said], state: &state)[0]
            #expect(reply.hasPrefix("Logged \(liters) of water"), "\(said): \(reply)")
        }
    }
}
