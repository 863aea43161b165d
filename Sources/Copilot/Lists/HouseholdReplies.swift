/// What the household's members and name say: `household.replies`.
struct HouseholdReplies: ReplyFamily {
    static let file = ReplyFile.bundled("household")

    let roleChild = Key("role.child")
    let roleParent = Key("role.parent")
    let described = Key("described", "role", "details")

    let unknownPhrase = Key("unknown.phrase")
    let unknownRelation = Key("unknown.relation", "relation")
    let unknownClose = Key("unknown.close", "member", "guess")
    let unknown = Key("unknown", "member")

    let howOld = Key("how.old", "member")
    let agesSet = Key("ages.set", "ages")
    let age = Key("age", "member", "age")
    let ageSet = Key("age.set", "member", "age")
    let noName = Key("no.name")
    let whichRole = Key("which.role", "member")
    let whichRoles = Key("which.roles", "members")
    let already = Key("already", "member", "described")
    let now = Key("now", "member", "described")
    let added = Key("added", "member", "described", "count", "members")
    let removed = Key("removed", "member")
    let removedPoints = Key("removed.points", "member", "points")

    let nobody = Key("nobody")
    let members = Key("members", "count", "household")
    let line = Key("line", "parts")
    let comingUp = Key("coming.up", "count")
    let theHousehold = Key("the.household")
    let named = Key("named", "name")

    let nameSame = Key("name.same", "name")
    let nameSet = Key("name.set", "name", "count")

    let about = Key("about", "member", "role", "age")
    let aboutRelation = Key("about.relation", "member", "role", "relation", "age")
    let aboutNoAge = Key("about.no.age", "member", "role")
    let aboutRelationNoAge = Key("about.relation.no.age", "member", "role", "relation")
    let aboutPoints = Key("about.points", "points")
    let aboutDiet = Key("about.diet", "diet")
    let allergic = Key("allergic", "allergen")
    let aboutComing = Key("about.coming", "count", "title")
    let aboutComingDue = Key("about.coming.due", "count", "title", "due")

    let changeAges = Key("change.ages", "ages")
    let ageTo = Key("age.to", "member", "age")
    let changeRole = Key("change.role", "member", "role")
    let changeAdded = Key("change.added", "member")
    let changeAddedSeveral = Key("change.added.several", "members")
    let changeRemoved = Key("change.removed", "member")
    let changeName = Key("change.name", "name")
}
