/// What progress questions, streaks, celebrations and planning say: `progress.replies`.
struct ProgressReplies: ReplyFamily {
    static let file = ReplyFile.bundled("progress")

    let level = Key("level", "level", "xp", "left", "next")
    let levelTop = Key("level.top", "level", "xp")
    let badgesNone = Key("badges.none")
    let badges = Key("badges", "count", "badges")
    let goalLeft = Key("goal.left", "goal", "today", "left")
    let goalMet = Key("goal.met", "goal", "today")

    let streakMet = Key("streak.met", "days", "goal")
    let streakGoing = Key("streak.going", "days", "toGo")
    let streakBroken = Key("streak.broken", "best", "toGo")
    let streakNone = Key("streak.none", "toGo")
    let focusToGo = Key("focus.to.go", "minutes")

    let newBadge = Key("new.badge", "badges")
    let newBadges = Key("new.badges", "badges")
    let levelReached = Key("level.reached", "level")

    let planPast = Key("plan.past")
    let planFixedOne = Key("plan.fixed.one")
    let planFixed = Key("plan.fixed")
    let planNoTime = Key("plan.no.time")
    let planDay = Key("plan.day", "day")
    let planLine = Key("plan.line", "line")
    let planNothing = Key("plan.nothing")
    let nextNothing = Key("next.nothing")
    let nextScheduled = Key("next.scheduled")
}
