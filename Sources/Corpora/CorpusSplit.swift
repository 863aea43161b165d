import Text

/// The fixed split of every corpus into *tune* (80 %) and *check* (20 %).
///
/// Misses are read, and grammars and the intent model are trained, on *tune* only; *check* is
/// scored and reported. The side of a row depends on its text alone (FNV-1a 64 of the folded
/// text), so it never moves when files are reordered or rows are added.
public enum CorpusSplit: String, Sendable, CaseIterable, Codable {
    case tune
    case check

    /// The side `text` falls on.
    public static func of(_ text: String) -> CorpusSplit {
        bucket(text) < 20 ? .check : .tune
    }

    /// Tune is cut again into five folds (0-4) for choosing settings by cross-validation: train
    /// without a fold, score on it, and *check* stays unread. Nil for a *check* row.
    public static func fold(of text: String) -> Int? {
        let bucket = bucket(text)
        return bucket < 20 ? nil : (bucket - 20) / 16
    }

    private static func bucket(_ text: String) -> Int {
        Int(FNV1a.hash(TextFolding.fold(text)) % 100)
    }
}
