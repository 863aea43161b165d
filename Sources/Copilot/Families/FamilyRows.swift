import Foundation

/// Families' states as rows of the store's `values` table, beside the fixed singletons
/// (`ValueKey`): named `family.<key>`, with an id made from that name so it is the same in every
/// process and in the undo log, and far above the singletons' small numbers.
extension ModelRows {
    static let familyPrefix = "family."

    /// The row id of a family's state: FNV-1a of its key, kept positive and above 2^40.
    static func familyID(_ key: String) -> Int64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in key.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0100_0000_01b3
        }
        return Int64(hash >> 2) | (1 << 40)
    }

    /// The key of a family state row: the registered families', then any state the model holds.
    static func familyKey(_ id: Int64, in model: Model? = nil) -> String? {
        IntentFamilies.stateKeys.first { familyID($0) == id } ?? model?.families.keys.first { familyID($0) == id }
    }

    /// The name of a `values` row in the store.
    public static func valueName(id: Int64) -> String? {
        ValueKey(rawValue: id)?.name ?? familyKey(id).map { familyPrefix + $0 }
    }

    /// The row id of a `values` row named `name` in the store; nil for a name this build does not know.
    public static func valueID(name: String) -> Int64? {
        if let key = ValueKey(name: name) { return key.rawValue }
        guard name.hasPrefix(familyPrefix) else { return nil }
        return familyID(String(name.dropFirst(familyPrefix.count)))
    }

    static func familyRows(of model: Model) -> [(Int64, Data)] {
        model.families.sorted { $0.key < $1.key }.map { (familyID($0.key), Data($0.value.utf8)) }
    }

    static func familyDiff(_ old: Model, _ new: Model) -> [RowChange] {
        guard old.families != new.families else { return [] }
        return Set(old.families.keys).union(new.families.keys).sorted().compactMap { key in
            let before = old.families[key], after = new.families[key]
            guard before != after else { return nil }
            return RowChange(key: RowKey(.values, familyID(key)), before: before.map { Data($0.utf8) }, after: after.map { Data($0.utf8) })
        }
    }

    /// Puts a family state row into the model; a row of a family this build does not know is left out.
    static func setFamily(_ id: Int64, _ payload: Data?, in model: inout Model) {
        guard let key = familyKey(id, in: model) else { return }
        model.families[key] = payload.map { String(decoding: $0, as: UTF8.self) }
    }
}
