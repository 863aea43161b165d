import Foundation

/// A sound played during a focus session. The raw value is the name said and shown.
public enum FocusSound: String, Sendable, Codable, CaseIterable, CustomStringConvertible {
    /// The name said and shown ("light rain"), wherever it is put into words; never the case name.
    public var description: String { rawValue }

    case lightRain = "light rain"
    case thunderstorm
    case fireplace
    case softAmbience = "soft ambience"
    case lofi
    case nature
    case forestBirds = "forest birds"
    case oceanWaves = "ocean waves"
    case cafe
    case whiteNoise = "white noise"
    case brownNoise = "brown noise"
    case silence

    /// The sound a name means, tolerating case, plurals and "sound(s)"/"music" ("Rain sounds",
    /// "lo-fi music"); nil for a name that is not a sound.
    public init?(named name: String) {
        guard let sound = Self.byName[NameKey.key(name, ignoring: Self.filler)] else { return nil }
        self = sound
    }

    private static let filler: Set<String> = ["sound", "music", "the", "a", "some", "with"]
    /// Everyday names for the same sounds.
    private static let aliases: [(String, FocusSound)] = [
        ("rain", .lightRain), ("rainfall", .lightRain), ("storm", .thunderstorm), ("thunder", .thunderstorm),
        ("fire", .fireplace), ("crackling fire", .fireplace), ("ambience", .softAmbience), ("ambient", .softAmbience),
        ("lo fi", .lofi), ("lofi beats", .lofi), ("birds", .forestBirds), ("forest", .forestBirds),
        ("waves", .oceanWaves), ("ocean", .oceanWaves), ("coffee shop", .cafe), ("café", .cafe),
        ("noise", .whiteNoise), ("none", .silence), ("no sound", .silence), ("quiet", .silence),
    ]
    private static let byName = NameKey.table(allCases.map { ($0.rawValue, $0) } + aliases, ignoring: filler)
}
