/// The replies shared by executors and families (`ReplyFamily`), by family:
/// `Replies.tasks.added(task: …)`. A family that keeps its own names them in
/// `IntentFamily.replies` instead (water: `WaterFamily.say`), and adds no line here.
enum Replies {
    static let focus = FocusReplies()
    static let lists = ListReplies()
    static let ideas = IdeaReplies()
    static let approvals = ApprovalReplies()
    static let chores = ChoreReplies()
    static let rewards = RewardReplies()
    static let notes = NoteReplies()
    static let tasks = TaskReplies()
    static let household = HouseholdReplies()
    static let meta = MetaReplies()
    static let settings = SettingReplies()
    static let brief = BriefReplies()
    static let nutrition = NutritionReplies()
    static let progress = ProgressReplies()
    static let freeTime = FreeTimeReplies()

    /// Each family once, for the test that reads them against their files.
    static var all: [any ReplyFamily] {
        [focus, lists, ideas, approvals, chores, rewards, notes, tasks, household, meta, settings, brief, nutrition, progress, freeTime]
            + IntentFamilies.all.flatMap { $0.replies }
    }
}
