/// A family's replies: one `ReplyKey` property per reply, and the file they are written in.
///
///     struct WaterReplies: ReplyFamily {
///         static let file = ReplyFile.bundled("water")
///         let logged = Key("logged", "amount", "total")
///     }
///
/// The file is read once, the first time one of its replies is said. `ReplyFileTests` reads
/// the properties (by reflection) against the file: every key is in it, with exactly the
/// values the property names, and the file has no key no property names.
protocol ReplyFamily: Sendable {
    static var file: ReplyFile { get }
    init()
}

extension ReplyFamily {
    typealias Key = ReplyKey<Self>
}

/// One reply of a family, said by calling it with its values by name:
/// `Replies.water.logged(amount: "500 ml", total: "2 L")`.
@dynamicCallable
struct ReplyKey<Family: ReplyFamily>: Sendable, AnyReplyKey {
    let key: String
    /// The names of the values the reply says, as its call passes them.
    let values: [String]

    init(_ key: String, _ values: String...) {
        self.key = key
        self.values = values
    }

    func dynamicallyCall(withKeywordArguments arguments: KeyValuePairs<String, any CustomStringConvertible>) -> String {
        // The call site's names are the declared ones; the file's are checked against those.
        assert(arguments.map(\.key).sorted() == values.sorted(), "\(Family.self).\(key) takes \(values), given \(arguments.map(\.key))")
        guard let template = Family.file[key] else {
            assertionFailure("\(Family.file.name).replies has no \(key)")
            return key
        }
        return template.render(arguments)
    }
}

/// A reply key of any family, as a test reads one.
protocol AnyReplyKey {
    var key: String { get }
    var values: [String] { get }
}
