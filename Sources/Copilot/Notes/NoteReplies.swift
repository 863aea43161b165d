/// What notes say: `notes.replies`.
struct NoteReplies: ReplyFamily {
    static let file = ReplyFile.bundled("notes")

    let what = Key("what")
    let noted = Key("noted", "note")
    let none = Key("none")
    let all = Key("all", "count")
    let about = Key("about", "count", "about")
    let line = Key("line", "day", "note")
    let noneAbout = Key("none.about", "about")
    let noneToDelete = Key("none.to.delete")
    let deletedAll = Key("deleted.all", "count")
    let several = Key("several", "count", "about")
    let deleted = Key("deleted", "note")

    let changeNoted = Key("change.noted", "note")
    let changeDeletedAll = Key("change.deleted.all", "count")
    let changeDeleted = Key("change.deleted", "note")
}
