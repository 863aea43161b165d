/// The household domain's registered families (`IntentFamilies`): approvals, lists as wholes, ideas,
/// the household's name, what is known of a member, reward apps, points set outright, chores and sharing tasks.
/// Members, list items, rewards and adding to or showing the backlog still go through `IntentBuilder`.
enum HouseholdFamilies {
    static let all: [any IntentFamily.Type] = [ApprovalsFamily.self, ListsFamily.self, IdeasFamily.self, HouseholdNameFamily.self, MemberAboutFamily.self, NoteRemovalFamily.self, PresetRemovalFamily.self, FamilyMealsFamily.self, RewardAppsFamily.self, RewardBalanceFamily.self, ScreenLimitFamily.self, ChoresFamily.self, TaskShareFamily.self]
}
