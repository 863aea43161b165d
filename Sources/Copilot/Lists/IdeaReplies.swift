/// What the ideas backlogs say: `ideas.replies`.
struct IdeaReplies: ReplyFamily {
    static let file = ReplyFile.bundled("ideas")

    let yours = Key("yours")
    let named = Key("named", "backlog")
    let quoted = Key("quoted", "idea")
    let what = Key("what")
    let added = Key("added", "backlog", "idea", "count")
    let addedFor = Key("added.for", "backlog", "idea", "recipient", "count")
    let none = Key("none")
    let noneIn = Key("none.in", "backlog")
    let group = Key("group", "backlog")
    let line = Key("line", "idea")
    let lineFor = Key("line.for", "idea", "recipient")
    let removed = Key("removed", "idea", "backlog", "count")
    let gift = Key("gift", "idea", "recipient")
    let eventDay = Key("event.day", "words")
    let promoted = Key("promoted", "added", "backlog")
    let notFound = Key("not.found", "said")
    let notFoundIn = Key("not.found.in", "said", "backlog")
    let several = Key("several", "said", "ideas")

    let changeAdded = Key("change.added", "idea", "backlog")
    let changeRemoved = Key("change.removed", "idea")
}
