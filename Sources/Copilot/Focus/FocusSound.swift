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
    case pinkNoise = "pink noise"
    case silence

    /// The sound the grammar's value names: its name with '-' for each space (`light-rain`), as
    /// the `h_sound` value map gives it; nil for any other word.
    public init?(grammarValue value: String) {
        self.init(rawValue: value.replacingOccurrences(of: "-", with: " "))
    }
}
