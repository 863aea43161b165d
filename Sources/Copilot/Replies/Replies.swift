/// Every family's replies (`ReplyFamily`), by family: `Replies.water.logged(amount: …)`.
enum Replies {
    static let water = WaterReplies()
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

    /// Each family once, for the test that reads them against their files.
    static let all: [any ReplyFamily] = [water, focus, lists, ideas, approvals, chores, rewards, notes, tasks, household, meta, settings, brief, nutrition, progress]
}
