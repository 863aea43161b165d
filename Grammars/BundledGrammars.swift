import Foundation
import Installation

/// Where the grammars shipped with `ask` live once built. The grammars themselves are data
/// (`Grammars/<locale>/*.grammar`); this file only lets Swift code find the bundled copy.
public enum BundledGrammars {
    /// The directory holding the `*.grammar` files of `locale` (default `en`).
    public static func directory(locale: String = "en") -> URL? {
        // Beside the executable, found without `Bundle.main` (see `Installation`).
        if let bundle = Installation.resourceBundle("ask_Grammars") {
            let url = bundle.appendingPathComponent(locale, isDirectory: true)
            if FileManager.default.fileExists(atPath: url.path) { return url }
        }
        return Bundle.module.url(forResource: locale, withExtension: nil)
    }

    /// The intent model's file name inside a grammar directory (`ask model train` writes it).
    public static let modelFile = "intents.model"

    /// How diagnostics name the bundled files: by their place in the source tree.
    public static func label(locale: String = "en") -> String {
        "Grammars/\(locale)"
    }
}
