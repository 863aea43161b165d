import Copilot
import Foundation
import Store
import Testing

/// Tasks, reminders and events in a shared household (a real PostgreSQL server on loopback): what
/// is shared is everyone's under one number, what is not stays on its owner's machine, and no two
/// things anyone sees carry the same number.
@Suite(.enabled(if: PostgresServer.isAvailable, "no PostgreSQL server binaries (initdb, pg_ctl) on PATH or in /usr/lib/postgresql/*/bin; install Debian's postgresql"))
struct SharedTasksTests {
    static func person(_ server: PostgresServer, _ name: String, path: String = StoreFixtures.directory() + "/ask.sqlite") throws -> Assistant {
        try Assistant(copilot: StoreFixtures.copilot, location: .sqlite(path: path, legacy: nil), household: server.address, member: name)
    }

    /// Every number either person sees names one thing: the shared ones are the same on both sides.
    static func expectOneNumberEach(_ me: Assistant, _ partner: Assistant, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let mine = try me.state().model.tasks, theirs = try partner.state().model.tasks
        #expect(Set(mine.map(\.id)).count == mine.count, sourceLocation: sourceLocation)
        #expect(Set(theirs.map(\.id)).count == theirs.count, sourceLocation: sourceLocation)
        for task in mine {
            guard let other = theirs.first(where: { $0.id == task.id }) else { continue }
            #expect(task.isShared && other == task, "task \(task.id): “\(task.title)” and “\(other.title)”", sourceLocation: sourceLocation)
        }
    }

    @Test func sharedTasksAndEventsAreEveryonesPrivateOnesStayHome() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        let me = try Self.person(server, "sam"), partner = try Self.person(server, "alex")
        #expect(try StoreFixtures.say(me, "add task renew my passport") == ["Added “renew my passport”."])
        #expect(try StoreFixtures.say(me, "add a shared task: call the plumber") == ["Added “call the plumber” · shared."])
        // An event belongs to the household's calendar once one is connected.
        let event = try StoreFixtures.say(me, "add event school concert friday at 6pm")
        #expect(event == ["Added to your calendar: “school concert”, Fri 9 Jan at 18:00 (shared with the household)."])
        #expect(try partner.state().model.tasks.map(\.title) == ["call the plumber", "school concert"])
        #expect(try partner.state().model.tasks.map(\.id) == [2, 3])
        // The partner's own task takes the household's next number: nobody else has it.
        try StoreFixtures.say(partner, "add task buy a birthday card")
        #expect(try partner.state().model.tasks.map(\.id) == [2, 3, 4])
        // Done by one, done for both.
        try StoreFixtures.say(partner, "done 2")
        #expect(try me.state().model.tasks.first { $0.id == 2 }?.isOpen == false)
        // Taken back: it leaves the household and stays with its owner.
        #expect(try StoreFixtures.say(me, "make task 3 private") == ["“school concert” (task 3) is yours alone now: it has left the household."])
        #expect(try partner.state().model.tasks.map(\.id) == [2, 4])
        #expect(try me.state().model.tasks.map(\.id) == [1, 2, 3])
        // Shared later: a new number, since a task made before may have one someone else has.
        #expect(try StoreFixtures.say(me, "share task 1") == ["Shared “renew my passport” with the household, as task 5 (it was task 1)."])
        #expect(try partner.state().model.tasks.first { $0.id == 5 }?.title == "renew my passport")
        try Self.expectOneNumberEach(me, partner)
        // Undo puts it back where it was, in both places.
        #expect(try StoreFixtures.say(me, "undo").first?.hasPrefix("Undone") == true)
        #expect(try partner.state().model.tasks.map(\.id) == [2, 4])
        #expect(try me.state().model.tasks.map(\.id) == [1, 2, 3])
    }

    @Test func aLocalTaskNumberedLikeASharedOneIsRenumberedAtStart() throws {
        let server = try PostgresServer.start()
        defer { server.stop() }
        // Alex used ask alone first: tasks 1-3 on this machine.
        let path = StoreFixtures.directory() + "/ask.sqlite"
        try StoreFixtures.say(try StoreFixtures.assistant(path), "add task water the plants", "add task pay rent", "add task call grandma")
        // Sam shares two tasks; the household numbers them 1 and 2.
        let sam = try Self.person(server, "sam")
        try StoreFixtures.say(sam, "add a shared task: fix the gate", "add a household task: book the vet")
        // Alex joins: tasks 1 and 2 clash and move; task 3 keeps its number.
        let alex = try Self.person(server, "alex", path: path)
        #expect(alex.notices == ["The shared household already has tasks with some of your numbers: task 1 “water the plants” is now task 4, task 2 “pay rent” is now task 5."])
        #expect(try alex.state().model.tasks.map(\.title) == ["fix the gate", "book the vet", "call grandma", "water the plants", "pay rent"])
        #expect(try StoreFixtures.say(alex, "done 4").first?.contains("water the plants") == true)
        try Self.expectOneNumberEach(sam, alex)
        // Numbers given from now on are nobody's yet, whoever makes them.
        try StoreFixtures.say(sam, "add task sort the recycling")
        try StoreFixtures.say(alex, "add a shared task: clean the gutters")
        try Self.expectOneNumberEach(sam, alex)
        #expect(try sam.state().model.tasks.map(\.id) == [1, 2, 6, 7])
    }

    @Test func withoutAHouseholdSharingSaysHowToConnectOne() throws {
        let me = try StoreFixtures.assistant(StoreFixtures.directory() + "/ask.sqlite")
        #expect(try StoreFixtures.say(me, "add task fix the fence") == ["Added “fix the fence”."])
        let reply = try StoreFixtures.say(me, "share task 1")
        #expect(reply.first?.hasPrefix("There is no shared household to share “fix the fence” with") == true)
        #expect(try me.state().model.tasks.first?.shared == nil)
        let added = try StoreFixtures.say(me, "add a shared task: call the plumber")
        #expect(added.first?.contains("no shared household is connected") == true)
        #expect(try me.state().model.tasks.allSatisfy { $0.shared == nil })
    }
}
