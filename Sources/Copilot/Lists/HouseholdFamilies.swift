/// The household domain's registered families (`IntentFamilies`): approvals, and lists as wholes.
/// Members, list items, rewards and adding to or showing the backlog still go through `IntentBuilder`.
enum HouseholdFamilies {
    static let all: [any IntentFamily.Type] = [ApprovalsFamily.self, ListsFamily.self, IdeasFamily.self, HouseholdNameFamily.self, RewardAppsFamily.self]
}
