/// A few everyday names the curated table lacks, mapped to existing USDA rows. Kept in code (not in
/// the shared data) so the table stays byte-identical to its generator's output; each entry is a
/// synonym like those in `curated_names.csv`, matched the same way.
enum SupplementalNames {
    static let synonyms: [(phrase: String, ndb: String)] = [
        ("diet coke", "14146"), ("diet soda", "14146"), ("diet cola", "14146"), ("coke zero", "14146"),
        ("diet pop", "14146"),
        // A bowl of cereal said without its brand: corn flakes, the plainest ready-to-eat one.
        ("cereal", "08020"), ("breakfast cereal", "08020"), ("cold cereal", "08020"),
        // The sauce said by its kind alone ("pasta with marinara").
        ("marinara", "06931"),
    ]
}
