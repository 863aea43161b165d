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

    /// The background the grammar's value names (`h_background`'s value map); nil for any other word.
    public init?(grammarValue value: String) {
        self.init(rawValue: value)
    }
}
