import Foundation

/// A background shown during a focus session. The raw value is the name said and shown.
public enum FocusBackground: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The name said and shown ("light rain"), wherever it is put into words; never the case name.
    public var description: String { rawValue }

    case minimal
    case stars
    case forest
    case aurora
    case rain
    case ocean
    case cosmic
    case mountains
    case sunset
    case desert

    /// The background a name means, tolerating case, plurals and "background"/"theme"
    /// ("Star", "northern lights background"); nil for a name that is not a background.
    public init?(named name: String) {
        guard let background = Self.byName[NameKey.key(name, ignoring: Self.filler)] else { return nil }
        self = background
    }

    private static let filler: Set<String> = ["background", "theme", "wallpaper", "scene", "the", "a"]
    /// Everyday names for the same backgrounds.
    private static let aliases: [(String, FocusBackground)] = [
        ("plain", .minimal), ("simple", .minimal), ("clean", .minimal), ("night sky", .stars), ("starry sky", .stars),
        ("woods", .forest), ("trees", .forest), ("northern lights", .aurora), ("rainy window", .rain),
        ("sea", .ocean), ("beach", .ocean), ("space", .cosmic), ("galaxy", .cosmic), ("mountain", .mountains),
        ("dunes", .desert),
    ]
    private static let byName = NameKey.table(allCases.map { ($0.rawValue, $0) } + aliases, ignoring: filler)
}
