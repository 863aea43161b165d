extension IntentBuilder {
    /// The grammar intents `build` types itself, before families took them over one by one (see
    /// the copilot's `IntentFamily`). `ask grammar lint` reads it with the families' intents, and a
    /// test builds every grammar intent to hold it to the switch: a name missing here, or one the
    /// switch does not type, fails.
    public static let handledIntents: Set<String> = [
        "also.add", "backlog.add", "backlog.query", "brief.show", "cancel", "confirm", "event.add", "goal.set", "help",
        "list.add", "list.query", "list.remove", "list.restock", "meal.edit", "meal.log", "meal.remove",
        "member.add", "member.query", "member.remove", "note.add", "note.query", "nutrition.query",
        "plan.day", "plan.next", "preset.create", "preset.list", "profile.set", "progress.query", "redo",
        "reminder.add", "rewards.earn", "rewards.goal", "rewards.query", "rewards.redeem",
        "schedule.query", "settings.set", "task.add", "task.complete", "task.delete", "task.edit",
        "task.list", "undo"
    ]
}
