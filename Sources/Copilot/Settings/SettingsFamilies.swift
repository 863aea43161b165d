/// The settings domain's registered families (`IntentFamilies`). Setting a value still goes
/// through `IntentBuilder` (`settings.set`).
enum SettingsFamilies {
    static let all: [any IntentFamily.Type] = [SettingsQueryFamily.self]
}
