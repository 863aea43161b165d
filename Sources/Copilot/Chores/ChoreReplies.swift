/// What the chores family says: `chores.replies`.
struct ChoreReplies: ReplyFamily {
    static let file = ReplyFile.bundled("chores")

    let scope = Key("scope", "when")
    let nobody = Key("nobody")
    let free = Key("free", "scope", "members")
    let noChores = Key("no.chores", "member", "scope")
    let chores = Key("chores", "member", "count", "scope")
    let doneToday = Key("done.today", "titles")
    let noReminders = Key("no.reminders", "member", "scope")
    let reminders = Key("reminders", "member", "count", "scope")
    let quoted = Key("quoted", "title")

    let noneDone = Key("none.done", "member", "when")
    let did = Key("did", "member", "count", "when", "chores")
    let doneTimes = Key("done.times", "title", "times")
    let wellDone = Key("well.done", "member", "reply")
    let whichDone = Key("which.done", "number")
    let noMatch = Key("no.match", "member", "words")

    let whichAssign = Key("which.assign", "number", "member")
    let already = Key("already", "title", "member")
    let due = Key("due", "due")
    let gave = Key("gave", "title", "member", "due")
    let gaveShared = Key("gave.shared", "title", "member", "due", "id", "old")
    let added = Key("added", "task")
    let titleFor = Key("title.for", "task", "member")

    let changeGave = Key("change.gave", "title", "member")
    let changeAdded = Key("change.added", "title", "member")
}
