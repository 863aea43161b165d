/// What `WaterFamily` says: `Resources/replies/<locale>/water.replies`.
struct WaterReplies: ReplyFamily {
    static let file = ReplyFile.bundled("water")

    let nothing = Key("nothing")
    let logged = Key("logged", "amount", "total", "of", "left")
    let had = Key("had", "total", "of", "when", "left")
    let none = Key("none", "when", "target")
    let today = Key("today")
    let of = Key("of", "goal")
    let left = Key("left", "left")
    let reached = Key("reached")
    let target = Key("target", "goal")
    let goalOutside = Key("goal.outside", "amount")
    let goalSet = Key("goal.set", "amount", "total")

    let changeLogged = Key("change.logged", "amount")
    let changeGoal = Key("change.goal", "amount")
}
