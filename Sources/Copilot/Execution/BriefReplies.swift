/// What the morning brief says: `brief.replies`.
struct BriefReplies: ReplyFamily {
    static let file = ReplyFile.bundled("brief")

    let name = Key("name", "name")
    let off = Key("off", "name")
    let later = Key("later", "name", "time")
    let heading = Key("heading", "day")
    let headingGreeting = Key("heading.greeting", "name", "day")
    let priorities = Key("priorities")
    let prioritiesNone = Key("priorities.none")
    let schedule = Key("schedule")
    let scheduleNone = Key("schedule.none")
    let line = Key("line", "line")
    let attention = Key("attention", "count")
    let approvals = Key("approvals", "requests")
    let approvalsMore = Key("approvals.more", "requests", "more")
}
