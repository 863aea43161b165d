/// What the conversation itself says (undo, redo, yes, cancel, help, not understood): `meta.replies`.
struct MetaReplies: ReplyFamily {
    static let file = ReplyFile.bundled("meta")

    let undone = Key("undone", "change")
    let nothingToUndo = Key("nothing.to.undo")
    let redone = Key("redone", "change")
    let nothingToRedo = Key("nothing.to.redo")
    let nothingToConfirm = Key("nothing.to.confirm")
    let neverMind = Key("never.mind")
    let ambiguous = Key("ambiguous", "meanings")
    let meaning = Key("meaning", "says")
    let somethingElse = Key("something.else")
    let cannotAnyMore = Key("cannot.any.more")
    let notYet = Key("not.yet", "says")
    let notHere = Key("not.here")
    let something = Key("something")
    let notUnderstood = Key("not.understood", "text")
    let unreadable = Key("unreadable", "error")
    let note = Key("note", "note")

    let hi = Key("hi", "name", "tries")
    let hiName = Key("hi.name", "name")
    let tryPlan = Key("try.plan")
    let tryTask = Key("try.task")
    let tryFocus = Key("try.focus")
    let quoted = Key("quoted", "text")
    let welcome = Key("welcome")
    let bye = Key("bye")
    let glad = Key("glad")
    let ok = Key("ok")

    let wont = Key("wont", "summary")
    let questionLeft = Key("question.left")
    let notDone = Key("not.done", "summary")
    let actOn = Key("act.on", "text")
    let logFood = Key("log.food", "text")
    let unsure = Key("unsure", "percent", "meaning", "reply")
    let didYouMean = Key("did.you.mean", "meaning", "reply")
    let didYouMeanRead = Key("did.you.mean.read", "meaning", "reply", "readings")
    let meaningTo = Key("meaning.to", "says")

    let helpHeading = Key("help.heading")
    /// The topics of "help", in the order it lists them, each with its row of examples.
    let helpTopics: [(topic: String, examples: Key)] = [
        "tasks", "reminders", "calendar", "notes", "brief", "lists", "focus", "progress", "nutrition", "profile", "household", "chores", "diets",
        "rewards", "approvals", "ideas", "settings", "anytime",
    ].map { ($0, Key("help.\($0)")) }
    let helpClosing1 = Key("help.closing.1")
    let helpClosing2 = Key("help.closing.2")
    let helpAbout = Key("help.about", "topic")
    let helpEvery = Key("help.every")
}
